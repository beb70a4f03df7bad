import type { CreditResult, PaymentRecord } from '../ports/payment-store.port.js';
import { invoiceSeries, receiptSeries } from './invoice-numbers.js';
import { currentInvoiceTerms } from './invoicing.js';
import type { PaymentPorts } from './payment-ports.js';
import { refundIfPaidAfterClosing, type ClosedAccountRefundPorts } from './refund-after-closing.js';
import { applyHeldReversals } from './reverse-purchase.js';

export type CreditPorts = ClosedAccountRefundPorts & Pick<PaymentPorts, 'invoicing'>;

interface CreditAnswer extends CreditResult {
  /** Paid after its owner closed the account: refunded in full, nothing credited. */
  refundedAsClosed: boolean;
}

/**
 * The one path every confirmation (Checkout's verify, a webhook, the reconciler) credits through,
 * issuing the tax invoice (or, unregistered, the receipt) number in the same transaction. The
 * ledger key `pay:<paymentId>` and the order's status make it happen once per order. Then, every
 * time, what must follow a credit: the refunds and disputes that arrived before it, and the
 * refund of a payment its closed account cannot keep (each applied once however often asked).
 */
export async function creditPayment(
  order: PaymentRecord,
  razorpayPaymentId: string,
  ports: CreditPorts,
): Promise<CreditAnswer> {
  const paidAt = ports.now();
  const invoice = currentInvoiceTerms(ports.invoicing);
  const result = await ports.store.credit({
    orderId: order.orderId,
    razorpayPaymentId,
    paidAt,
    entry: {
      key: `pay:${razorpayPaymentId}`,
      delta: order.tokens,
      reason: 'purchase',
      ref: order.orderId,
    },
    number: invoice ? invoiceSeries(paidAt) : receiptSeries(paidAt),
    invoice,
  });
  if (result.outcome === 'paid-by-another-payment') return { ...result, refundedAsClosed: false };
  let { tokenBalance } = result;
  for (const outcome of await applyHeldReversals(razorpayPaymentId, ports)) {
    if (outcome.kind !== 'held') tokenBalance = outcome.tokenBalance;
  }
  const closed = await refundIfPaidAfterClosing(order.orderId, ports);
  if (closed.outcome && closed.outcome.kind !== 'held') tokenBalance = closed.outcome.tokenBalance;
  return { ...result, tokenBalance, refundedAsClosed: closed.paidAfterClosing };
}
