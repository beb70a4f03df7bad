import { verifyToken } from '@clerk/backend';
import { MESSAGES } from '@thumbforge/contract';
import { LRUCache } from 'lru-cache';
import { Unauthenticated } from '../../core/errors.js';
import type { SessionVerifier, VerifiedSession } from '../../core/ports/session-verifier.port.js';

/** `jwtKey` (PEM, no network) or `secretKey` (Clerk's JWKS, fetched and cached by the SDK). */
type ClerkKey = { jwtKey: string } | { secretKey: string };

interface ClerkSessionVerifierOptions {
  key: ClerkKey;
  /** The app's exact origins; a token's `azp` must be one of them. */
  authorizedParties: readonly string[];
  /**
   * How many verified tokens to remember, by their exact text, until their `exp` (default 1000;
   * 0 remembers none). A client sends one token for many requests, and the SDK imports the key
   * with WebCrypto on every call (about 1 ms): remembered, a repeat costs a map lookup.
   */
  cacheSize?: number;
  /** The clock the remembered tokens expire by, in milliseconds; `Date.now` by default. */
  now?: () => number;
}

const DEFAULT_VERIFIED_TOKEN_CACHE_SIZE = 1000;

/**
 * Verifies session tokens with `@clerk/backend`'s `verifyToken`, for Clerk's tokens and the local
 * identity's alike. The SDK already checks the signature, RS256-family `alg`, `exp`/`nbf`/`iat`
 * (5 s default skew) and `azp`; only session tokens carry `sid`, so others are refused here.
 */
export function createClerkSessionVerifier(options: ClerkSessionVerifierOptions): SessionVerifier {
  const authorizedParties = [...options.authorizedParties];
  if (authorizedParties.length === 0) {
    throw new Error('The session verifier needs at least one authorized party (origin).');
  }
  const cacheSize = options.cacheSize ?? DEFAULT_VERIFIED_TOKEN_CACHE_SIZE;
  const now = options.now ?? Date.now;
  // Each token is remembered until its own `exp`, read on the injected clock at every lookup.
  const verified =
    cacheSize > 0
      ? new LRUCache<string, VerifiedSession>({ max: cacheSize, perf: { now }, ttlResolution: 0 })
      : null;

  return {
    async verify(token) {
      const known = verified?.get(token);
      if (known) return known;

      let claims: Awaited<ReturnType<typeof verifyToken>>;
      try {
        claims = await verifyToken(token, { ...options.key, authorizedParties });
      } catch (error) {
        // The SDK throws TokenVerificationError with a `reason`; the message names the claim at fault.
        const detail = error instanceof Error ? error.message : String(error);
        throw new Unauthenticated(MESSAGES.sessionExpired, detail);
      }
      if (typeof claims.sid !== 'string' || claims.sid === '') {
        throw new Unauthenticated(MESSAGES.sessionExpired, 'token has no sid: not a session token');
      }
      const session: VerifiedSession = { userId: claims.sub, sessionId: claims.sid };
      if (typeof claims.exp === 'number') session.expiresAt = new Date(claims.exp * 1000);
      // Only the exact text that verified is remembered, and only until it expires: a changed byte
      // or an expired token goes to the SDK again (which allows its clock skew past `exp`).
      const ttl = typeof claims.exp === 'number' ? claims.exp * 1000 - now() : 0;
      if (verified && ttl > 0) verified.set(token, session, { ttl });
      return session;
    },
  };
}
