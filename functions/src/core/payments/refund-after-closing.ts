import { toPaise } from '@thumbforge/contract';
import type { UserStore } from '../ports/user-store.port.js';
import type { PaymentPorts } from './payment-ports.js';
import { returnedPaise, reversePurchase, type ReversalOutcome } from './reverse-purchase.js';

export type ClosedAccountRefundPorts = Pick<PaymentPorts, 'store' | 'gateway' | 'now'> & {
  users: Pick<UserStore, 'get'>;
};

interface ClosedAccountRefund {
  /** The order was paid after its owner closed the account: its money goes back. */
  paidAfterClosing: boolean;
  /** What this call's refund did; null when nothing was left to send back. */
  outcome: ReversalOutcome | null;
}

/**
 * A closed account buys nothing: a payment that completed after its owner closed the account (an
 * order opened before closing, paid after) is sent back in full through the gateway, and its
 * tokens are taken back through the refund path, so it shows as refunded and the balance is as
 * it was. A payment credited before closing stays. Every confirmation (verify, a webhook, the
 * reconciler, or a retry of one) asks again after crediting: only what is not yet returned goes.
 */
export async function refundIfPaidAfterClosing(
  orderId: string,
  ports: ClosedAccountRefundPorts,
): Promise<ClosedAccountRefund> {
  const payment = await ports.store.get(orderId);
  if (payment?.status !== 'paid' || !payment.razorpayPaymentId || !payment.paidAt) {
    return { paidAfterClosing: false, outcome: null };
  }
  const owner = await ports.users.get(payment.ownerId);
  if (!owner?.closedAt || Date.parse(payment.paidAt) < Date.parse(owner.closedAt)) {
    return { paidAfterClosing: false, outcome: null };
  }
  const left = toPaise(payment.amount) - returnedPaise(payment);
  if (left <= 0) return { paidAfterClosing: true, outcome: null };
  const refund = await ports.gateway.refund({
    paymentId: payment.razorpayPaymentId,
    amountPaise: left,
    notes: { orderId: payment.orderId, reason: 'account closed before the payment completed' },
  });
  const outcome = await reversePurchase(
    { id: refund.id, kind: 'refund', paymentId: refund.paymentId, amountPaise: refund.amountPaise },
    ports,
  );
  return { paidAfterClosing: true, outcome };
}
