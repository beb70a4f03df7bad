/** Refresh this long before a token expires, so no request leaves with a token about to die. */
const REFRESH_MARGIN_MS = 10_000;

interface Claims {
  iat?: unknown;
  exp?: unknown;
}

function decodeClaims(token: string): Claims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/**
 * When a token received at `receivedAt` should be replaced. The lifetime is taken from the
 * token's own `exp - iat`, so a browser clock that disagrees with the server's does not matter.
 * The signature is the server's business; this only reads the claims.
 */
export function tokenRefreshTime(token: string, receivedAt: number): number {
  const claims = decodeClaims(token);
  if (!claims || typeof claims.exp !== 'number') return receivedAt;
  const lifetimeMs =
    typeof claims.iat === 'number'
      ? (claims.exp - claims.iat) * 1000
      : claims.exp * 1000 - receivedAt;
  return receivedAt + Math.max(0, lifetimeMs - REFRESH_MARGIN_MS);
}
