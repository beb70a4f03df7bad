import { billingDetailsSchema } from '@thumbforge/contract';
import { unlinkedBilling } from '../../core/payments/unlinked-billing.js';
import { UNLINKED_OWNER, type PaymentRetention } from '../../core/ports/payment-retention.port.js';
import type { SqliteDatabase } from './sqlite-database.js';

/** The retention rules on the `payments` table. */
export function createSqlitePaymentRetention(db: SqliteDatabase): PaymentRetention {
  const owned = db.prepare<[string], { order_id: string; billing: string | null }>(
    'SELECT order_id, billing FROM payments WHERE owner_id = ?',
  );
  const unlink = db.prepare<[string, string | null, string]>(
    'UPDATE payments SET owner_id = ?, billing = ? WHERE order_id = ?',
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
      return db
        .transaction(() => {
          const rows = owned.all(ownerId);
          for (const row of rows) {
            const billing = row.billing
              ? unlinkedBilling(billingDetailsSchema.parse(JSON.parse(row.billing)))
              : null;
            unlink.run(UNLINKED_OWNER, billing && JSON.stringify(billing), row.order_id);
          }
          return rows.length;
        })
        .immediate();
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
