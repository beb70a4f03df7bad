import type { LedgerTotal, TokenLedger } from '../ports/token-ledger.port.js';

interface BalanceCheck {
  users: number;
  /** Users whose stored balance is not the sum of their ledger (or who have no user document). */
  drift: LedgerTotal[];
}

/** Every balance must be the sum of its ledger; reports the ones that are not and changes nothing. */
export async function checkBalances(ledger: Pick<TokenLedger, 'totals'>): Promise<BalanceCheck> {
  const totals = await ledger.totals();
  return {
    users: totals.length,
    drift: totals.filter((total) => total.tokenBalance !== total.ledgerSum),
  };
}
