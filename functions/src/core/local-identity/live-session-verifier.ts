import { Unauthenticated } from '../errors.js';
import type { LocalAccountStore } from '../ports/local-account-store.port.js';
import type { SessionVerifier } from '../ports/session-verifier.port.js';

/**
 * A local session token verified only while its session lives: a signature alone would keep a
 * bearer working for its whole minute after a password reset or sign-out ended the session.
 * Nothing is cached, so an ended session fails its very next request.
 */
export function liveSessionVerifier(
  tokens: SessionVerifier,
  ports: { accounts: Pick<LocalAccountStore, 'isSessionLive'>; now: () => Date },
): SessionVerifier {
  return {
    async verify(token) {
      const session = await tokens.verify(token);
      if (!(await ports.accounts.isSessionLive(session.sessionId, ports.now()))) {
        throw new Unauthenticated(
          'Please sign in to continue',
          `session ${session.sessionId} has ended`,
        );
      }
      return session;
    },
  };
}
