import { toPaise } from '@thumbforge/contract';
import type { Logger } from '../ports/logger.port.js';
import type { PaymentRecord } from '../ports/payment-store.port.js';
import { creditPayment, type CreditPorts } from './credit-payment.js';

/** How far back orders are checked: far past Razorpay's 24 hours of webhook retries. */
export const RECONCILE_WINDOW_HOURS = 48;
/** Orders read per query. */
const RECONCILE_BATCH = 50;
/** Gateway checks per run at most (each a Razorpay call), so a run ends well inside its time. */
const RECONCILE_MAX_CHECKS = 500;

interface ReconcileOptions {
  /** Orders younger than this are left to the buyer's own verify call. */
  olderThanMinutes: number;
  windowHours?: number;
  batchSize?: number;
  maxChecks?: number;
}

export interface ReconcileSummary {
  /** Open orders inside the window that were checked with the gateway, newest first. */
  checked: number;
  credited: string[];
  /** No captured payment of the order's amount yet. */
  pending: string[];
  /** The check failed (the gateway, or the credit); logged with its cause, tried on the next run. */
  unreachable: string[];
  /** Orders left unpaid past the window, now `expired`: no later run checks them again. */
  expired: string[];
}

type ReconcilePorts = CreditPorts & {
  logger: Logger;
};

type Check = 'credited' | 'pending' | 'unreachable';

/** Asks the gateway for one order's payments and credits a captured one of its amount. */
async function checkOrder(order: PaymentRecord, ports: ReconcilePorts): Promise<Check> {
  try {
    const attempts = await ports.gateway.paymentsOfOrder(order.orderId);
    const captured = attempts.find(
      (payment) =>
        payment.status === 'captured' &&
        payment.amountPaise === toPaise(order.amount) &&
        payment.currency === order.currency,
    );
    if (!captured) return 'pending';
    const result = await creditPayment(order, captured.id, ports);
    return result.outcome === 'credited' ? 'credited' : 'pending';
  } catch (error) {
    ports.logger.warn('reconciling an order failed; the run goes on', {
      orderId: order.orderId,
      error,
    });
    return 'unreachable';
  }
}

/**
 * Settles orders whose payer paid but never came back to verify and whose webhook was lost. Only
 * orders younger than the window are checked, newest first, in batches, so the orders that can
 * still be reconciled are always reached; older unpaid ones are marked `expired` and left alone.
 */
export async function reconcilePayments(
  options: ReconcileOptions,
  ports: ReconcilePorts,
): Promise<ReconcileSummary> {
  const now = ports.now().getTime();
  const since = new Date(now - (options.windowHours ?? RECONCILE_WINDOW_HOURS) * 3_600_000);
  const until = new Date(now - options.olderThanMinutes * 60_000);
  const limit = options.batchSize ?? RECONCILE_BATCH;
  const maxChecks = options.maxChecks ?? RECONCILE_MAX_CHECKS;
  const summary: ReconcileSummary = {
    checked: 0,
    credited: [],
    pending: [],
    unreachable: [],
    expired: [],
  };

  for (let batch = limit; batch === limit;) {
    const expired = await ports.store.expireCreatedBefore(since, limit);
    for (const order of expired) {
      summary.expired.push(order.orderId);
    }
    batch = expired.length;
  }

  let after: PaymentRecord | undefined;
  while (summary.checked < maxChecks) {
    const orders = await ports.store.listCreatedBetween({
      since,
      until,
      limit: Math.min(limit, maxChecks - summary.checked),
      after,
    });
    for (const order of orders) {
      summary.checked += 1;
      summary[await checkOrder(order, ports)].push(order.orderId);
    }
    after = orders.at(-1);
    if (orders.length < limit) break;
  }
  return summary;
}
