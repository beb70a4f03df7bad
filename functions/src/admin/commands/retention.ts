import { parseArgs } from 'node:util';
import { sweepRetention } from '../../core/accounts/sweep-retention.js';
import { positionals, UsageError, type AdminCommand } from '../admin-command.js';

/** `2026-11-23` (midnight UTC) or a full ISO 8601 time; today's moment without the option. */
function parseAsOf(text: string | undefined, now: Date): Date {
  if (text === undefined) return now;
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(parsed.getTime())) {
    throw new UsageError(`--as-of takes a date like 2027-01-31, not "${text}"`);
  }
  return parsed;
}

export const command: AdminCommand = {
  name: 'retention',
  usage: '[--as-of <date>]',
  summary:
    'runs the retention sweep as on that date (images > 1 year, payments > 7 years, accounts closed > 30 days) and prints what it deleted',
  async run(args, ports, io) {
    const { values, positionals: rest } = parseArgs({
      args,
      options: { 'as-of': { type: 'string' } },
      allowPositionals: true,
    });
    positionals(rest, []);
    const asOf = parseAsOf(values['as-of'], ports.now());
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
