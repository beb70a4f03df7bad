import { PLANS, receiptFileName } from '@thumbforge/contract';
import { NotFound } from '../errors.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import type { PaymentPorts } from './payment-ports.js';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * The PDF receipt of the caller's own paid payment, with any refund or dispute of it; anything
 * else is not found.
 */
export async function paymentReceipt(
  userId: string,
  orderId: string,
  ports: Pick<PaymentPorts, 'store' | 'receipts' | 'supportEmail'>,
): Promise<ReceiptFile> {
  const payment = await ports.store.get(orderId);
  if (
    !payment ||
    payment.ownerId !== userId ||
    payment.status !== 'paid' ||
    !payment.receiptNumber ||
    !payment.razorpayPaymentId ||
    !payment.paidAt
  ) {
    throw new NotFound(PAYMENT_MESSAGES.receiptNotFound, `receipt of ${orderId} for ${userId}`);
  }
  const pdf = await ports.receipts.render({
    receiptNumber: payment.receiptNumber,
    paidAt: new Date(payment.paidAt),
    planName: PLANS[payment.plan].name,
    tokens: payment.tokens,
    amount: payment.amount,
    currency: payment.currency,
    paymentId: payment.razorpayPaymentId,
    orderId: payment.orderId,
    supportEmail: ports.supportEmail,
    reversals: payment.reversals.map((reversal) => ({
      kind: reversal.kind,
      amount: reversal.amount,
      tokensTakenBack: reversal.tokensTakenBack,
      at: new Date(reversal.at),
    })),
  });
  return { fileName: receiptFileName(orderId), pdf };
}
