import type { CreditResult, PaymentRecord } from '../ports/payment-store.port.js';
import type { PaymentPorts } from './payment-ports.js';
import { invoiceSeries, receiptSeries } from './invoice-numbers.js';
import { currentInvoiceTerms } from './invoicing.js';

/**
 * The one path every confirmation (Checkout's verify, a webhook, the reconciler) credits through,
 * issuing the tax invoice (or, unregistered, the receipt) number in the same transaction.
 * The ledger key `pay:<paymentId>` and the order's status make it happen once per order.
 */
export async function creditPayment(
  order: PaymentRecord,
  razorpayPaymentId: string,
  ports: Pick<PaymentPorts, 'store' | 'now' | 'invoicing'>,
): Promise<CreditResult> {
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
  return result;
}
