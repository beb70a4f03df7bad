import type { PaymentReversal } from '@thumbforge/contract';
import type {
  CreditOutcome,
  CreditRequest,
  PaymentRecord,
  ReversalDecision,
} from '../ports/payment-store.port.js';

/**
 * Whether a payment credits its order: an order is credited once, by one payment; a later call
 * (the same payment again, or another one) changes nothing. An order that failed or expired is
 * still credited when its money arrives, since the buyer paid.
 */
export function decideCredit(payment: PaymentRecord, razorpayPaymentId: string): CreditOutcome {
  if (payment.status !== 'paid') return 'credited';
  return payment.razorpayPaymentId === razorpayPaymentId
    ? 'already-credited'
    : 'paid-by-another-payment';
}

/** The order once paid, with the number its series' next `sequence` gives it. */
export function paidOrder(
  payment: PaymentRecord,
  request: Pick<CreditRequest, 'razorpayPaymentId' | 'paidAt' | 'number' | 'invoice'>,
  sequence: number,
): PaymentRecord {
  return {
    ...payment,
    status: 'paid',
    razorpayPaymentId: request.razorpayPaymentId,
    paidAt: request.paidAt.toISOString(),
    receiptNumber: request.number.format(sequence),
    invoice: request.invoice,
  };
}

/** The reversal as recorded, with its credit note once the series' next `sequence` numbered it. */
export function recordedReversal(
  decision: Extract<ReversalDecision, { apply: true }>,
  sequence: number | null,
): PaymentReversal {
  const { creditNote } = decision;
  return {
    ...decision.reversal,
    creditNote:
      creditNote && sequence !== null
        ? { number: creditNote.series.format(sequence), amount: creditNote.amount }
        : null,
  };
}

/** A state only moves forward: only an order still `created` can fail or expire. */
export function canCloseUnpaid(payment: Pick<PaymentRecord, 'status'>): boolean {
  return payment.status === 'created';
}
