import { z } from 'zod';
import { apiKeyScopeSchema, type ApiKeyCallKind } from '@thumbforge/contract';
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
  last_used_at: string | null;
  thumbnails_calls: number;
  read_calls: number;
  refused_calls: number;
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
    lastUsedAt: row.last_used_at,
    calls: { thumbnails: row.thumbnails_calls, read: row.read_calls, refused: row.refused_calls },
  };
}

/** The `api_keys` table; a user's keys are deleted with the user row. */
export function createSqliteApiKeyStore(db: SqliteDatabase): ApiKeyStore {
  const insert = db.prepare(
    `INSERT INTO api_keys (key_hash, id, user_id, name, scopes, created_at, last_used_at,
       thumbnails_calls, read_calls, refused_calls)
     VALUES (@keyHash, @id, @userId, @name, @scopes, @createdAt, @lastUsedAt,
       @thumbnails, @read, @refused)`,
  );
  const count = db.prepare<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ?',
  );
  // One statement per kind: a column name cannot be a parameter.
  const callOf = (column: string) =>
    db.prepare<[string, string]>(
      `UPDATE api_keys SET ${column} = ${column} + 1, last_used_at = ? WHERE key_hash = ?`,
    );
  const countCall: Record<ApiKeyCallKind, ReturnType<typeof callOf>> = {
    thumbnails: callOf('thumbnails_calls'),
    read: callOf('read_calls'),
    refused: callOf('refused_calls'),
  };
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
        const { calls, ...fields } = record;
        insert.run({ ...fields, ...calls, scopes: JSON.stringify(record.scopes) });
      }).immediate();
    },
    async findByHash(keyHash) {
      const row = byHash.get(keyHash);
      return row ? toRecord(row) : null;
    },
    async recordCall(keyHash, kind, at) {
      return countCall[kind].run(at, keyHash).changes > 0;
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
