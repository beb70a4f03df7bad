import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHmacFileUrlSigner } from './hmac-file-url-signer.js';

describe('HMAC file URL signatures', () => {
  const signer = createHmacFileUrlSigner(randomBytes(32));
  const grant = {
    path: 'users/user_1/chats/chatAnn0000000000001/f1.jpg',
    expiresAt: 1_800_000_000,
    ownerState: '',
  };

  it('verifies its own signature of the same grant', () => {
    const signature = signer.sign(grant);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(grant, signature)).toBe(true);
  });

  it('refuses it for another path, expiry or account state, tampered, truncated or missing', () => {
    const signature = signer.sign(grant);
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;

    expect(signer.verify({ ...grant, path: grant.path.replace('f1', 'f2') }, signature)).toBe(
      false,
    );
    expect(signer.verify({ ...grant, expiresAt: grant.expiresAt + 1 }, signature)).toBe(false);
    expect(signer.verify({ ...grant, ownerState: '2026-05-01T00:00:00.000Z' }, signature)).toBe(
      false,
    );
    expect(signer.verify(grant, flipped)).toBe(false);
    expect(signer.verify(grant, signature.slice(0, -1))).toBe(false);
    expect(signer.verify(grant, `${signature}=`)).toBe(false);
    expect(signer.verify(grant, '')).toBe(false);
    expect(signer.verify(grant, undefined)).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    const other = createHmacFileUrlSigner(randomBytes(32));
    expect(signer.verify(grant, other.sign(grant))).toBe(false);
  });
});
