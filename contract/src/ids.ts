import { z } from 'zod';

/**
 * Ids of chats and messages: 20 random URL-safe characters, the shape of a Firestore auto-id.
 * The server refuses any other shape before it reads storage.
 */
export const RECORD_ID_LENGTH = 20;
export const RECORD_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
export const recordIdSchema = z.string().regex(RECORD_ID_PATTERN);

export function isRecordId(value: unknown): value is string {
  return typeof value === 'string' && RECORD_ID_PATTERN.test(value);
}
