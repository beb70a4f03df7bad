import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited } from '../errors.js';
import { createUserSlots, type UserSlots } from '../user-slots.js';

/** About how long a zip of 50 thumbnails takes to download. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One zip download at a time per user in this process: each streams from storage for as long as
 * its reader takes, so many at once would hold many connections and files open for one user.
 */
export function createDownloadSlots(): UserSlots {
  return createUserSlots(
    1,
    (_count, userId) =>
      new RateLimited(
        THUMBNAIL_MESSAGES.zipInProgress,
        RETRY_AFTER_SECONDS,
        `a zip runs for ${userId}`,
      ),
  );
}
