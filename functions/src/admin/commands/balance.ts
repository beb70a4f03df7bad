import { findUserByEmail } from '../../core/users/find-user-by-email.js';
import { positionals, type AdminCommand } from '../admin-command.js';

export const command: AdminCommand = {
  name: 'balance',
  usage: '<email>',
  summary: "a user's token balance",
  async run(args, ports, io) {
    const [email = ''] = positionals(args, ['<email>']);
    const user = await findUserByEmail(email, ports.users);
    io.print(`${email.trim()} (${user.id}): ${user.tokenBalance} tokens`);
    return 0;
  },
};
