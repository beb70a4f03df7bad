import { isRecordId, MESSAGES } from '@thumbforge/contract';
import { NotFound } from '../core/errors.js';

/** A chat id from the URL; any other shape is a missing chat, answered without reading storage. */
export function chatIdParam(value: unknown): string {
  if (!isRecordId(value)) throw new NotFound(MESSAGES.chatNotFound, 'malformed chat id');
  return value;
}
