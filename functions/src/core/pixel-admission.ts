import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { RateLimited, ServerBusy } from './errors.js';
import { createUserSlots } from './user-slots.js';
import { currentWork } from './work-context.js';
import { createWorkQueue } from './work-queue.js';

export interface PixelAdmissionLimits {
  /** Requests of one user doing pixel work at once, of every kind (free ones included). */
  perUser: number;
  /** Requests doing pixel work at once in this process. */
  running: number;
  /** Requests that may wait for their turn; one more is answered 503. */
  waiting: number;
}

/**
 * Who may start pixel work (a generation, an edit, a feed check, a comparison, language versions):
 * each user a fair share, the process a bounded number running and waiting, Pro's requests
 * first in the wait. Admitted requests make a bounded number of render jobs each, so the render
 * queue behind this never overflows, and a refusal comes before anything is charged or stored.
 */
export interface PixelAdmission {
  /**
   * Resolves, once it is the request's turn, to the function that gives the place back. Throws
   * `RateLimited` (429) when the user already has `perUser` requests in, `ServerBusy` (503)
   * when `waiting` others wait already.
   */
  admit(userId: string): Promise<() => void>;
}

const RETRY_AFTER_SECONDS = 5;

export function createPixelAdmission(limits: PixelAdmissionLimits): PixelAdmission {
  const users = createUserSlots(
    limits.perUser,
    (running, userId) =>
      new RateLimited(
        THUMBNAIL_MESSAGES.tooMuchPixelWork(running),
        RETRY_AFTER_SECONDS,
        `pixel work for ${userId}`,
      ),
  );
  const queue = createWorkQueue({
    concurrency: limits.running,
    budget: Number.POSITIVE_INFINITY,
    maxWaiting: limits.waiting,
    refuse: () =>
      new ServerBusy(THUMBNAIL_MESSAGES.serverBusy, RETRY_AFTER_SECONDS, 'pixel requests full'),
  });
  return {
    async admit(userId) {
      const releaseUser = users.claim(userId);
      const { priority, signal } = currentWork();
      return new Promise((resolve, reject) => {
        queue
          .run(
            1,
            () =>
              new Promise<void>((done) =>
                resolve(() => {
                  done();
                  releaseUser();
                }),
              ),
            { ...(priority && { priority }), ...(signal && { signal }) },
          )
          .catch((refused: unknown) => {
            releaseUser();
            reject(refused);
          });
      });
    },
  };
}
