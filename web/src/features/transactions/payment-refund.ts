import { reversalTotals, type Payment } from '@thumbforge/contract';
import { formatPaymentDate } from './format-payment-date';

const amountFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export interface PaymentRefundView {
  /** Replaces the Paid chip: docs/product-rules.md section 2 shows other states muted. */
  label: 'Refunded' | 'Partly refunded' | 'Disputed';
  /**
   * One line per refund or dispute, oldest first, keyed by its Razorpay id, with the number of
   * the credit note it was issued (tax invoices only).
   */
  lines: { id: string; text: string; creditNote: string | null }[];
}

/** How a payment whose money (some or all) went back reads in the history; null when none did. */
export function paymentRefundView(
  payment: Pick<Payment, 'amount' | 'reversals'>,
): PaymentRefundView | null {
  if (payment.reversals.length === 0) return null;
  const totals = reversalTotals(payment);
  return {
    label: totals.disputed ? 'Disputed' : totals.full ? 'Refunded' : 'Partly refunded',
    lines: payment.reversals.map((reversal) => {
      const verb = reversal.kind === 'refund' ? 'Refunded' : 'Disputed';
      const tokens = reversal.tokensTakenBack === 1 ? 'token' : 'tokens';
      return {
        id: reversal.id,
        text:
          `${verb} ${amountFormat.format(reversal.amount)} on ${formatPaymentDate(reversal.at)}` +
          ` · ${reversal.tokensTakenBack} ${tokens} taken back`,
        creditNote: reversal.creditNote?.number ?? null,
      };
    }),
  };
}
