import type { GatewayPayment } from './payment-gateway.port.js';

/** Embedded only: the sandbox gateway's side of Checkout, recording a payment attempt. */
export interface SandboxPayments {
  /** A new `pay_` payment on the order, `captured` or `failed`; null when the order is unknown. */
  recordPayment(orderId: string, outcome: 'success' | 'failure'): Promise<GatewayPayment | null>;
}

export interface WebhookDelivery {
  eventId: string;
  /** The exact bytes the signature covers. */
  body: string;
  signature: string;
}

/** Embedded only: sends a signed webhook to `/payment/webhook` the way Razorpay does. */
export interface WebhookSender {
  /** Resolves with the HTTP status the endpoint answered. */
  deliver(delivery: WebhookDelivery): Promise<number>;
}
