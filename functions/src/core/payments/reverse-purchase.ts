import { toPaise } from '@thumbforge/contract';
import type { PaymentRecord, ReversalDecision } from '../ports/payment-store.port.js';
import { creditNoteSeries } from './invoice-numbers.js';
import type { PaymentPorts } from './payment-ports.js';

/** A refund (`rfnd_...`) or a dispute (`disp_...`) of some or all of a captured payment. */
export interface PurchaseReversal {
  id: string;
  kind: 'refund' | 'dispute';
  paymentId: string;
  amountPaise: number;
}

export type ReversalOutcome =
  /** The payment has credited nothing (yet): the reversal is kept for its credit to apply. */
  | { kind: 'held' }
  | {
      kind: 'reversed' | 'already-applied';
      orderId: string;
      tokensTakenBack: number;
      tokenBalance: number;
    };

const reversalLedgerKey = (reversal: Pick<PurchaseReversal, 'id' | 'kind'>): string =>
  reversal.kind === 'refund' ? `refund-pay:${reversal.id}` : `dispute:${reversal.id}`;

/**
 * The tokens a returned share of the price stands for, rounded down: a refund takes back whole
 * tokens the payer no longer paid for, and the returned shares of one order add up, so two halves
 * take back exactly what one full refund would.
 */
export function tokensForPaise(payment: Pick<PaymentRecord, 'amount' | 'tokens'>, paise: number) {
  const total = toPaise(payment.amount);
  return Math.floor((payment.tokens * Math.min(paise, total)) / total);
}

/** The paise of the tax invoice already credited by earlier credit notes. */
function creditedPaise(payment: Pick<PaymentRecord, 'reversals'>): number {
  return payment.reversals.reduce(
    (sum, reversal) => sum + (reversal.creditNote ? toPaise(reversal.creditNote.amount) : 0),
    0,
  );
}

/**
 * The credit note a reversal of a tax invoice needs: for the money returned, at most what the
 * earlier credit notes left of the invoice (a refund of money a dispute already returned credits
 * nothing more). None for a receipt.
 */
function creditNoteFor(payment: PaymentRecord, amountPaise: number, at: Date) {
  if (!payment.invoice) return null;
  const creditable = Math.min(amountPaise, toPaise(payment.amount) - creditedPaise(payment));
  return creditable > 0 ? { amount: creditable / 100, series: creditNoteSeries(at) } : null;
}

/** The paise of the order already returned by earlier refunds and disputes. */
export function returnedPaise(payment: Pick<PaymentRecord, 'reversals'>): number {
  return payment.reversals.reduce((sum, reversal) => sum + toPaise(reversal.amount), 0);
}

/**
 * Core's rule for a refund or dispute, decided on what the store read in its transaction: once per
 * id, only for the payment that paid the order, and never more tokens than the owner still holds
 * (tokens are interchangeable, so the unspent ones of this purchase are at most the balance). A
 * tax invoice gets a credit note for the money returned, numbered by the store in the same
 * transaction.
 */
export function decideReversal(
  payment: PaymentRecord,
  tokenBalance: number,
  reversal: PurchaseReversal,
  at: Date,
): ReversalDecision {
  if (payment.reversals.some((earlier) => earlier.id === reversal.id)) {
    return { apply: false, outcome: 'already-applied' };
  }
  if (payment.status !== 'paid' || payment.razorpayPaymentId !== reversal.paymentId) {
    return { apply: false, outcome: 'not-paid' };
  }
  const before = returnedPaise(payment);
  const due =
    tokensForPaise(payment, before + reversal.amountPaise) - tokensForPaise(payment, before);
  const tokensTakenBack = Math.min(due, tokenBalance);
  return {
    apply: true,
    reversal: {
      id: reversal.id,
      kind: reversal.kind,
      amount: reversal.amountPaise / 100,
      tokensTakenBack,
      at: at.toISOString(),
      creditNote: null,
    },
    creditNote: creditNoteFor(payment, reversal.amountPaise, at),
    entry:
      tokensTakenBack > 0
        ? {
            key: reversalLedgerKey(reversal),
            delta: -tokensTakenBack,
            reason: 'purchase-refund',
            ref: payment.orderId,
          }
        : null,
  };
}

/** Applies the reversal to the order its payment credited; null while none did. */
async function applyToCreditedOrder(
  reversal: PurchaseReversal,
  ports: Pick<PaymentPorts, 'store' | 'now'>,
): Promise<ReversalOutcome | null> {
  const order = await ports.store.findByPaymentId(reversal.paymentId);
  if (!order) return null;
  const at = ports.now();
  const result = await ports.store.reverse({
    orderId: order.orderId,
    decide: (payment, tokenBalance) => decideReversal(payment, tokenBalance, reversal, at),
  });
  if (result.outcome === 'not-paid') return null;
  const applied = result.payment.reversals.find((earlier) => earlier.id === reversal.id);
  return {
    kind: result.outcome,
    orderId: order.orderId,
    tokensTakenBack: applied?.tokensTakenBack ?? 0,
    tokenBalance: result.tokenBalance,
  };
}

/**
 * The one path a refund or dispute takes, whether Razorpay's webhook or the admin's refund
 * command reports it: applied once per id, whichever arrives first. Razorpay delivers out of
 * order, so one for a payment that credited nothing yet is kept, and the credit applies it
 * (`applyHeldReversals`); it is looked for once more after keeping it, in case the credit
 * committed in between without seeing it. Either side applying it twice changes nothing.
 */
export async function reversePurchase(
  reversal: PurchaseReversal,
  ports: Pick<PaymentPorts, 'store' | 'now'>,
): Promise<ReversalOutcome> {
  const applied = await applyToCreditedOrder(reversal, ports);
  if (applied) return applied;
  await ports.store.holdReversal({ ...reversal, receivedAt: ports.now().toISOString() });
  return (await applyToCreditedOrder(reversal, ports)) ?? { kind: 'held' };
}

/**
 * After a credit: the refunds and disputes of its payment that arrived before it, each once.
 * Answers what each did (the last one's balance is the owner's now).
 */
export async function applyHeldReversals(
  razorpayPaymentId: string,
  ports: Pick<PaymentPorts, 'store' | 'now'>,
): Promise<ReversalOutcome[]> {
  const outcomes: ReversalOutcome[] = [];
  for (const held of await ports.store.heldReversals(razorpayPaymentId)) {
    const outcome = await applyToCreditedOrder(held, ports);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
