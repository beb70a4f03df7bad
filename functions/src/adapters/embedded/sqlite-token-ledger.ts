import { MESSAGES } from '@thumbforge/contract';
import { Conflict, InsufficientTokens, NotFound } from '../../core/errors.js';
import type {
  LedgerEntry,
  LedgerReason,
  LedgerResult,
  LedgerWrite,
  TokenLedger,
} from '../../core/ports/token-ledger.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

interface LedgerRow {
  user_id: string;
  key: string;
  delta: number;
  reason: LedgerReason;
  ref: string | null;
  note: string | null;
  balance_after: number;
  created_at: string;
}

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    userId: row.user_id,
    key: row.key,
    delta: row.delta,
    reason: row.reason,
    ref: row.ref,
    note: row.note,
    balanceAfter: row.balance_after,
    createdAt: row.created_at,
  };
}

/**
 * Writes one ledger entry and the new balance. Must run inside a transaction: the caller decides
 * its boundary so user creation and the opening grant can commit together.
 */
export function writeLedgerEntry(
  db: SqliteDatabase,
  userId: string,
  write: LedgerWrite,
  now: Date,
): LedgerResult {
  if (!Number.isInteger(write.delta) || write.delta === 0) {
    throw new RangeError(`A ledger delta must be a non-zero integer, got ${write.delta}`);
  }
  const ref = write.ref ?? null;
  const existing = db
    .prepare<[string, string], LedgerRow>('SELECT * FROM ledger WHERE user_id = ? AND key = ?')
    .get(userId, write.key);
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
    return { entry: toEntry(existing), applied: false };
  }

  const user = db
    .prepare<[string], { token_balance: number }>('SELECT token_balance FROM users WHERE id = ?')
    .get(userId);
  if (!user) throw new NotFound('User not found', `ledger write for unknown user ${userId}`);
  const balanceAfter = user.token_balance + write.delta;
  if (balanceAfter < 0) throw new InsufficientTokens(MESSAGES.notEnoughTokens);

  const row: LedgerRow = {
    user_id: userId,
    key: write.key,
    delta: write.delta,
    reason: write.reason,
    ref,
    note: write.note ?? null,
    balance_after: balanceAfter,
    created_at: now.toISOString(),
  };
  db.prepare(
    `INSERT INTO ledger (user_id, key, delta, reason, ref, note, balance_after, created_at)
     VALUES (@user_id, @key, @delta, @reason, @ref, @note, @balance_after, @created_at)`,
  ).run(row);
  db.prepare('UPDATE users SET token_balance = ? WHERE id = ?').run(balanceAfter, userId);
  return { entry: toEntry(row), applied: true };
}

export function createSqliteTokenLedger(
  db: SqliteDatabase,
  now: () => Date = () => new Date(),
): TokenLedger {
  return {
    async apply(userId, write) {
      // IMMEDIATE takes the write lock up front, so a second process cannot slip in between the
      // balance read and the write.
      return db.transaction(() => writeLedgerEntry(db, userId, write, now())).immediate();
    },
    async balance(userId) {
      const user = db
        .prepare<[string], { token_balance: number }>(
          'SELECT token_balance FROM users WHERE id = ?',
        )
        .get(userId);
      if (!user) throw new NotFound('User not found', `balance of unknown user ${userId}`);
      return user.token_balance;
    },
    async entries(userId) {
      return db
        .prepare<[string], LedgerRow>(
          'SELECT * FROM ledger WHERE user_id = ? ORDER BY created_at, rowid',
        )
        .all(userId)
        .map(toEntry);
    },
    async totals() {
      return db
        .prepare<
          [],
          { user_id: string; token_balance: number; ledger_sum: number; entries: number }
        >(
          `SELECT users.id AS user_id, users.token_balance,
             COALESCE(SUM(ledger.delta), 0) AS ledger_sum, COUNT(ledger.key) AS entries
           FROM users LEFT JOIN ledger ON ledger.user_id = users.id
           GROUP BY users.id ORDER BY users.id`,
        )
        .all()
        .map((row) => ({
          userId: row.user_id,
          tokenBalance: row.token_balance,
          ledgerSum: row.ledger_sum,
          entries: row.entries,
        }));
    },
  };
}
