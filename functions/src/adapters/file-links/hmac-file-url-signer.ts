import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FileLinkGrant, FileUrlSigner } from '../../core/ports/file-url-signer.port.js';

/** HMAC-SHA256 of the grant (with a purpose prefix), base64url: 43 characters. */
export function createHmacFileUrlSigner(key: Buffer): FileUrlSigner {
  const sign = ({ path, expiresAt, ownerState }: FileLinkGrant) =>
    createHmac('sha256', key)
      .update(`thumbforge-file:v2:${expiresAt}:${ownerState}:${path}`)
      .digest('base64url');
  return {
    sign,
    verify(grant, signature) {
      if (typeof signature !== 'string') return false;
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
