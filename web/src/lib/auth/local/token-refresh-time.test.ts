import { describe, expect, it } from 'vitest';
import { tokenRefreshTime } from './token-refresh-time';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.sig`;

describe('tokenRefreshTime', () => {
  it('refreshes 10 s before a 60 s token runs out, counted from when it arrived', () => {
    const receivedAt = 1_000_000;
    expect(tokenRefreshTime(tokenWith({ iat: 100, exp: 160 }), receivedAt)).toBe(
      receivedAt + 50_000,
    );
  });

  it('ignores a browser clock far from the server clock', () => {
    const serverNow = 1_700_000_000;
    const browserNow = (serverNow + 3600) * 1000;
    const token = tokenWith({ iat: serverNow, exp: serverNow + 60 });
    expect(tokenRefreshTime(token, browserNow)).toBe(browserNow + 50_000);
  });

  it('falls back to exp alone when the token has no iat', () => {
    const receivedAt = 1_700_000_000_000;
    const token = tokenWith({ exp: receivedAt / 1000 + 30 });
    expect(tokenRefreshTime(token, receivedAt)).toBe(receivedAt + 20_000);
  });

  it('refreshes at once when the token cannot be read', () => {
    expect(tokenRefreshTime('not-a-jwt', 5)).toBe(5);
    expect(tokenRefreshTime('a.!!!.c', 5)).toBe(5);
    expect(tokenRefreshTime(tokenWith({ sub: 'u' }), 5)).toBe(5);
  });
});
