import { toPaise } from '@thumbforge/contract';
import { creditPayment } from './credit-payment.js';
import type { PaymentPorts } from './payment-ports.js';

export interface ReconcileSummary {
  /** Orders still `created` and older than the cutoff. */
  checked: number;
  credited: string[];
  /** No captured payment of the order's amount yet. */
  pending: string[];
  /** The gateway could not be asked; tried again on the next run. */
  unreachable: string[];
}

/**
 * Settles orders whose payer paid but never came back to verify and whose webhook was lost: asks
 * the gateway for each order's payments and credits a captured one through the same path.
 */
export async function reconcilePayments(
  olderThanMinutes: number,
  ports: Pick<PaymentPorts, 'store' | 'gateway' | 'changes' | 'now'>,
): Promise<ReconcileSummary> {
  const cutoff = new Date(ports.now().getTime() - olderThanMinutes * 60_000);
  const orders = await ports.store.listCreatedBefore(cutoff);
  const summary: ReconcileSummary = {
    checked: orders.length,
    credited: [],
    pending: [],
    unreachable: [],
  };
  for (const order of orders) {
    let attempts;
    try {
      attempts = await ports.gateway.paymentsOfOrder(order.orderId);
    } catch {
      summary.unreachable.push(order.orderId);
      continue;
    }
    const captured = attempts.find(
      (payment) =>
        payment.status === 'captured' &&
        payment.amountPaise === toPaise(order.amount) &&
        payment.currency === order.currency,
    );
    if (!captured) {
      summary.pending.push(order.orderId);
      continue;
    }
    const result = await creditPayment(order, captured.id, ports);
    if (result.outcome === 'credited') summary.credited.push(order.orderId);
  }
  return summary;
}
