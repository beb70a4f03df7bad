import { z } from 'zod';
import { apiKeyScopeSchema } from '@thumbforge/contract';
import { Conflict } from '../../core/errors.js';
import type { ApiKeyRecord, ApiKeyStore } from '../../core/ports/api-key-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

interface ApiKeyRow {
  key_hash: string;
  id: string;
  user_id: string;
  name: string;
  scopes: string;
  created_at: string;
}

const storedScopes = z.array(apiKeyScopeSchema);

function toRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    scopes: storedScopes.parse(JSON.parse(row.scopes)),
    keyHash: row.key_hash,
    createdAt: row.created_at,
  };
}

/** The `api_keys` table; a user's keys are deleted with the user row. */
export function createSqliteApiKeyStore(db: SqliteDatabase): ApiKeyStore {
  const insert = db.prepare(
    `INSERT INTO api_keys (key_hash, id, user_id, name, scopes, created_at)
     VALUES (@keyHash, @id, @userId, @name, @scopes, @createdAt)`,
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ?',
  );
  const byHash = db.prepare<[string], ApiKeyRow>('SELECT * FROM api_keys WHERE key_hash = ?');
  const byUser = db.prepare<[string], ApiKeyRow>(
    'SELECT * FROM api_keys WHERE user_id = ? ORDER BY created_at, id',
  );
  const remove = db.prepare<[string, string]>('DELETE FROM api_keys WHERE user_id = ? AND id = ?');
  const removeAll = db.prepare<[string]>('DELETE FROM api_keys WHERE user_id = ?');
  return {
    async create(record, maxPerUser) {
      db.transaction(() => {
        if ((count.get(record.userId)?.n ?? 0) >= maxPerUser) {
          throw new Conflict('Too many API keys', `user ${record.userId} holds ${maxPerUser}`);
        }
        insert.run({ ...record, scopes: JSON.stringify(record.scopes) });
      }).immediate();
    },
    async findByHash(keyHash) {
      const row = byHash.get(keyHash);
      return row ? toRecord(row) : null;
    },
    async listByUser(userId) {
      return byUser.all(userId).map(toRecord);
    },
    async revoke(userId, id) {
      return remove.run(userId, id).changes > 0;
    },
    async deleteByUser(userId) {
      removeAll.run(userId);
    },
  };
}
