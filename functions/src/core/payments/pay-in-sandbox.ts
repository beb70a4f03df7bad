import { PAYMENT_MESSAGES } from '@thumbforge/contract';
import type { CheckoutFailure, CheckoutSuccess, SandboxPayRequest } from '@thumbforge/contract';
import { NotFound } from '../errors.js';
import type { GatewayPayment } from '../ports/payment-gateway.port.js';
import type { PaymentStore } from '../ports/payment-store.port.js';
import type { SandboxPayments, WebhookSender } from '../ports/sandbox-checkout.port.js';
import type { PaymentSecrets } from './payment-ports.js';
import { checkoutSignature, webhookSignature } from './payment-signatures.js';
import { razorpayStyleId } from './razorpay-style-id.js';

export interface SandboxCheckoutPorts {
  store: PaymentStore;
  sandbox: SandboxPayments;
  webhooks: WebhookSender;
  /** The sandbox's own secrets, playing Razorpay's part. */
  secrets: PaymentSecrets;
  now: () => Date;
}

type SandboxPayResult =
  | { outcome: 'success'; answer: CheckoutSuccess; webhookStatus: number | null }
  | { outcome: 'failure'; answer: CheckoutFailure; webhookStatus: number | null };

const DECLINED = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
} as const;

/** The body Razorpay would post for this payment attempt. */
function webhookBody(payment: GatewayPayment, at: Date): string {
  const captured = payment.status === 'captured';
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: captured ? 'payment.captured' : 'payment.failed',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: payment.currency,
          status: payment.status,
          order_id: payment.orderId,
          method: 'upi',
          captured,
          error_code: captured ? null : DECLINED.code,
          error_description: captured ? null : DECLINED.description,
          error_reason: captured ? null : DECLINED.reason,
          created_at: Math.floor(at.getTime() / 1000),
        },
      },
    },
    created_at: Math.floor(at.getTime() / 1000),
  });
}

/**
 * Plays Razorpay Checkout for the caller's own order: records a payment attempt and answers what
 * Checkout's handler (or its `payment.failed` event) would receive, signed exactly as Razorpay
 * signs, so the real verification code checks it. With `webhook`, the matching webhook is
 * delivered first, through the same HTTP route a real one takes.
 */
export async function payInSandbox(
  userId: string,
  input: SandboxPayRequest,
  ports: SandboxCheckoutPorts,
): Promise<SandboxPayResult> {
  const order = await ports.store.get(input.orderId);
  const payment =
    order && order.ownerId === userId
      ? await ports.sandbox.recordPayment(order.orderId, input.outcome)
      : null;
  if (!payment) {
    throw new NotFound(PAYMENT_MESSAGES.orderNotFound, `sandbox pay of ${input.orderId}`);
  }

  let webhookStatus: number | null = null;
  if (input.webhook) {
    const body = webhookBody(payment, ports.now());
    webhookStatus = await ports.webhooks.deliver({
      eventId: razorpayStyleId(),
      body,
      signature: webhookSignature(ports.secrets.webhookSecret, body),
    });
  }

  if (payment.status !== 'captured') {
    return {
      outcome: 'failure',
      answer: {
        error: { ...DECLINED, metadata: { order_id: payment.orderId, payment_id: payment.id } },
      },
      webhookStatus,
    };
  }
  return {
    outcome: 'success',
    answer: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.orderId,
      razorpay_signature: checkoutSignature(ports.secrets.keySecret, payment.orderId, payment.id),
    },
    webhookStatus,
  };
}
