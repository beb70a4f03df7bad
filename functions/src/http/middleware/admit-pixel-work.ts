import type { RequestHandler } from 'express';
import { THUMBNAIL_MESSAGES, type CreatorPlan } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import type { PixelAdmission } from '../../core/pixel-admission.js';
import { withinWork, type WorkContext } from '../../core/work-context.js';

export interface PixelWorkOptions {
  /**
   * The creator's plan: its perk decides where their work waits (`first` for Pro); kept in
   * `res.locals.plan` for the route.
   */
  planOf: (userId: string) => Promise<CreatorPlan>;
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
    res.locals.plan = await options.planOf(userId);
    const context: WorkContext = { priority: res.locals.plan.perks.priority };
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
