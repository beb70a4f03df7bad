import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, importPKCS8, SignJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClerkBackend from '@clerk/backend';
import { Unauthenticated } from '../../core/errors.js';
import { createClerkSessionVerifier } from './clerk-session-verifier.js';

const sdk = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@clerk/backend', async (importOriginal) => {
  const original = await importOriginal<typeof ClerkBackend>();
  return {
    ...original,
    verifyToken: (...args: Parameters<typeof original.verifyToken>) => {
      sdk.calls += 1;
      return original.verifyToken(...args);
    },
  };
});

const ORIGIN = 'http://localhost:5173';
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

async function sessionToken(sub: string, lifetimeSeconds = 60): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: `sess_${sub}`, azp: ORIGIN })
    .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(await importPKCS8(keys.privateKey, 'RS256'));
}

function verifier(options: { cacheSize?: number; now?: () => number } = {}) {
  return createClerkSessionVerifier({
    key: { jwtKey: keys.publicKey },
    authorizedParties: [ORIGIN],
    ...options,
  });
}

describe('createClerkSessionVerifier: verified tokens remembered', () => {
  beforeEach(() => {
    sdk.calls = 0;
  });

  it('checks a token with the SDK once and answers its repeats from memory', async () => {
    const sessions = verifier();
    const token = await sessionToken('user_1');
    const first = await sessions.verify(token);
    const second = await sessions.verify(token);
    expect(first).toEqual({
      userId: 'user_1',
      sessionId: 'sess_user_1',
      expiresAt: new Date(Number(decodeJwt(token).exp) * 1000),
    });
    expect(second).toEqual(first);
    expect(sdk.calls).toBe(1);
  });

  it('still refuses a verified token with one byte of its payload changed', async () => {
    const sessions = verifier();
    const token = await sessionToken('user_1');
    await sessions.verify(token);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...claims, sub: 'user_2' })).toString('base64url'),
      signature,
    ].join('.');
    await expect(sessions.verify(forged)).rejects.toBeInstanceOf(Unauthenticated);
  });

  it('goes back to the SDK once the remembered token has expired', async () => {
    let now = Date.now();
    const sessions = verifier({ now: () => now });
    const token = await sessionToken('user_1', 60);
    await sessions.verify(token);
    now += 61_000;
    await sessions.verify(token);
    expect(sdk.calls).toBe(2);
  });

  it('remembers at most cacheSize tokens, forgetting the oldest first', async () => {
    const sessions = verifier({ cacheSize: 2 });
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((sub) => sessionToken(sub)));
    for (const token of [a, b, c]) await sessions.verify(token ?? '');
    expect(sdk.calls).toBe(3);
    await sessions.verify(c ?? '');
    expect(sdk.calls).toBe(3);
    await sessions.verify(a ?? '');
    expect(sdk.calls).toBe(4);
  });

  it('remembers nothing with cacheSize 0, and never a token that failed', async () => {
    const sessions = verifier({ cacheSize: 0 });
    const token = await sessionToken('user_1');
    await sessions.verify(token);
    await sessions.verify(token);
    expect(sdk.calls).toBe(2);

    const remembering = verifier();
    const expired = await sessionToken('user_1', -60);
    await expect(remembering.verify(expired)).rejects.toBeInstanceOf(Unauthenticated);
    await expect(remembering.verify(expired)).rejects.toBeInstanceOf(Unauthenticated);
  });
});
