import { describe, expect, it } from 'vitest';
import { reversalTotals } from './payment-reversals.js';

const at = '2026-03-02T10:00:00.000Z';

describe('reversalTotals', () => {
  it('adds up refunds and disputes, never past the amount paid', () => {
    expect(reversalTotals({ amount: 800, reversals: [] })).toEqual({
      amount: 0,
      tokensTakenBack: 0,
      disputed: false,
      full: false,
    });
    expect(
      reversalTotals({
        amount: 800,
        reversals: [
          {
            id: 'rfnd_1',
            kind: 'refund',
            amount: 266.67,
            tokensTakenBack: 3,
            at,
            creditNote: null,
          },
          {
            id: 'rfnd_2',
            kind: 'refund',
            amount: 266.67,
            tokensTakenBack: 3,
            at,
            creditNote: null,
          },
        ],
      }),
    ).toEqual({ amount: 533.34, tokensTakenBack: 6, disputed: false, full: false });
    expect(
      reversalTotals({
        amount: 800,
        reversals: [
          { id: 'disp_1', kind: 'dispute', amount: 800, tokensTakenBack: 10, at, creditNote: null },
          { id: 'rfnd_1', kind: 'refund', amount: 800, tokensTakenBack: 0, at, creditNote: null },
        ],
      }),
    ).toEqual({ amount: 800, tokensTakenBack: 10, disputed: true, full: true });
  });
});
