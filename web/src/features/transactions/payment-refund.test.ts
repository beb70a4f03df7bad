import { describe, expect, it } from 'vitest';
import { paymentRefundView } from './payment-refund';

const at = '2025-08-06T12:00:00.000Z';

describe('paymentRefundView', () => {
  it('shows nothing for a payment none of whose money went back', () => {
    expect(paymentRefundView({ amount: 800, reversals: [] })).toBeNull();
  });

  it('calls a full refund Refunded and a part of one Partly refunded, with each amount and the tokens taken back', () => {
    const full = {
      id: 'rfnd_1',
      kind: 'refund' as const,
      amount: 800,
      tokensTakenBack: 10,
      at,
      creditNote: null,
    };
    expect(paymentRefundView({ amount: 800, reversals: [full] })).toEqual({
      label: 'Refunded',
      lines: [
        {
          id: 'rfnd_1',
          text: 'Refunded ₹800 on Aug 06, 2025 · 10 tokens taken back',
          creditNote: null,
        },
      ],
    });
    const part = { ...full, amount: 466.67, tokensTakenBack: 1 };
    expect(paymentRefundView({ amount: 800, reversals: [part] })).toEqual({
      label: 'Partly refunded',
      lines: [
        {
          id: 'rfnd_1',
          text: 'Refunded ₹466.67 on Aug 06, 2025 · 1 token taken back',
          creditNote: null,
        },
      ],
    });
  });

  it('calls a disputed payment Disputed, whatever else was refunded', () => {
    const view = paymentRefundView({
      amount: 800,
      reversals: [
        { id: 'rfnd_1', kind: 'refund', amount: 400, tokensTakenBack: 5, at, creditNote: null },
        { id: 'disp_1', kind: 'dispute', amount: 400, tokensTakenBack: 0, at, creditNote: null },
      ],
    });
    expect(view?.label).toBe('Disputed');
    expect(view?.lines[1]?.text).toBe('Disputed ₹400 on Aug 06, 2025 · 0 tokens taken back');
  });

  it('names the credit note a reversal of a tax invoice was issued', () => {
    const view = paymentRefundView({
      amount: 800,
      reversals: [
        {
          id: 'rfnd_1',
          kind: 'refund',
          amount: 320,
          tokensTakenBack: 4,
          at,
          creditNote: { number: 'CN/25-26/000007', amount: 320 },
        },
      ],
    });
    expect(view?.lines[0]?.creditNote).toBe('CN/25-26/000007');
  });
});
