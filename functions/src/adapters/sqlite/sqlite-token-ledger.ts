import { NotFound } from '../../core/errors.js';
import type {
  LedgerEntry,
  LedgerReason,
  LedgerResult,
  LedgerWrite,
  TokenLedger,
} from '../../core/ports/token-ledger.port.js';
import { decideLedgerWrite } from '../../core/tokens/ledger-rules.js';
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

/** The entry written under `key`, or null. */
export function readLedgerEntry(
  db: SqliteDatabase,
  userId: string,
  key: string,
): LedgerEntry | null {
  const row = db
    .prepare<[string, string], LedgerRow>('SELECT * FROM ledger WHERE user_id = ? AND key = ?')
    .get(userId, key);
  return row ? toEntry(row) : null;
}

/**
 * Reads the key and the balance, lets the core's `decideLedgerWrite` decide, and writes the entry
 * and the new balance. Must run inside a transaction: the caller decides its boundary so user
 * creation and the opening grant can commit together.
 */
export function writeLedgerEntry(
  db: SqliteDatabase,
  userId: string,
  write: LedgerWrite,
  now: Date,
): LedgerResult {
  const existing = readLedgerEntry(db, userId, write.key);
  const user = db
    .prepare<[string], { token_balance: number }>('SELECT token_balance FROM users WHERE id = ?')
    .get(userId);
  const decision = decideLedgerWrite({
    userId,
    balance: user ? user.token_balance : null,
    existing,
    write,
    at: now,
  });
  if (!decision.applied) return { entry: decision.entry, applied: false };
  const { entry } = decision;
  db.prepare(
    `INSERT INTO ledger (user_id, key, delta, reason, ref, note, balance_after, created_at)
     VALUES (@userId, @key, @delta, @reason, @ref, @note, @balanceAfter, @createdAt)`,
  ).run(entry);
  db.prepare('UPDATE users SET token_balance = ? WHERE id = ?').run(entry.balanceAfter, userId);
  return { entry, applied: true };
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
