import { PAYMENT_MESSAGES } from '@thumbforge/contract';
import type { VerifyPaymentRequest, VerifyPaymentResponse } from '@thumbforge/contract';
import { AccountClosed, Conflict, NotFound } from '../errors.js';
import { creditPayment, type CreditPorts } from './credit-payment.js';
import type { PaymentPorts } from './payment-ports.js';
import { checkoutSignature, signatureMatches } from './payment-signatures.js';

/**
 * Checkout's fast path: the signature is checked against the order stored for this user (never
 * only the id the browser sends), then the payment is credited once however often it is verified.
 * A closed account's payment is refunded instead (403 `account_closed`, saying so).
 */
export async function verifyPayment(
  userId: string,
  input: VerifyPaymentRequest,
  ports: Pick<PaymentPorts, 'secrets'> & CreditPorts,
): Promise<VerifyPaymentResponse> {
  const order = await ports.store.get(input.razorpay_order_id);
  if (!order || order.ownerId !== userId) {
    throw new NotFound(
      PAYMENT_MESSAGES.orderNotFound,
      `verify of order ${input.razorpay_order_id} not owned by ${userId}`,
    );
  }
  const expected = checkoutSignature(
    ports.secrets.keySecret,
    order.orderId,
    input.razorpay_payment_id,
  );
  if (!signatureMatches(expected, input.razorpay_signature)) return { success: false };

  const result = await creditPayment(order, input.razorpay_payment_id, ports);
  if (result.outcome === 'paid-by-another-payment') {
    throw new Conflict(
      PAYMENT_MESSAGES.paidByAnotherPayment,
      `order ${order.orderId} paid by ${result.payment.razorpayPaymentId}, verify sent ${input.razorpay_payment_id}`,
    );
  }
  if (result.refundedAsClosed) {
    throw new AccountClosed(
      PAYMENT_MESSAGES.refundedAccountClosed,
      `order ${order.orderId} paid after its owner closed the account: refunded`,
    );
  }
  return { success: true, tokensAdded: order.tokens, tokenBalance: result.tokenBalance };
}
