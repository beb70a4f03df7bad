import { LEDGER_REASON_LABELS } from '@thumbforge/contract';
import type { LedgerEntry } from '../../core/ports/token-ledger.port.js';
import { findUserByEmail } from '../../core/users/find-user-by-email.js';
import { positionals, type AdminCommand } from '../admin-command.js';

function line(entry: LedgerEntry): string {
  const delta = entry.delta > 0 ? `+${entry.delta}` : String(entry.delta);
  const details = [entry.ref, entry.note && `"${entry.note}"`].filter(Boolean).join(' ');
  return [
    entry.createdAt,
    delta.padStart(5),
    `= ${String(entry.balanceAfter).padStart(4)}`,
    `${entry.reason.padEnd(16)} ${LEDGER_REASON_LABELS[entry.reason]}`,
    `[${entry.key}]${details ? ` ${details}` : ''}`,
  ].join('  ');
}

export const command: AdminCommand = {
  name: 'ledger',
  usage: '<email>',
  summary: "a user's ledger entries, oldest first, with the balance after each",
  async run(args, ports, io) {
    const [email = ''] = positionals(args, ['<email>']);
    const user = await findUserByEmail(email, ports.users);
    const entries = await ports.ledger.entries(user.id);
    io.print(
      `${email.trim()} (${user.id}): ${entries.length} entries, balance ${user.tokenBalance}`,
    );
    for (const entry of entries) io.print(line(entry));
    return 0;
  },
};
