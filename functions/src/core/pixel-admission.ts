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
  /** The longest a request waits for its turn before it is answered 503. */
  maxWaitMs: number;
}

/**
 * A user's place in pixel work, from the moment it is claimed (counted in the user's share) to
 * `release`: the request reads its body while it holds only this, then waits for its `turn`.
 */
export interface PixelPlace {
  /**
   * Resolves when the request may run. Throws `ServerBusy` (503) when `waiting` others wait
   * already or the wait passes `maxWaitMs`, and the signal's reason (of the current work context)
   * when it aborts while waiting: a client gone leaves the queue at once.
   */
  turn(): Promise<void>;
  /** Gives back the running slot, then waits for a turn again, as `turn` does. */
  nextTurn(): Promise<void>;
  /** Gives back the user's share and, once its turn came, the running slot. Once is enough. */
  release(): void;
}

/**
 * Who may start pixel work (a generation, an edit, a feed check, a comparison, language versions):
 * each user a fair share, the process a bounded number running and waiting for a bounded time,
 * Pro's requests first in the wait. Admitted requests make a bounded number of render jobs each,
 * so the render queue behind this never overflows, and a refusal comes before anything is charged
 * or stored.
 */
export interface PixelAdmission {
  /** Counts the request in the user's share, or throws `RateLimited` (429) when it is full. */
  claim(userId: string): PixelPlace;
}

const RETRY_AFTER_SECONDS = 5;

function busy(detail: string): ServerBusy {
  return new ServerBusy(THUMBNAIL_MESSAGES.serverBusy, RETRY_AFTER_SECONDS, detail);
}

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
    refuse: () => busy('pixel requests full'),
  });
  return {
    claim(userId) {
      const releaseUser = users.claim(userId);
      let releaseSlot: (() => void) | null = null;
      let released = false;
      const place: PixelPlace = {
        turn() {
          const { priority, signal: outer } = currentWork();
          const waited = AbortSignal.timeout(limits.maxWaitMs);
          const signal = outer ? AbortSignal.any([outer, waited]) : waited;
          return new Promise<void>((resolve, reject) => {
            queue
              .run(
                1,
                () =>
                  new Promise<void>((done) => {
                    // Released while its turn was being given: the slot goes straight back.
                    if (released) done();
                    else releaseSlot = done;
                    resolve();
                  }),
                { ...(priority && { priority }), signal },
              )
              .catch((refused: unknown) => {
                reject(
                  signal.aborted && !outer?.aborted
                    ? busy(`waited over ${limits.maxWaitMs} ms`)
                    : refused,
                );
              });
          });
        },
        nextTurn() {
          releaseSlot?.();
          releaseSlot = null;
          return place.turn();
        },
        release() {
          released = true;
          releaseSlot?.();
          releaseSlot = null;
          releaseUser();
        },
      };
      return place;
    },
  };
}
