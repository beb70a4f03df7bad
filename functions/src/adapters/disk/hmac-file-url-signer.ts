import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileUrlSigner } from '../../core/ports/file-url-signer.port.js';

/** HMAC-SHA256 of the file path (with a purpose prefix), base64url: 43 characters. */
export function createHmacFileUrlSigner(key: Buffer): FileUrlSigner {
  const sign = (path: string) =>
    createHmac('sha256', key).update(`thumbforge-file:v1:${path}`).digest('base64url');
  return {
    sign,
    verify(path, signature) {
      if (typeof signature !== 'string') return false;
      const expected = Buffer.from(sign(path));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
