import { preferencesSchema } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type { PreferenceStore } from '../../core/ports/preference-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

/** Preferences live on the user row, as JSON, like the `users/{uid}.preferences` map. */
export function createSqlitePreferenceStore(db: SqliteDatabase): PreferenceStore {
  const select = db.prepare<[string], { preferences: string }>(
    'SELECT preferences FROM users WHERE id = ?',
  );
  const write = db.prepare<[string, string]>('UPDATE users SET preferences = ? WHERE id = ?');
  return {
    async update(userId, change) {
      return db
        .transaction(() => {
          const row = select.get(userId);
          if (!row) throw new NotFound('User not found', `preferences of unknown user ${userId}`);
          const next = preferencesSchema.parse(
            change(preferencesSchema.parse(JSON.parse(row.preferences))),
          );
          write.run(JSON.stringify(next), userId);
          return next;
        })
        .immediate();
    },
  };
}
