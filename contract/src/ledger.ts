import { z } from 'zod';

/**
 * Why a ledger entry moved tokens. `refund` gives back the token of a failed generation or edit;
 * `purchase-refund` takes back the unspent tokens of a purchase whose money went back to the payer
 * (a refund or a dispute); `grant` is tokens an admin gave by hand, with the admin's reason.
 */
export const ledgerReasonSchema = z.enum([
  'signup',
  'generation',
  'edit',
  'refund',
  'purchase',
  'purchase-refund',
  'grant',
]);
export type LedgerReason = z.infer<typeof ledgerReasonSchema>;

/** Each reason in the user's words, for history listings. */
export const LEDGER_REASON_LABELS: Record<LedgerReason, string> = {
  signup: 'Free sign-up tokens',
  generation: 'Thumbnail generated',
  edit: 'Thumbnail edited',
  refund: 'Token returned (generation failed)',
  purchase: 'Tokens bought',
  'purchase-refund': 'Tokens taken back (purchase refunded)',
  grant: 'Tokens granted by support',
};

/**
 * How many of an account's tokens are paid for and unspent, as refunds count them: tokens are
 * interchangeable, so the free ones (sign-up and grants) are taken to be spent last, and never
 * more than the purchases still hold after earlier refunds and disputes.
 */
export function unspentPaidTokens(balance: number, freeGiven: number, purchasedLeft: number) {
  return Math.max(0, Math.min(purchasedLeft, balance - freeGiven));
}
