import { THUMBNAIL_MESSAGES, type CreatorPlan } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import type { PixelAdmission } from '../../core/pixel-admission.js';
import { withinWork, workPriority, type WorkContext } from '../../core/work-context.js';

/**
 * An MCP tool's pixel work, admitted as a route's is (`admitPixelWork`): its turn in the fair
 * share, its plan's place in the queue; with `deadlineMs` (free work) it waits behind paid work
 * and past it its render jobs stop.
 */
export async function withPixelWork<T>(
  admission: PixelAdmission,
  userId: string,
  plan: CreatorPlan,
  deadlineMs: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const context: WorkContext = {
    priority: workPriority(plan.perks.priority, deadlineMs !== undefined),
  };
  const place = admission.claim(userId);
  const controller = new AbortController();
  const timer =
    deadlineMs === undefined
      ? undefined
      : setTimeout(() => {
          controller.abort(
            new UpstreamFailed(THUMBNAIL_MESSAGES.renderTimedOut, `past ${deadlineMs} ms`),
          );
        }, deadlineMs);
  try {
    await withinWork(context, () => place.turn());
    return await withinWork(
      timer === undefined ? context : { ...context, signal: controller.signal },
      work,
    );
  } finally {
    clearTimeout(timer);
    place.release();
  }
}
