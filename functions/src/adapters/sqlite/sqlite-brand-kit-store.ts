import { brandKitSchema } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type { BrandKitStore } from '../../core/ports/brand-kit-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

const storedKit = brandKitSchema.nullable();

/** The kit lives on the user row, as JSON, like the `users/{uid}.brandKit` map. */
export function createSqliteBrandKitStore(db: SqliteDatabase): BrandKitStore {
  const select = db.prepare<[string], { brand_kit: string | null }>(
    'SELECT brand_kit FROM users WHERE id = ?',
  );
  const write = db.prepare<[string | null, string]>('UPDATE users SET brand_kit = ? WHERE id = ?');
  return {
    async update(userId, change) {
      return db
        .transaction(() => {
          const row = select.get(userId);
          if (!row) throw new NotFound('User not found', `brand kit of unknown user ${userId}`);
          const current =
            row.brand_kit === null ? null : storedKit.parse(JSON.parse(row.brand_kit));
          const next = storedKit.parse(change(current));
          write.run(next === null ? null : JSON.stringify(next), userId);
          return next;
        })
        .immediate();
    },
  };
}
