import type { LedgerReason } from '@thumbforge/contract';

export type { LedgerReason };

/**
 * One immutable ledger entry. `key` is its idempotency key and its id:
 * `signup`, `gen:<messageId>`, `refund:<messageId>`, `pay:<razorpayPaymentId>`,
 * `refund-pay:<refundId>`, `dispute:<disputeId>`, `grant:<id>`.
 */
export interface LedgerEntry {
  userId: string;
  key: string;
  delta: number;
  reason: LedgerReason;
  ref: string | null;
  /**
   * Why, in the words of whoever moved tokens by hand (an admin's grant), or the API key whose
   * call spent them (`apiKeyLedgerNote`); null otherwise.
   */
  note: string | null;
  balanceAfter: number;
  createdAt: string;
}

export interface LedgerWrite {
  key: string;
  /** A non-zero whole number of tokens: positive credits, negative debits. */
  delta: number;
  reason: LedgerReason;
  ref?: string | null;
  note?: string | null;
}

/** A user's stored balance beside the sum of their ledger, for the admin's consistency check. */
export interface LedgerTotal {
  userId: string;
  /** Null when ledger entries exist for a user whose document is gone. */
  tokenBalance: number | null;
  ledgerSum: number;
  entries: number;
}

export interface LedgerResult {
  entry: LedgerEntry;
  /** False when the key had been written before and the earlier entry is returned unchanged. */
  applied: boolean;
}

/**
 * The token ledger is the truth; a user's `tokenBalance` is its running sum, updated in the same
 * transaction as each entry. Writing an existing key changes nothing and returns the earlier entry;
 * the same key with a different delta or reason is a `Conflict`. A debit that would take the
 * balance below 0 is refused with `InsufficientTokens`; an unknown user is `NotFound`.
 */
export interface TokenLedger {
  apply(userId: string, write: LedgerWrite): Promise<LedgerResult>;
  balance(userId: string): Promise<number>;
  /** Oldest first. */
  entries(userId: string): Promise<LedgerEntry[]>;
  /** Every user's balance and ledger sum, by user id; reads everything, so for admin tools only. */
  totals(): Promise<LedgerTotal[]>;
}
