import type {
  LocalAccount,
  LocalAccountStore,
  LocalSession,
} from '../../core/ports/local-account-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  created_at: string;
}

interface SessionRow {
  id: string;
  secret_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
}

function toAccount(row: AccountRow): LocalAccount {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: row.created_at,
  };
}

function toSession(row: SessionRow): LocalSession {
  return {
    id: row.id,
    secretHash: row.secret_hash,
    accountId: row.account_id,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

export function createSqliteLocalAccountStore(db: SqliteDatabase): LocalAccountStore {
  return {
    async createAccount(account) {
      const { changes } = db
        .prepare(
          `INSERT OR IGNORE INTO local_accounts
             (id, email, password_hash, first_name, last_name, created_at)
           VALUES (@id, @email, @passwordHash, @firstName, @lastName, @createdAt)`,
        )
        .run(account);
      return changes === 1 ? 'created' : 'email-taken';
    },
    async findAccountByEmail(email) {
      const row = db
        .prepare<[string], AccountRow>('SELECT * FROM local_accounts WHERE email = ?')
        .get(email);
      return row ? toAccount(row) : null;
    },
    async findAccountById(id) {
      const row = db
        .prepare<[string], AccountRow>('SELECT * FROM local_accounts WHERE id = ?')
        .get(id);
      return row ? toAccount(row) : null;
    },
    async createSession(session) {
      db.prepare(
        `INSERT INTO local_sessions (secret_hash, id, account_id, created_at, expires_at)
         VALUES (@secretHash, @id, @accountId, @createdAt, @expiresAt)`,
      ).run(session);
    },
    async findLiveSession(secretHash, now) {
      const row = db
        .prepare<[string, string], SessionRow>(
          `SELECT * FROM local_sessions
           WHERE secret_hash = ? AND ended_at IS NULL AND expires_at > ?`,
        )
        .get(secretHash, now.toISOString());
      return row ? toSession(row) : null;
    },
    async isSessionLive(sessionId, now) {
      const row = db
        .prepare<[string, string], { id: string }>(
          `SELECT id FROM local_sessions WHERE id = ? AND ended_at IS NULL AND expires_at > ?`,
        )
        .get(sessionId, now.toISOString());
      return row !== undefined;
    },
    async endSession(secretHash, now) {
      db.prepare(
        'UPDATE local_sessions SET ended_at = ? WHERE secret_hash = ? AND ended_at IS NULL',
      ).run(now.toISOString(), secretHash);
    },
    async createPasswordReset(reset) {
      db.prepare(
        `INSERT INTO local_password_resets (token_hash, account_id, created_at, expires_at)
         VALUES (@tokenHash, @accountId, @createdAt, @expiresAt)`,
      ).run(reset);
    },
    async redeemPasswordReset(tokenHash, passwordHash, now) {
      const at = now.toISOString();
      return db.transaction(() => {
        const used = db
          .prepare<[string, string, string], { account_id: string }>(
            `UPDATE local_password_resets SET used_at = ?
             WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
             RETURNING account_id`,
          )
          .get(at, tokenHash, at);
        if (!used) return null;
        // The other links issued for the account die with this one: a reset is single-use as a set.
        db.prepare(
          'UPDATE local_password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL',
        ).run(at, used.account_id);
        db.prepare('UPDATE local_accounts SET password_hash = ? WHERE id = ?').run(
          passwordHash,
          used.account_id,
        );
        db.prepare(
          'UPDATE local_sessions SET ended_at = ? WHERE account_id = ? AND ended_at IS NULL',
        ).run(at, used.account_id);
        return used.account_id;
      })();
    },
    async deleteAccount(id) {
      // Its sessions go with it (ON DELETE CASCADE).
      db.prepare('DELETE FROM local_accounts WHERE id = ?').run(id);
    },
  };
}
