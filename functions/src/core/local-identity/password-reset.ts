import { randomBytes } from 'node:crypto';
import type { ResetPasswordRequest } from '@thumbforge/contract';
import { InvalidInput, NotFound } from '../errors.js';
import type { LocalAccountStore } from '../ports/local-account-store.port.js';
import { hashPassword } from './password-hash.js';
import { hashSessionSecret } from './sessions.js';

/** Long enough to read an email and choose a password; short enough that a stale link is dead. */
const RESET_LIFETIME_MS = 30 * 60 * 1000;

const RESET_LINK_UNUSABLE =
  'This reset link has expired or was already used. Ask support for a new one.';

interface PasswordResetPorts {
  accounts: Pick<LocalAccountStore, 'findAccountByEmail' | 'createPasswordReset'>;
  now: () => Date;
}

interface IssuedReset {
  /** Goes in the link, once; only its hash is stored. */
  token: string;
  expiresAt: Date;
}

/** A one-time reset for the account with `email`, issued by an admin (the local identity only). */
export async function issuePasswordReset(
  email: string,
  ports: PasswordResetPorts,
): Promise<IssuedReset> {
  const account = await ports.accounts.findAccountByEmail(email.trim().toLowerCase());
  if (!account) throw new NotFound(`No account signs in with ${email.trim()}`);
  const now = ports.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LIFETIME_MS);
  await ports.accounts.createPasswordReset({
    tokenHash: hashSessionSecret(token),
    accountId: account.id,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/**
 * Sets the new password through the link, once, before it expires; every session of the account
 * ends, so whoever knew the old password is signed out everywhere.
 */
export async function resetPassword(
  input: ResetPasswordRequest,
  ports: { accounts: Pick<LocalAccountStore, 'redeemPasswordReset'>; now: () => Date },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const accountId = await ports.accounts.redeemPasswordReset(
    hashSessionSecret(input.token),
    passwordHash,
    ports.now(),
  );
  if (!accountId) throw new InvalidInput(RESET_LINK_UNUSABLE);
}
