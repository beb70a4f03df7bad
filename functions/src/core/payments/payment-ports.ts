import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import type { PaymentStore } from '../ports/payment-store.port.js';
import type { Invoicing } from './invoicing.js';
import type { ReceiptRenderer } from '../ports/receipt-renderer.port.js';

/** The secrets Razorpay signs with: the API key secret for Checkout, a separate one for webhooks. */
export interface PaymentSecrets {
  keySecret: string;
  webhookSecret: string;
}

export interface PaymentPorts {
  store: PaymentStore;
  gateway: PaymentGateway;
  secrets: PaymentSecrets;
  receipts: ReceiptRenderer;
  invoicing: Invoicing;
  supportEmail: string;
  now: () => Date;
}
