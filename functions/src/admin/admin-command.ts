import type { RetentionPorts } from '../core/accounts/sweep-retention.js';
import type { PaymentPorts } from '../core/payments/payment-ports.js';
import type { LocalAccountStore } from '../core/ports/local-account-store.port.js';
import type { TokenLedger } from '../core/ports/token-ledger.port.js';
import type { UserStore } from '../core/ports/user-store.port.js';

/** What the admin commands work on: one database (SQLite or Firestore) and its payment gateway. */
export interface AdminPorts {
  /** Named in the output, so the admin sees which database a command touched. */
  database: string;
  users: UserStore;
  ledger: TokenLedger;
  payments: Pick<PaymentPorts, 'store' | 'gateway' | 'now'>;
  now: () => Date;
  /** What the retention sweep deletes from: chats, messages, files, identities, payment records. */
  retention: RetentionPorts;
  /**
   * The local identity's accounts and the web app's address, for reset links; null where Clerk
   * signs people in (it has its own password reset).
   */
  localIdentity: { accounts: LocalAccountStore; appOrigin: string } | null;
}

export interface AdminIo {
  /** One line of the command's answer, on stdout. */
  print(line: string): void;
}

/**
 * One `npm run admin -- <name> ...` subcommand. A file in `admin/commands/` that exports
 * `command` is a subcommand: adding one is adding that file.
 */
export interface AdminCommand {
  name: string;
  /** The arguments after the name, as the usage text shows them. */
  usage: string;
  summary: string;
  /** The exit code: 0 when all is well. Bad arguments throw `UsageError`. */
  run(args: string[], ports: AdminPorts, io: AdminIo): Promise<number>;
}

/** Arguments the command cannot work with; the runner prints the message and the command's usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Exactly `count` positional arguments, or a `UsageError` naming what is missing or extra. */
export function positionals(args: readonly string[], names: readonly string[]): string[] {
  if (args.length < names.length) {
    throw new UsageError(`missing ${names.slice(args.length).join(' and ')}`);
  }
  if (args.length > names.length) {
    throw new UsageError(`unexpected argument ${args[names.length]}`);
  }
  return [...args];
}
