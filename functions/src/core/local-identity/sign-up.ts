import { randomBytes } from 'node:crypto';
import type { SignUpRequest } from '@thumbforge/contract';
import { Conflict } from '../errors.js';
import type { LocalIdentityPorts } from './local-identity-ports.js';
import { hashPassword } from './password-hash.js';
import { assertAllowedOrigin, openSession, type OpenedSession } from './sessions.js';

const EMAIL_TAKEN = 'An account with this email already exists';

export async function signUp(
  input: SignUpRequest,
  origin: string,
  ports: LocalIdentityPorts,
): Promise<OpenedSession> {
  assertAllowedOrigin(origin, ports);
  const id = `user_${randomBytes(12).toString('hex')}`;
  const outcome = await ports.accounts.createAccount({
    id,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    createdAt: ports.now().toISOString(),
  });
  if (outcome === 'email-taken') throw new Conflict(EMAIL_TAKEN);
  return openSession(id, origin, ports);
}
