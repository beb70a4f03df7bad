import { createHash, randomBytes } from 'node:crypto';
import { Forbidden, Unauthenticated } from '../errors.js';
import type { LocalIdentityPorts } from './local-identity-ports.js';

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** What the browser keeps in its cookie; the server stores only its hash. */
export interface OpenedSession {
  secret: string;
  expiresAt: Date;
  token: string;
}

export function hashSessionSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function assertAllowedOrigin(origin: string, ports: LocalIdentityPorts): void {
  if (!ports.allowedOrigins.includes(origin)) {
    throw new Forbidden(
      'This page is not allowed to sign in to ThumbForge',
      `origin ${origin} is not in the allowed origins`,
    );
  }
}

export async function openSession(
  accountId: string,
  origin: string,
  ports: LocalIdentityPorts,
): Promise<OpenedSession> {
  const now = ports.now();
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const id = `sess_${randomBytes(16).toString('hex')}`;
  await ports.accounts.createSession({
    id,
    secretHash: hashSessionSecret(secret),
    accountId,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  const token = await ports.signer.sign({
    userId: accountId,
    sessionId: id,
    authorizedParty: origin,
  });
  return { secret, expiresAt, token };
}

/** A fresh short-lived token for the session behind the cookie. */
export async function refreshSessionToken(
  secret: string | undefined,
  origin: string,
  ports: LocalIdentityPorts,
): Promise<string> {
  assertAllowedOrigin(origin, ports);
  const session = secret
    ? await ports.accounts.findLiveSession(hashSessionSecret(secret), ports.now())
    : null;
  if (!session) {
    throw new Unauthenticated('Please sign in to continue', 'no live session for the cookie');
  }
  return ports.signer.sign({
    userId: session.accountId,
    sessionId: session.id,
    authorizedParty: origin,
  });
}

/**
 * Ends the cookie's session, for a page of an allowed origin only (as a token refresh is), so
 * another site cannot sign the user out. Answers the ended session's id, if it was live.
 */
export async function signOut(
  secret: string | undefined,
  origin: string,
  ports: LocalIdentityPorts,
): Promise<string | null> {
  assertAllowedOrigin(origin, ports);
  if (!secret) return null;
  const secretHash = hashSessionSecret(secret);
  const session = await ports.accounts.findLiveSession(secretHash, ports.now());
  await ports.accounts.endSession(secretHash, ports.now());
  return session?.id ?? null;
}
