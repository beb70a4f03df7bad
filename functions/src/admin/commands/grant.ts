import { parseArgs } from 'node:util';
import { grantTokens, parseGrantTokens } from '../../core/tokens/grant-tokens.js';
import { findUserByEmail } from '../../core/users/find-user-by-email.js';
import { positionals, UsageError, type AdminCommand } from '../admin-command.js';

export const command: AdminCommand = {
  name: 'grant',
  usage: '<email> <tokens> --reason "..."',
  summary: "adds tokens to a user's balance as a ledger entry with the reason",
  async run(args, ports, io) {
    const { values, positionals: rest } = parseArgs({
      args,
      options: { reason: { type: 'string' } },
      allowPositionals: true,
    });
    const [email = '', count = ''] = positionals(rest, ['<email>', '<tokens>']);
    if (values.reason === undefined) throw new UsageError('missing --reason "..."');
    const tokens = parseGrantTokens(count);
    const user = await findUserByEmail(email, ports.users);
    const entry = await grantTokens(user.id, tokens, values.reason, ports);
    io.print(
      `Granted ${tokens} tokens to ${email.trim()} (${user.id}): balance ${entry.balanceAfter} [${entry.key}]`,
    );
    return 0;
  },
};
