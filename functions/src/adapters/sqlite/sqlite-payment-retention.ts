import { UNLINKED_OWNER, type PaymentRetention } from '../../core/ports/payment-retention.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

/** The retention rules on the `payments` table. */
export function createSqlitePaymentRetention(db: SqliteDatabase): PaymentRetention {
  const unlink = db.prepare<[string, string]>(
    'UPDATE payments SET owner_id = ? WHERE owner_id = ?',
  );
  const selectOld = db.prepare<[string, number], { order_id: string }>(
    'SELECT order_id FROM payments WHERE created_at < ? ORDER BY created_at, order_id LIMIT ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM payments WHERE order_id = ?');
  const countOld = db.prepare<[string], { count: number }>(
    'SELECT COUNT(*) AS count FROM payments WHERE created_at < ?',
  );
  return {
    async unlinkOwner(ownerId) {
      return unlink.run(UNLINKED_OWNER, ownerId).changes;
    },
    async deleteCreatedBefore(cutoff, limit) {
      return db
        .transaction(() => {
          const ids = selectOld.all(cutoff.toISOString(), limit).map((row) => row.order_id);
          for (const id of ids) remove.run(id);
          return ids;
        })
        .immediate();
    },
    async countCreatedBefore(cutoff) {
      return countOld.get(cutoff.toISOString())?.count ?? 0;
    },
  };
}
