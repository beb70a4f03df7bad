import type { RequestHandler } from 'express';
import { THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import type { PixelAdmission } from '../../core/pixel-admission.js';
import { withinWork } from '../../core/work-context.js';

export interface PixelWorkOptions {
  /**
   * Past this the request's pixel work is stopped (its render threads ended). Unset where a use
   * case keeps its own deadline (generations and edits: the model's).
   */
  deadlineMs?: number;
}

/**
 * After `requireCurrentUser`, on every route that makes pixels: waits for the request's turn
 * (a fair share per user, a bounded number at once), then runs the route inside the work context
 * its render jobs inherit. The place is given back when the answer has gone, whatever happened.
 */
export function admitPixelWork(
  admission: PixelAdmission,
  options: PixelWorkOptions = {},
): RequestHandler {
  return async (_req, res, next) => {
    const release = await admission.admit(res.locals.user.id);
    res.once('close', release);
    const { deadlineMs } = options;
    if (deadlineMs === undefined) {
      next();
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(
        new UpstreamFailed(THUMBNAIL_MESSAGES.renderTimedOut, `past ${deadlineMs} ms`),
      );
    }, deadlineMs);
    timer.unref();
    res.once('close', () => clearTimeout(timer));
    withinWork({ signal: controller.signal }, () => next());
  };
}
