import { pathToFileURL } from 'node:url';
import { runAdmin } from './admin/run-admin.js';
import { adminRuntime } from './composition/admin.js';

/**
 * `npm run admin -- <command>` (`node functions/lib/admin.js <command>`): inspects and corrects
 * balances, ledgers and payments on the configured database. `help` lists the commands.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdmin({
    argv: process.argv.slice(2),
    open: () => adminRuntime(),
    io: { print: (line) => process.stdout.write(`${line}\n`) },
    error: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
