import { describe, expect, it } from 'vitest';
import type { PaymentRecord } from '../ports/payment-store.port.js';
import { INVOICE_TERMS } from '../../../test/support/store-records.js';
import { decideReversal, type PurchaseReversal } from './reverse-purchase.js';

const AT = new Date('2026-03-02T10:00:00.000Z');

/** A paid standard order: 800 rupees for 10 tokens. */
const paid = (reversals: PaymentRecord['reversals'] = []): PaymentRecord => ({
  orderId: 'order_1',
  ownerId: 'user_1',
  plan: 'standard',
  amount: 800,
  currency: 'INR',
  tokens: 10,
  status: 'paid',
  receiptNumber: 'TF-2026-000001',
  razorpayPaymentId: 'pay_1',
  createdAt: '2026-03-01T09:00:00.000Z',
  paidAt: '2026-03-01T10:00:00.000Z',
  reversals,
  billing: null,
  invoice: null,
});

const refund = (id: string, amountPaise: number): PurchaseReversal => ({
  id,
  kind: 'refund',
  paymentId: 'pay_1',
  amountPaise,
});

/** Applies reversals one after another the way the store would, with a large balance. */
function takenBackBy(amounts: number[]): number[] {
  let payment = paid();
  return amounts.map((amountPaise, index) => {
    const decision = decideReversal(payment, 1000, refund(`rfnd_${index}`, amountPaise), AT);
    if (!decision.apply) throw new Error('expected the reversal to apply');
    payment = { ...payment, reversals: [...payment.reversals, decision.reversal] };
    return decision.reversal.tokensTakenBack;
  });
}

describe('decideReversal', () => {
  it('takes back all tokens for a full refund, keyed by the refund id', () => {
    expect(decideReversal(paid(), 13, refund('rfnd_1', 80_000), AT)).toEqual({
      apply: true,
      reversal: {
        id: 'rfnd_1',
        kind: 'refund',
        amount: 800,
        tokensTakenBack: 10,
        at: AT.toISOString(),
        creditNote: null,
      },
      entry: { key: 'refund-pay:rfnd_1', delta: -10, reason: 'purchase-refund', ref: 'order_1' },
      creditNote: null,
    });
    const dispute = decideReversal(
      paid(),
      13,
      { ...refund('disp_1', 80_000), kind: 'dispute' },
      AT,
    );
    expect(dispute.apply && dispute.entry?.key).toBe('dispute:disp_1');
  });

  it('rounds each part down, yet parts that add up to the price take back every token', () => {
    expect(takenBackBy([26_667, 26_667, 26_666])).toEqual([3, 3, 4]);
    expect(takenBackBy([100, 100, 79_800])).toEqual([0, 0, 10]);
    // More than the price (a refund after a dispute of the same money) takes nothing more.
    expect(takenBackBy([80_000, 80_000])).toEqual([10, 0]);
  });

  it('never takes back more than the balance, and writes no entry for nothing', () => {
    const some = decideReversal(paid(), 4, refund('rfnd_1', 80_000), AT);
    expect(some).toMatchObject({
      apply: true,
      reversal: { tokensTakenBack: 4 },
      entry: { delta: -4 },
    });
    expect(decideReversal(paid(), 0, refund('rfnd_1', 80_000), AT)).toMatchObject({
      apply: true,
      reversal: { tokensTakenBack: 0, amount: 800 },
      entry: null,
    });
  });

  it('asks a credit note for the money a reversal returns of a tax invoice, never beyond it', () => {
    const invoiced = (reversals: PaymentRecord['reversals'] = []) => ({
      ...paid(reversals),
      invoice: INVOICE_TERMS,
    });
    const full = decideReversal(invoiced(), 13, refund('rfnd_1', 80_000), AT);
    expect(full.apply && full.creditNote?.amount).toBe(800);
    expect(full.apply && full.creditNote?.series.format(4)).toBe('CN/25-26/000004');
    const part = decideReversal(invoiced(), 13, refund('rfnd_1', 26_667), AT);
    expect(part.apply && part.creditNote?.amount).toBe(266.67);
    // A refund of money a dispute already returned credits only what is left of the invoice.
    const disputed = invoiced([
      {
        id: 'disp_1',
        kind: 'dispute',
        amount: 600,
        tokensTakenBack: 7,
        at: AT.toISOString(),
        creditNote: { number: 'CN/25-26/000001', amount: 600 },
      },
    ]);
    const after = decideReversal(disputed, 13, refund('rfnd_2', 80_000), AT);
    expect(after.apply && after.creditNote?.amount).toBe(200);
    const nothingLeft = decideReversal(
      {
        ...disputed,
        reversals: [
          ...disputed.reversals,
          ...(after.apply
            ? [{ ...after.reversal, creditNote: { number: 'CN/25-26/000002', amount: 200 } }]
            : []),
        ],
      },
      13,
      refund('rfnd_3', 10_000),
      AT,
    );
    expect(nothingLeft.apply && nothingLeft.creditNote).toBeNull();
    // A receipt (no tax invoice) gets none.
    const receipt = decideReversal(paid(), 13, refund('rfnd_1', 80_000), AT);
    expect(receipt.apply && receipt.creditNote).toBeNull();
  });

  it('applies an id once, and nothing to an order this payment did not pay', () => {
    const done = paid([
      {
        id: 'rfnd_1',
        kind: 'refund',
        amount: 800,
        tokensTakenBack: 10,
        at: AT.toISOString(),
        creditNote: null,
      },
    ]);
    expect(decideReversal(done, 3, refund('rfnd_1', 80_000), AT)).toEqual({
      apply: false,
      outcome: 'already-applied',
    });
    expect(
      decideReversal({ ...paid(), status: 'created' }, 3, refund('rfnd_2', 80_000), AT),
    ).toEqual({ apply: false, outcome: 'not-paid' });
    expect(
      decideReversal(paid(), 3, { ...refund('rfnd_3', 80_000), paymentId: 'pay_other' }, AT),
    ).toEqual({ apply: false, outcome: 'not-paid' });
  });
});
