import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@thumbforge/contract';

/** A new key: the prefix and 32 random bytes, base64url (256 bits, so a hash suffices to store it). */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored instead of the key. A fast hash is enough for 256 random bits: no guess list
 * gets near them, unlike a password.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
