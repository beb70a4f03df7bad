import { RESET_PASSWORD_PAGE, RESET_TOKEN_PARAM } from '@thumbforge/contract';
import { InvalidInput } from '../../core/errors.js';
import { issuePasswordReset } from '../../core/local-identity/password-reset.js';
import { positionals, type AdminCommand } from '../admin-command.js';

export const command: AdminCommand = {
  name: 'reset-password',
  usage: '<email>',
  summary: 'a one-time link (30 minutes) to set a new password (the local identity)',
  async run(args, ports, io) {
    const [email = ''] = positionals(args, ['<email>']);
    if (!ports.localIdentity) {
      throw new InvalidInput(
        'People sign in with Clerk here: they reset their password from its sign-in page',
      );
    }
    const { accounts, appOrigin } = ports.localIdentity;
    const reset = await issuePasswordReset(email, { accounts, now: ports.now });
    const link = new URL(RESET_PASSWORD_PAGE, appOrigin);
    link.searchParams.set(RESET_TOKEN_PARAM, reset.token);
    io.print(
      `Send this link to ${email.trim()}; it works once, until ${reset.expiresAt.toISOString()}:`,
    );
    io.print(link.href);
    return 0;
  },
};
