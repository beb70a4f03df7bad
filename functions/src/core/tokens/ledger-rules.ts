import { MESSAGES } from '@thumbforge/contract';
import { Conflict, InsufficientTokens, NotFound } from '../errors.js';
import type { LedgerEntry, LedgerWrite } from '../ports/token-ledger.port.js';

/** Checked before any transaction starts: a bad delta is a bug, not a request to retry. */
export function assertLedgerDelta(write: LedgerWrite): void {
  if (!Number.isInteger(write.delta) || write.delta === 0) {
    throw new RangeError(`A ledger delta must be a non-zero integer, got ${write.delta}`);
  }
}

/** What a store read in its transaction before one ledger write. */
interface LedgerReading {
  userId: string;
  /** The user's stored balance; null when the user does not exist. */
  balance: number | null;
  /** The entry already written under `write.key`, if any. */
  existing: LedgerEntry | null;
  write: LedgerWrite;
  at: Date;
}

/** The entry to write (`applied`), or the earlier entry under the same key, returned unchanged. */
interface LedgerDecision {
  applied: boolean;
  entry: LedgerEntry;
}

/**
 * The ledger's rules, the same for every database: a key applies once (reused with other
 * details it is a `Conflict`), an unknown user is `NotFound`, and no write takes a balance
 * below 0. The store reads, this decides, the store writes `entry` and `entry.balanceAfter`.
 */
export function decideLedgerWrite({
  userId,
  balance,
  existing,
  write,
  at,
}: LedgerReading): LedgerDecision {
  assertLedgerDelta(write);
  const ref = write.ref ?? null;
  if (existing) {
    if (
      existing.delta !== write.delta ||
      existing.reason !== write.reason ||
      existing.ref !== ref
    ) {
      throw new Conflict(
        'This request was already made with different details',
        `ledger key ${write.key} reused with other parameters`,
      );
    }
    return { applied: false, entry: existing };
  }
  if (balance === null) {
    throw new NotFound('User not found', `ledger write for unknown user ${userId}`);
  }
  const balanceAfter = balance + write.delta;
  if (balanceAfter < 0) throw new InsufficientTokens(MESSAGES.notEnoughTokens);
  return {
    applied: true,
    entry: {
      userId,
      key: write.key,
      delta: write.delta,
      reason: write.reason,
      ref,
      note: write.note ?? null,
      balanceAfter,
      createdAt: at.toISOString(),
    },
  };
}
