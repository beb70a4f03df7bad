import type {
  BillingDetails,
  InvoiceTerms,
  PaymentReversal,
  PaymentStatus,
  PlanName,
} from '@thumbforge/contract';
import type { NumberSeries } from '../payments/invoice-numbers.js';
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
  /** Refunds and disputes of a paid order, oldest first; each id is applied once. */
  reversals: PaymentReversal[];
  /** The buyer's, as given at checkout; null on orders placed before they were asked. */
  billing: BillingDetails | null;
  /** Set when paid while the seller was registered for GST: `receiptNumber` is a tax invoice's. */
  invoice: InvoiceTerms | null;
}

export interface CreditRequest {
  orderId: string;
  razorpayPaymentId: string;
  paidAt: Date;
  /** The owner's ledger entry, keyed `pay:<razorpayPaymentId>`. */
  entry: LedgerWrite;
  /** The series the order's receipt or tax invoice number comes from. */
  number: NumberSeries;
  /** The terms of the tax invoice issued with the payment; null for a plain receipt. */
  invoice: InvoiceTerms | null;
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

/** What a refund or dispute does to an order, decided by core from what the store read. */
export type ReversalDecision =
  | { apply: false; outcome: 'already-applied' | 'not-paid' }
  | {
      apply: true;
      reversal: PaymentReversal;
      /** The owner's debit, keyed `refund-pay:<id>` or `dispute:<id>`; null when none is due. */
      entry: LedgerWrite | null;
      /**
       * The credit note due against the tax invoice (rupees it credits, the series it is numbered
       * from); the store numbers it in the same transaction. Null when none is due.
       */
      creditNote: { amount: number; series: NumberSeries } | null;
    };

export interface ReversalRequest {
  orderId: string;
  /** Called inside the transaction with the order and its owner's balance as read there. */
  decide(payment: PaymentRecord, tokenBalance: number): ReversalDecision;
}

export interface ReversalResult {
  outcome: 'reversed' | 'already-applied' | 'not-paid';
  payment: PaymentRecord;
  /** The owner's balance after the call. */
  tokenBalance: number;
}

/**
 * A refund or dispute of a payment that has credited nothing (yet): Razorpay delivers out of
 * order, so it is kept for the credit of that payment to apply. `amountPaise` as Razorpay sent it.
 */
export interface HeldReversal {
  id: string;
  kind: 'refund' | 'dispute';
  paymentId: string;
  amountPaise: number;
  receivedAt: string;
}

export interface WebhookEventRecord {
  eventId: string;
  type: string;
  receivedAt: string;
}

/** A page of open orders for the reconciler: newest first, after the last one of the page before. */
export interface CreatedOrdersQuery {
  /** Created at or after this. */
  since: Date;
  /** Created before this. */
  until: Date;
  limit: number;
  /** The last order of the previous page. */
  after?: Pick<PaymentRecord, 'orderId' | 'createdAt'>;
}

/**
 * Orders, their number counters and the webhook events already handled. A status only moves
 * forward: created -> paid | failed | expired, failed -> paid, expired -> paid, never out of paid.
 */
export interface PaymentStore {
  create(payment: PaymentRecord): Promise<void>;
  get(orderId: string): Promise<PaymentRecord | null>;
  /** Newest first. */
  listByOwner(ownerId: string): Promise<PaymentRecord[]>;
  /**
   * Orders still `created` in `[since, until)`, whoever owns them, newest first (createdAt, then
   * order id, descending), at most `limit`.
   */
  listCreatedBetween(query: CreatedOrdersQuery): Promise<PaymentRecord[]>;
  /**
   * Moves at most `limit` orders still `created` before `cutoff`, oldest first, to `expired`,
   * each only if it is still `created` when written; answers them as written.
   */
  expireCreatedBefore(cutoff: Date, limit: number): Promise<PaymentRecord[]>;
  /**
   * In one transaction (all reads before writes): the ledger entry with the balance, `paid` with
   * the payment id, `paidAt`, the invoice terms and the next number of the request's series, so
   * numbers are consecutive with no gap however many payments arrive at once. An unknown order
   * is `NotFound`.
   */
  credit(request: CreditRequest): Promise<CreditResult>;
  /** Paid orders, whoever owns them, paid in `[since, until)`, oldest first (the invoice export). */
  listPaidBetween(since: Date, until: Date): Promise<PaymentRecord[]>;
  /** The order a Razorpay payment id paid; null when none did. */
  findByPaymentId(razorpayPaymentId: string): Promise<PaymentRecord | null>;
  /**
   * In one transaction (all reads before writes): reads the order and its owner's balance, asks
   * `decide`, then appends the reversal (numbering its credit note from its series) and writes its
   * ledger entry. An unknown order is `NotFound`.
   */
  reverse(request: ReversalRequest): Promise<ReversalResult>;
  /** Moves a `created` order to `failed`; any other status is kept. An unknown order is `NotFound`. */
  markFailed(orderId: string, razorpayPaymentId: string): Promise<PaymentRecord>;
  /** Keeps a reversal for a payment not credited yet; holding the same id again keeps the first. */
  holdReversal(reversal: HeldReversal): Promise<void>;
  /** The reversals held for a Razorpay payment id, oldest first. */
  heldReversals(razorpayPaymentId: string): Promise<HeldReversal[]>;
  hasWebhookEvent(eventId: string): Promise<boolean>;
  /** Recording an event twice keeps the first record. */
  recordWebhookEvent(event: WebhookEventRecord): Promise<void>;
}
