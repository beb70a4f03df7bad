import { parseArgs } from 'node:util';
import { previewRetention, sweepRetention } from '../../core/accounts/sweep-retention.js';
import { positionals, UsageError, type AdminCommand, type AdminIo } from '../admin-command.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar day as `YYYY-MM-DD` (midnight UTC), or now without the option. `Date` alone
 * would take `2026-01-01junk` and roll `2025-02-30` over to March, and the sweep deletes by it.
 */
function parseAsOf(text: string | undefined, now: Date): Date {
  if (text === undefined) return now;
  const match = ISO_DATE.exec(text);
  const parsed = new Date(`${text}T00:00:00Z`);
  const real =
    match !== null &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.getUTCFullYear() === Number(match[1]) &&
    parsed.getUTCMonth() + 1 === Number(match[2]) &&
    parsed.getUTCDate() === Number(match[3]);
  if (!real) throw new UsageError(`--as-of takes a calendar date like 2027-01-31, not "${text}"`);
  return parsed;
}

function printPreview(
  preview: Awaited<ReturnType<typeof previewRetention>>,
  database: string,
  io: AdminIo,
) {
  const orMore = preview.more ? ' or more' : '';
  io.print(`Retention sweep as of ${preview.asOf} on ${database} would delete:`);
  io.print(`  images of ${preview.expiringMessages}${orMore} messages`);
  io.print(`  payment records: ${preview.duePayments}`);
  io.print(`  closed accounts: ${preview.dueAccounts.length}${orMore}`);
  for (const userId of preview.dueAccounts) io.print(`    ${userId}`);
  io.print('Nothing was deleted. Run again with --yes to delete.');
}

export const command: AdminCommand = {
  name: 'retention',
  usage: '[--as-of <YYYY-MM-DD>] [--allow-future] [--yes]',
  summary:
    'prints what the retention sweep as on that date would delete (images > 1 year, payments > 7 years, accounts closed > 30 days); deletes it with --yes',
  async run(args, ports, io) {
    const { values, positionals: rest } = parseArgs({
      args,
      options: {
        'as-of': { type: 'string' },
        'allow-future': { type: 'boolean' },
        yes: { type: 'boolean' },
      },
      allowPositionals: true,
    });
    positionals(rest, []);
    const now = ports.now();
    const asOf = parseAsOf(values['as-of'], now);
    if (asOf.getTime() > now.getTime() && !values['allow-future']) {
      throw new UsageError(
        `--as-of ${values['as-of']} is in the future: it would delete what is not yet due (add --allow-future to mean it)`,
      );
    }
    if (!values.yes) {
      printPreview(await previewRetention(asOf, ports.retention), ports.database, io);
      return 0;
    }
    const summary = await sweepRetention(asOf, ports.retention);
    io.print(`Retention sweep as of ${summary.asOf} on ${ports.database}:`);
    io.print(
      `  images expired: ${summary.deletedFiles} files of ${summary.expiredMessages} messages`,
    );
    io.print(`  payment records deleted: ${summary.deletedPayments.length}`);
    for (const orderId of summary.deletedPayments) io.print(`    ${orderId}`);
    io.print(`  closed accounts deleted: ${summary.deletedAccounts.length}`);
    for (const userId of summary.deletedAccounts) io.print(`    ${userId}`);
    return 0;
  },
};
