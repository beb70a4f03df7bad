import type { Payment } from '@thumbforge/contract';
import type { PaymentRecord } from '../ports/payment-store.port.js';
import type { PaymentPorts } from './payment-ports.js';

function toPayment(record: PaymentRecord): Payment {
  return {
    _id: record.orderId,
    receiptNumber: record.receiptNumber,
    status: record.status,
    plan: record.plan,
    amount: record.amount,
    currency: record.currency,
    tokens: record.tokens,
    razorpayId: record.razorpayPaymentId,
    createdAt: record.createdAt,
    reversals: record.reversals,
    billing: record.billing,
    taxInvoice: record.invoice !== null,
  };
}

/** The caller's own payments, newest first. */
export async function listPayments(
  userId: string,
  ports: Pick<PaymentPorts, 'store'>,
): Promise<Payment[]> {
  return (await ports.store.listByOwner(userId)).map(toPayment);
}
