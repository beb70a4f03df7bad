import type { TokenGrant } from '@thumbforge/contract';
import type { TokenLedger } from '../ports/token-ledger.port.js';

/** The tokens support granted the user, newest first, each with the reason it was given. */
export async function listGrants(
  userId: string,
  ports: { ledger: Pick<TokenLedger, 'entries'> },
): Promise<TokenGrant[]> {
  const entries = await ports.ledger.entries(userId);
  return entries
    .filter((entry) => entry.reason === 'grant')
    .reverse()
    .map((entry) => ({
      _id: entry.key,
      tokens: entry.delta,
      reason: entry.note ?? '',
      createdAt: entry.createdAt,
    }));
}
