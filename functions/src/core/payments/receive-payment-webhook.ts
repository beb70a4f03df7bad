import {
  HANDLED_WEBHOOK_EVENTS,
  toPaise,
  type PaymentWebhook,
  PAYMENT_MESSAGES,
} from '@thumbforge/contract';
import { InvalidInput } from '../errors.js';
import type { CreditOutcome } from '../ports/payment-store.port.js';
import { creditPayment, type CreditPorts } from './credit-payment.js';
import { signatureMatches, webhookSignature } from './payment-signatures.js';
import { reversePurchase, type ReversalOutcome } from './reverse-purchase.js';

type WebhookOutcome =
  | { kind: 'duplicate' }
  | { kind: 'ignored' }
  | { kind: 'failure-recorded'; orderId: string }
  | { kind: CreditOutcome; orderId: string; refundedAsClosed: boolean }
  | ReversalOutcome;

/** Checked on the raw bytes before anything is parsed: re-serialised JSON would not match. */
export function assertWebhookSignature(
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): void {
  if (!signatureMatches(webhookSignature(webhookSecret, rawBody), signature)) {
    throw new InvalidInput(PAYMENT_MESSAGES.badWebhookSignature, 'webhook signature mismatch');
  }
}

function isHandled(type: string): type is (typeof HANDLED_WEBHOOK_EVENTS)[number] {
  return (HANDLED_WEBHOOK_EVENTS as readonly string[]).includes(type);
}

/**
 * Razorpay delivers at least once, out of order and for up to 24 hours. An event id seen before
 * changes nothing; a new one credits through the same idempotent path as verify, so a payment
 * seen by several events still credits once. Statuses only move forward. A refund or dispute
 * takes back the purchase's unspent tokens once per refund or dispute id.
 */
export async function receivePaymentWebhook(
  eventId: string,
  event: PaymentWebhook,
  ports: CreditPorts,
): Promise<WebhookOutcome> {
  if (await ports.store.hasWebhookEvent(eventId)) return { kind: 'duplicate' };
  const outcome = await applyEvent(event, ports);
  await ports.store.recordWebhookEvent({
    eventId,
    type: event.event,
    receivedAt: ports.now().toISOString(),
  });
  return outcome;
}

/**
 * A refund or dispute of a payment not credited here (yet) is kept for the credit and
 * acknowledged, so Razorpay stops retrying it (see `reversePurchase`).
 */
async function applyReversal(event: PaymentWebhook, ports: CreditPorts): Promise<WebhookOutcome> {
  const kind = event.event === 'refund.processed' ? 'refund' : 'dispute';
  const entity = kind === 'refund' ? event.payload.refund?.entity : event.payload.dispute?.entity;
  if (!entity) return { kind: 'ignored' };
  if (entity.currency !== 'INR') {
    throw new InvalidInput(
      PAYMENT_MESSAGES.webhookAmountMismatch,
      `${event.event} ${entity.id} in ${entity.currency}`,
    );
  }
  return reversePurchase(
    { id: entity.id, kind, paymentId: entity.payment_id, amountPaise: entity.amount },
    ports,
  );
}

async function applyEvent(event: PaymentWebhook, ports: CreditPorts): Promise<WebhookOutcome> {
  if (event.event === 'refund.processed' || event.event === 'payment.dispute.created') {
    return applyReversal(event, ports);
  }
  const payment = event.payload.payment?.entity;
  if (!isHandled(event.event) || !payment) return { kind: 'ignored' };

  const order = await ports.store.get(payment.order_id);
  if (!order) {
    throw new InvalidInput(
      PAYMENT_MESSAGES.webhookUnknownOrder,
      `${event.event} for unknown order ${payment.order_id}`,
    );
  }
  if (event.event === 'payment.failed') {
    await ports.store.markFailed(order.orderId, payment.id);
    return { kind: 'failure-recorded', orderId: order.orderId };
  }
  if (payment.amount !== toPaise(order.amount) || payment.currency !== order.currency) {
    throw new InvalidInput(
      PAYMENT_MESSAGES.webhookAmountMismatch,
      `${event.event} for ${order.orderId}: ${payment.amount} ${payment.currency}, expected ${toPaise(order.amount)} ${order.currency}`,
    );
  }
  const result = await creditPayment(order, payment.id, ports);
  return {
    kind: result.outcome,
    orderId: order.orderId,
    refundedAsClosed: result.refundedAsClosed,
  };
}
