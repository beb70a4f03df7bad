import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited } from '../errors.js';

export const GENERATIONS_PER_USER = 2;
/** About how long a generation takes, so a retry is likely to find a free slot. */
const RETRY_AFTER_SECONDS = 10;

export interface GenerationSlots {
  /** Takes one of the user's slots and answers the function that gives it back (once). */
  claim(userId: string): () => void;
}

/**
 * Caps the generations and edits a user runs at once in this process, so one user cannot hold
 * the renderer for everyone. Tokens are still reserved by the ledger, whatever the cap.
 */
export function createGenerationSlots(perUser = GENERATIONS_PER_USER): GenerationSlots {
  const running = new Map<string, number>();
  return {
    claim(userId) {
      const count = running.get(userId) ?? 0;
      if (count >= perUser) {
        throw new RateLimited(
          THUMBNAIL_MESSAGES.tooManyGenerations(perUser),
          RETRY_AFTER_SECONDS,
          `${count} generations running for ${userId}`,
        );
      }
      running.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}
