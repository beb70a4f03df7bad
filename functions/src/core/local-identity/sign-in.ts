import type { SignInRequest } from '@thumbforge/contract';
import { Unauthenticated } from '../errors.js';
import type { LocalIdentityPorts } from './local-identity-ports.js';
import { hashForUnknownAccount, verifyPassword } from './password-hash.js';
import { assertAllowedOrigin, openSession, type OpenedSession } from './sessions.js';

const WRONG_CREDENTIALS = 'Incorrect email or password';

export async function signIn(
  input: SignInRequest,
  origin: string,
  ports: LocalIdentityPorts,
): Promise<OpenedSession> {
  assertAllowedOrigin(origin, ports);
  const account = await ports.accounts.findAccountByEmail(input.email);
  // An unknown email costs the same hash as a wrong password, so timing does not reveal accounts.
  const matches = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await hashForUnknownAccount()),
  );
  if (!account || !matches) throw new Unauthenticated(WRONG_CREDENTIALS);
  return openSession(account.id, origin, ports);
}
