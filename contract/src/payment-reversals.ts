import { toPaise } from './plans.js';
import type { PaymentReversal } from './payment.js';

export interface ReversalTotals {
  /** Rupees that went back to the payer, at most the amount paid. */
  amount: number;
  tokensTakenBack: number;
  disputed: boolean;
  /** All of the amount went back. */
  full: boolean;
}

/** What a payment's refunds and disputes add up to, as the history and the receipt show it. */
export function reversalTotals(payment: {
  amount: number;
  reversals: readonly PaymentReversal[];
}): ReversalTotals {
  const paise = payment.reversals.reduce((sum, reversal) => sum + toPaise(reversal.amount), 0);
  const returned = Math.min(paise, toPaise(payment.amount));
  return {
    amount: returned / 100,
    tokensTakenBack: payment.reversals.reduce((sum, r) => sum + r.tokensTakenBack, 0),
    disputed: payment.reversals.some((reversal) => reversal.kind === 'dispute'),
    full: returned >= toPaise(payment.amount),
  };
}
