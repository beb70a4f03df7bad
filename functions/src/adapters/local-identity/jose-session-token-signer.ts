import type { SessionTokenSigner } from '../../core/ports/session-token-signer.port.js';
import type { SessionKeyPair } from './session-key-pair.js';

/** Clerk's session tokens live 60 s; the browser asks for a fresh one before that. */
const SESSION_TOKEN_TTL_SECONDS = 60;
// Clerk back-dates `nbf` by 10 s so a verifier whose clock runs slightly behind still accepts it.
const NOT_BEFORE_LEEWAY_SECONDS = 10;

export async function createJoseSessionTokenSigner(
  keys: SessionKeyPair,
  now: () => Date = () => new Date(),
): Promise<SessionTokenSigner> {
  // Loaded when the local identity is chosen: the production deploy does not carry jose.
  const { importPKCS8, SignJWT } = await import('jose');
  const privateKey = await importPKCS8(keys.privateKeyPem, 'RS256');
  return {
    sign({ userId, sessionId, authorizedParty }) {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: sessionId, azp: authorizedParty })
        .setProtectedHeader({ alg: 'RS256', kid: keys.kid, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(iat)
        .setNotBefore(iat - NOT_BEFORE_LEEWAY_SECONDS)
        .setExpirationTime(iat + SESSION_TOKEN_TTL_SECONDS)
        .sign(privateKey);
    },
  };
}
