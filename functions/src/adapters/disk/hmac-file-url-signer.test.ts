import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHmacFileUrlSigner } from './hmac-file-url-signer.js';

describe('HMAC file URL signatures', () => {
  const signer = createHmacFileUrlSigner(randomBytes(32));
  const path = 'users/user_1/chats/chatAnn0000000000001/f1.jpg';

  it('verifies its own signature of the same path', () => {
    const signature = signer.sign(path);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(path, signature)).toBe(true);
  });

  it('refuses a signature of another path, a tampered one, a truncated one and none', () => {
    const signature = signer.sign(path);
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;

    expect(signer.verify(path.replace('f1', 'f2'), signature)).toBe(false);
    expect(signer.verify(path, flipped)).toBe(false);
    expect(signer.verify(path, signature.slice(0, -1))).toBe(false);
    expect(signer.verify(path, `${signature}=`)).toBe(false);
    expect(signer.verify(path, '')).toBe(false);
    expect(signer.verify(path, undefined)).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    const other = createHmacFileUrlSigner(randomBytes(32));
    expect(signer.verify(path, other.sign(path))).toBe(false);
  });
});
