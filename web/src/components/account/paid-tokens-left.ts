import { LIMITS, unspentPaidTokens, type Payment, type TokenGrant } from '@thumbforge/contract';

/**
 * The account's paid tokens still unspent, counted as a refund counts them; null until the
 * payments and grants it needs have arrived.
 */
export function paidTokensLeft(
  balance: number,
  payments: readonly Payment[] | undefined,
  grants: readonly TokenGrant[] | null,
): number | null {
  if (!payments || !grants) return null;
  const purchasedLeft = payments
    .filter((payment) => payment.status === 'paid')
    .reduce(
      (sum, payment) =>
        sum +
        payment.tokens -
        payment.reversals.reduce((taken, reversal) => taken + reversal.tokensTakenBack, 0),
      0,
    );
  const freeGiven = LIMITS.freeTokens + grants.reduce((sum, grant) => sum + grant.tokens, 0);
  return unspentPaidTokens(balance, freeGiven, purchasedLeft);
}
