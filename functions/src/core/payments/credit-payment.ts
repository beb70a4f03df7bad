import type { CreditResult, PaymentRecord } from '../ports/payment-store.port.js';
import type { PaymentPorts } from './payment-ports.js';
import { formatReceiptNumber } from './receipt-number.js';

/**
 * The one path every confirmation (Checkout's verify, a webhook, the reconciler) credits through.
 * The ledger key `pay:<paymentId>` and the order's status make it happen once per order.
 */
export async function creditPayment(
  order: PaymentRecord,
  razorpayPaymentId: string,
  ports: Pick<PaymentPorts, 'store' | 'now'>,
): Promise<CreditResult> {
  const paidAt = ports.now();
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
    receiptNumber: (sequence) => formatReceiptNumber(sequence, paidAt),
  });
  return result;
}
