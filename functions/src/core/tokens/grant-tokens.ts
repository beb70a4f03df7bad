import { randomUUID } from 'node:crypto';
import { InvalidInput } from '../errors.js';
import type { LedgerEntry, TokenLedger } from '../ports/token-ledger.port.js';

/** More than any package sells at once: a grant above it is a typo, not goodwill. */
const MAX_GRANT = 1000;
const MAX_GRANT_NOTE = 200;

/** Reads a token count typed by a person: a whole number from 1 to `MAX_GRANT`, nothing else. */
export function parseGrantTokens(text: string): number {
  const tokens = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!Number.isInteger(tokens) || tokens < 1 || tokens > MAX_GRANT) {
    throw new InvalidInput(
      `"${text}" is not a number of tokens: give a whole number from 1 to ${MAX_GRANT}`,
    );
  }
  return tokens;
}

/**
 * Gives a user tokens by hand (a service disruption, goodwill), as a ledger entry of its own with
 * the admin's reason, so the history says why the balance moved.
 */
export async function grantTokens(
  userId: string,
  tokens: number,
  note: string,
  ports: { ledger: Pick<TokenLedger, 'apply'> },
): Promise<LedgerEntry> {
  const reason = note.trim();
  if (!reason) throw new InvalidInput('A grant needs a reason: --reason "..."');
  if (reason.length > MAX_GRANT_NOTE) {
    throw new InvalidInput(`The reason is longer than ${MAX_GRANT_NOTE} characters`);
  }
  const { entry } = await ports.ledger.apply(userId, {
    key: `grant:${randomUUID()}`,
    delta: tokens,
    reason: 'grant',
    note: reason,
  });
  return entry;
}
