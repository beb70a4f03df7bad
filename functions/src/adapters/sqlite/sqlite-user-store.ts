import { brandKitSchema, EMPTY_PREFERENCES, preferencesSchema } from '@thumbforge/contract';
import type { UserRecord, UserStore } from '../../core/ports/user-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { writeLedgerEntry } from './sqlite-token-ledger.js';

interface UserRow {
  id: string;
  token_balance: number;
  full_name: string;
  first_name: string;
  email_addresses: string;
  preferences: string;
  brand_kit: string | null;
  created_at: string;
  closed_at: string | null;
  links_valid_from: string | null;
}

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    tokenBalance: row.token_balance,
    fullName: row.full_name,
    firstName: row.first_name,
    emailAddresses: JSON.parse(row.email_addresses) as string[],
    preferences: preferencesSchema.parse(JSON.parse(row.preferences)),
    ...(row.brand_kit === null
      ? {}
      : { brandKit: brandKitSchema.parse(JSON.parse(row.brand_kit)) }),
    createdAt: row.created_at,
    closedAt: row.closed_at,
    ...(row.links_valid_from === null ? {} : { linksValidFrom: row.links_valid_from }),
  };
}

export function createSqliteUserStore(
  db: SqliteDatabase,
  now: () => Date = () => new Date(),
): UserStore {
  const select = db.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?');
  const insertIfAbsent = db.prepare(
    `INSERT OR IGNORE INTO users
       (id, token_balance, full_name, first_name, email_addresses, preferences, created_at)
     VALUES (@id, 0, @full_name, @first_name, @email_addresses, @preferences, @created_at)`,
  );

  return {
    async get(userId) {
      const row = select.get(userId);
      return row ? toUser(row) : null;
    },
    async findByEmail(email) {
      return db
        .prepare<[string], UserRow>(
          `SELECT * FROM users WHERE EXISTS
             (SELECT 1 FROM json_each(users.email_addresses) WHERE lower(value) = lower(?))
           ORDER BY created_at, id`,
        )
        .all(email.trim())
        .map(toUser);
    },
    async createWithOpeningEntry(userId, profile, opening) {
      const create = db.transaction(() => {
        const at = now();
        const { changes } = insertIfAbsent.run({
          id: userId,
          full_name: profile.fullName,
          first_name: profile.firstName,
          email_addresses: JSON.stringify(profile.emailAddresses),
          preferences: JSON.stringify(EMPTY_PREFERENCES),
          created_at: at.toISOString(),
        });
        if (changes === 1) writeLedgerEntry(db, userId, opening, at);
        const row = select.get(userId);
        if (!row) throw new Error(`user ${userId} vanished inside its creating transaction`);
        return { user: toUser(row), created: changes === 1 };
      });
      return create.immediate();
    },
    async setClosedAt(userId, closedAt) {
      db.prepare('UPDATE users SET closed_at = ? WHERE id = ?').run(closedAt, userId);
      const row = select.get(userId);
      return row ? toUser(row) : null;
    },
    async reopen(userId, linksValidFrom) {
      db.prepare('UPDATE users SET closed_at = NULL, links_valid_from = ? WHERE id = ?').run(
        linksValidFrom,
        userId,
      );
      const row = select.get(userId);
      return row ? toUser(row) : null;
    },
    async listClosedBefore(cutoff, limit) {
      return db
        .prepare<[string, number], UserRow>(
          `SELECT * FROM users WHERE closed_at IS NOT NULL AND closed_at < ?
           ORDER BY closed_at, id LIMIT ?`,
        )
        .all(cutoff.toISOString(), limit)
        .map(toUser);
    },
    async delete(userId) {
      // The ledger goes with it (ON DELETE CASCADE); the preferences are a column.
      db.prepare('DELETE FROM users WHERE id = ?').run(userId);
    },
  };
}
