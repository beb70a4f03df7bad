import { randomInt } from 'node:crypto';
import { RECORD_ID_LENGTH } from '@thumbforge/contract';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new chat or message id: 20 uniformly random letters and digits, like a Firestore auto-id. */
export function newRecordId(): string {
  let id = '';
  for (let i = 0; i < RECORD_ID_LENGTH; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
