import type { Payment, TokenGrant } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { paidTokensLeft } from './paid-tokens-left';

const payment = (tokens: number, status: Payment['status'], takenBack = 0): Payment =>
  ({
    tokens,
    status,
    reversals: takenBack ? [{ tokensTakenBack: takenBack }] : [],
  }) as unknown as Payment;
const grant = (tokens: number) => ({ tokens }) as TokenGrant;

describe('paidTokensLeft', () => {
  it('counts the free tokens as spent last, as a refund does', () => {
    // 3 free + 10 bought, 5 spent: 8 left, of which 5 are paid.
    expect(paidTokensLeft(8, [payment(10, 'paid')], [])).toBe(5);
    // Only free tokens left.
    expect(paidTokensLeft(2, [payment(10, 'paid')], [])).toBe(0);
    // Granted tokens are free too.
    expect(paidTokensLeft(8, [payment(10, 'paid')], [grant(2)])).toBe(3);
  });

  it('counts only paid orders, less what refunds already took back', () => {
    const payments = [payment(10, 'paid', 4), payment(25, 'failed'), payment(50, 'created')];
    expect(paidTokensLeft(13, payments, [])).toBe(6);
  });

  it('is unknown until the payments and grants have arrived', () => {
    expect(paidTokensLeft(8, undefined, [])).toBeNull();
    expect(paidTokensLeft(8, [], null)).toBeNull();
  });
});
