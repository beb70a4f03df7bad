import { sweepRetention, type RetentionSummary } from '../core/accounts/sweep-retention.js';
import type { ReconcileSummary } from '../core/payments/reconcile-payments.js';
import { reconcilePayments } from '../core/payments/reconcile-payments.js';
import { sweepPaintingReplies } from '../core/thumbnails/late-variants/index.js';
import { sweepStaleReservations } from '../core/thumbnails/reservation/index.js';
import type { AppDeps } from '../http/app-deps.js';

/** Orders younger than this may still be verified by the buyer's own browser. */
const RECONCILE_AFTER_MINUTES = 15;

interface MaintenanceSummary {
  refundedReservations: number;
  /** Replies still painting past their deadline, settled here since their settle task was lost. */
  settledPainting: number;
  payments: ReconcileSummary;
}

/**
 * What the Firebase runtime runs on a schedule, since no process start comes to sweep: refunds
 * generations a crashed or timed-out instance left reserved, and settles orders whose buyer paid
 * but whose verify call and webhook were both lost, and settles replies still painting past their
 * deadline. All are idempotent, so overlapping runs and
 * retries change nothing twice.
 */
export async function runMaintenance(deps: AppDeps): Promise<MaintenanceSummary> {
  const refundedReservations = await sweepStaleReservations({
    generations: deps.thumbnails.generations,
    now: deps.now,
  });
  const settledPainting = await sweepPaintingReplies(deps);
  const payments = await reconcilePayments(
    { olderThanMinutes: RECONCILE_AFTER_MINUTES },
    { ...deps.payments, users: deps.users, logger: deps.logger },
  );
  const leftBehind = refundedReservations + settledPainting + payments.credited.length;
  if (leftBehind + payments.expired.length > 0) {
    deps.logger.warn('maintenance settled work left behind', {
      refundedReservations,
      settledPainting,
      ...payments,
    });
  }
  return { refundedReservations, settledPainting, payments };
}

/**
 * The retention the policy pages promise, run daily by the Firebase runtime (the embedded server
 * sweeps at start and daily itself): images past 1 year, payment records past 7 years, accounts
 * closed more than 30 days ago. A Cloud Storage lifecycle rule set by the deploy is the second line.
 */
export async function runRetention(deps: AppDeps): Promise<RetentionSummary> {
  const summary = await sweepRetention(deps.now(), deps);
  deps.logger.info('retention sweep', { ...summary });
  return summary;
}
