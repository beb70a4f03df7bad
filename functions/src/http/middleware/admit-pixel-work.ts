import type { RequestHandler } from 'express';
import { THUMBNAIL_MESSAGES, type CreatorPlan } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import type { PixelAdmission } from '../../core/pixel-admission.js';
import { withinWork, workPriority, type WorkContext } from '../../core/work-context.js';
import { readRequestBody } from '../read-request-body.js';

interface PixelWorkOptions {
  /**
   * The creator's plan: its perk decides where their work waits (`first` for Pro); kept in
   * `res.locals.plan` for the route.
   */
  planOf: (userId: string) => Promise<CreatorPlan>;
  /**
   * Free work (no token spent): past this the request's pixel work is stopped (its render threads
   * ended), a client that leaves stops it too, and it waits behind all paid work. Unset for paid
   * work, which keeps its use case's deadline (the model's) and finishes for a creator who left,
   * as the token is spent.
   */
  deadlineMs?: number;
  /**
   * The most bytes of an upload's body, read (into `req.rawBody`) before the request waits for a
   * slot; unset for routes whose JSON body the parser has read already.
   */
  bodyBytes?: number;
  /** How long the upload's body may take to arrive. */
  bodyDeadlineMs: number;
}

/** Far longer than 12 language versions take at 1920x1080 (about 3 s here). */
export const FREE_WORK_DEADLINE_MS = 60_000;

/** Why work stops when its client has gone: nobody is left to answer. */
class ClientGone extends Error {
  constructor() {
    super('the client left');
  }
}

/**
 * After `requireSession`, on every route that makes pixels: counts the request in the user's
 * share, reads an upload's body, waits for the request's turn (a bounded number at once, Pro
 * first, for a bounded time), then runs the route inside the work context its render jobs inherit
 * (their priority, their deadline). A client that leaves while waiting leaves the queue at once;
 * the place is given back when the answer has gone or the client left, whatever happened.
 */
export function admitPixelWork(
  admission: PixelAdmission,
  options: PixelWorkOptions,
): RequestHandler {
  return async (req, res, next) => {
    const { userId } = res.locals.session;
    res.locals.plan = await options.planOf(userId);
    if (res.closed) return;
    const place = admission.claim(userId);
    const gone = new AbortController();
    res.once('close', () => {
      place.release();
      gone.abort(new ClientGone());
    });
    if (options.bodyBytes !== undefined) {
      await readRequestBody(req, res, {
        maxBytes: options.bodyBytes,
        deadlineMs: options.bodyDeadlineMs,
      });
    }
    const context: WorkContext = {
      priority: workPriority(res.locals.plan.perks.priority, options.deadlineMs !== undefined),
      nextTurn: () => place.nextTurn(),
    };
    await withinWork({ ...context, signal: gone.signal }, () => place.turn());
    const { deadlineMs } = options;
    if (deadlineMs !== undefined) {
      const timer = setTimeout(() => {
        gone.abort(new UpstreamFailed(THUMBNAIL_MESSAGES.renderTimedOut, `past ${deadlineMs} ms`));
      }, deadlineMs);
      timer.unref();
      res.once('close', () => clearTimeout(timer));
      context.signal = gone.signal;
    }
    withinWork(context, () => next());
  };
}
