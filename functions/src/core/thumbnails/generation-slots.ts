import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited } from '../errors.js';
import { createUserSlots, type UserSlots } from '../user-slots.js';

export const GENERATIONS_PER_USER = 2;
/** About how long a generation takes, so a retry is likely to find a free slot. */
const RETRY_AFTER_SECONDS = 10;

export type GenerationSlots = UserSlots;

/**
 * Caps the generations and edits a user runs at once in this process, so one user cannot hold
 * the renderer for everyone. Tokens are still reserved by the ledger, whatever the cap.
 */
export function createGenerationSlots(perUser = GENERATIONS_PER_USER): GenerationSlots {
  return createUserSlots(
    perUser,
    (count, userId) =>
      new RateLimited(
        THUMBNAIL_MESSAGES.tooManyGenerations(perUser),
        RETRY_AFTER_SECONDS,
        `${count} generations running for ${userId}`,
      ),
  );
}
