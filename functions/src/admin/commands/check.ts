import { checkBalances } from '../../core/tokens/check-balances.js';
import { positionals, type AdminCommand } from '../admin-command.js';

export const command: AdminCommand = {
  name: 'check',
  usage: '',
  summary: 'checks that every balance equals the sum of its ledger; changes nothing',
  async run(args, ports, io) {
    positionals(args, []);
    const { users, drift } = await checkBalances(ports.ledger);
    for (const total of drift) {
      const balance =
        total.tokenBalance === null ? 'no user document' : `balance ${total.tokenBalance}`;
      io.print(
        `DRIFT ${total.userId}: ${balance}, ledger sum ${total.ledgerSum} over ${total.entries} entries`,
      );
    }
    io.print(
      drift.length === 0
        ? `OK: ${users} users, every balance equals its ledger sum`
        : `${drift.length} of ${users} users drift; nothing was changed`,
    );
    return drift.length === 0 ? 0 : 1;
  },
};
