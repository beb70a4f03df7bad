import type { PaymentStatus, PlanName } from '@thumbforge/contract';
import type { LedgerWrite } from './token-ledger.port.js';

/** The `payments/{orderId}` document. `amount` is whole rupees. */
export interface PaymentRecord {
  orderId: string;
  ownerId: string;
  plan: PlanName;
  amount: number;
  currency: 'INR';
  tokens: number;
  status: PaymentStatus;
  receiptNumber: string | null;
  razorpayPaymentId: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface CreditRequest {
  orderId: string;
  razorpayPaymentId: string;
  paidAt: Date;
  /** The owner's ledger entry, keyed `pay:<razorpayPaymentId>`. */
  entry: LedgerWrite;
  /** Formats the next value of the receipt counter. */
  receiptNumber: (sequence: number) => string;
}

/**
 * `credited`: this call wrote the entry, the receipt number and `paid`.
 * `already-credited`: the order was paid by this payment before; nothing changed.
 * `paid-by-another-payment`: the order was paid by a different payment; nothing changed.
 */
export type CreditOutcome = 'credited' | 'already-credited' | 'paid-by-another-payment';

export interface CreditResult {
  outcome: CreditOutcome;
  payment: PaymentRecord;
  /** The owner's balance after the call. */
  tokenBalance: number;
}

export interface WebhookEventRecord {
  eventId: string;
  type: string;
  receivedAt: string;
}

/**
 * Orders, their receipt counter and the webhook events already handled. A status only moves
 * forward: created -> paid | failed, failed -> paid, never out of paid.
 */
export interface PaymentStore {
  create(payment: PaymentRecord): Promise<void>;
  get(orderId: string): Promise<PaymentRecord | null>;
  /** Newest first. */
  listByOwner(ownerId: string): Promise<PaymentRecord[]>;
  /** Orders still `created` that were created before `cutoff`, oldest first. */
  listCreatedBefore(cutoff: Date): Promise<PaymentRecord[]>;
  /**
   * In one transaction (all reads before writes): the ledger entry with the balance, `paid` with
   * the payment id, `paidAt` and the next receipt number. An unknown order is `NotFound`.
   */
  credit(request: CreditRequest): Promise<CreditResult>;
  /** Moves a `created` order to `failed`; any other status is kept. An unknown order is `NotFound`. */
  markFailed(orderId: string, razorpayPaymentId: string): Promise<PaymentRecord>;
  hasWebhookEvent(eventId: string): Promise<boolean>;
  /** Recording an event twice keeps the first record. */
  recordWebhookEvent(event: WebhookEventRecord): Promise<void>;
}
