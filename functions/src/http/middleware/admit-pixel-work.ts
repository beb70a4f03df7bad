import type { RequestHandler } from 'express';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import type { PixelAdmission } from '../../core/pixel-admission.js';
import { withinWork, type WorkContext } from '../../core/work-context.js';
import type { QueuePriority } from '../../core/work-queue.js';

export interface PixelWorkOptions {
  /** Where the user's work waits: `first` for Pro creators (their plan's perk). */
  priorityOf: (userId: string) => Promise<QueuePriority>;
  /**
   * Past this the request's pixel work is stopped (its render threads ended). Unset where a use
   * case keeps its own deadline (generations and edits: the model's).
   */
  deadlineMs?: number;
}

/**
 * After `requireCurrentUser`, on every route that makes pixels: waits for the request's turn
 * (a fair share per user, a bounded number at once, Pro first), then runs the route inside the
 * work context its render jobs inherit (their priority, their deadline). The place is given back
 * when the answer has gone, whatever happened.
 */
export function admitPixelWork(
  admission: PixelAdmission,
  options: PixelWorkOptions,
): RequestHandler {
  return async (_req, res, next) => {
    const userId = res.locals.user.id;
    const context: WorkContext = { priority: await options.priorityOf(userId) };
    const release = await withinWork(context, () => admission.admit(userId));
    res.once('close', release);
    const { deadlineMs } = options;
    if (deadlineMs !== undefined) {
      const controller = new AbortController();
      const timer = setTimeout(() => {
        controller.abort(
          new UpstreamFailed(THUMBNAIL_MESSAGES.renderTimedOut, `past ${deadlineMs} ms`),
        );
      }, deadlineMs);
      timer.unref();
      res.once('close', () => clearTimeout(timer));
      context.signal = controller.signal;
    }
    withinWork(context, () => next());
  };
}
