import { runAdmin } from '../../src/admin/run-admin.js';
import type { AdminRuntime } from '../../src/composition/admin.js';

interface AdminAnswer {
  code: number;
  /** stdout and stderr, one line each per printed line. */
  out: string;
  err: string;
}

/** Runs one `npm run admin --` command in this process, on the runtime `open` makes. */
export async function runAdminCommand(
  argv: string[],
  open: () => Promise<AdminRuntime>,
): Promise<AdminAnswer> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin({
    argv,
    open,
    io: { print: (line) => out.push(line) },
    error: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
