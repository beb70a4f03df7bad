import { verifyToken } from '@clerk/backend';
import { MESSAGES } from '@thumbforge/contract';
import { Unauthenticated } from '../../core/errors.js';
import type { SessionVerifier } from '../../core/ports/session-verifier.port.js';

/** `jwtKey` (PEM, no network) or `secretKey` (Clerk's JWKS, fetched and cached by the SDK). */
export type ClerkKey = { jwtKey: string } | { secretKey: string };

export interface ClerkSessionVerifierOptions {
  key: ClerkKey;
  /** The app's exact origins; a token's `azp` must be one of them. */
  authorizedParties: readonly string[];
}

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
  return {
    async verify(token) {
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
      return { userId: claims.sub, sessionId: claims.sid };
    },
  };
}
