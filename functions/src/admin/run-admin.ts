import { readdirSync } from 'node:fs';
import { DomainError } from '../core/errors.js';
import { UsageError, type AdminCommand, type AdminIo, type AdminPorts } from './admin-command.js';

const ADMIN_SCRIPT = 'npm run admin --';

/**
 * Every file of `commands/` that exports `command`, by name. Read from the folder, so a new
 * subcommand is one new file; the same code runs compiled (`.js`) and from source (`.ts`).
 */
async function loadAdminCommands(): Promise<AdminCommand[]> {
  const folder = new URL('./commands/', import.meta.url);
  const extension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(extension) && !/\.(test|d)\.[jt]s$/.test(file))
    .sort();
  const modules = (await Promise.all(files.map((file) => import(new URL(file, folder).href)))) as {
    command?: AdminCommand;
  }[];
  return modules.flatMap((module, index) => {
    if (!module.command) throw new Error(`admin/commands/${files[index]} exports no command`);
    return [module.command];
  });
}

function adminUsage(commands: readonly AdminCommand[]): string {
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.length));
  return [
    `Usage: ${ADMIN_SCRIPT} <command> [arguments]`,
    '',
    'Works on the embedded SQLite database in DATA_DIR (default .data/), or on Firestore when',
    'GCLOUD_PROJECT, FIREBASE_CONFIG or FIRESTORE_EMULATOR_HOST is set.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${`${c.name} ${c.usage}`.trimEnd().padEnd(width)}  ${c.summary}`),
  ].join('\n');
}

interface AdminRun {
  argv: readonly string[];
  /** Opened only once the command is known, and closed after it. */
  open(): Promise<{ ports: AdminPorts; close(): Promise<void> | void }>;
  io: AdminIo;
  /** A line on stderr. */
  error(line: string): void;
}

/**
 * Runs one subcommand and answers its exit code: 0 done, 1 refused (an unknown user, a check that
 * found drift, a refund the rules forbid), 2 a command or arguments it could not read.
 */
export async function runAdmin(run: AdminRun): Promise<number> {
  const commands = await loadAdminCommands();
  const [name, ...args] = run.argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    (name === undefined ? run.error : run.io.print)(adminUsage(commands));
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    run.error(`Unknown command "${name}".\n\n${adminUsage(commands)}`);
    return 2;
  }

  const { ports, close } = await run.open();
  try {
    return await command.run(args, ports, run.io);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      run.error(`${command.name}: ${(error as Error).message}`);
      run.error(`Usage: ${ADMIN_SCRIPT} ${command.name} ${command.usage}`.trimEnd());
      return 2;
    }
    if (error instanceof DomainError) {
      run.error(`${command.name}: ${error.message}${error.detail ? ` (${error.detail})` : ''}`);
      return 1;
    }
    throw error;
  } finally {
    await close();
  }
}

/** `node:util` parseArgs rejects unknown options with these codes. */
function isParseArgsError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_');
}
