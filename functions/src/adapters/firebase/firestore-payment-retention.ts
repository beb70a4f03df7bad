import {
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { billingDetailsSchema } from '@thumbforge/contract';
import { unlinkedBilling } from '../../core/payments/unlinked-billing.js';
import { UNLINKED_OWNER, type PaymentRetention } from '../../core/ports/payment-retention.port.js';
import { COLLECTIONS } from './firestore-collections.js';

/** Firestore's batch limit is 500 writes. */
const BATCH = 400;

/** The retention rules on `payments/{orderId}`. */
export function createFirestorePaymentRetention(db: Firestore): PaymentRetention {
  const payments = db.collection(COLLECTIONS.payments);

  async function inBatches(query: Query, write: (docs: QueryDocumentSnapshot[]) => Promise<void>) {
    let count = 0;
    for (;;) {
      const page = await query.limit(BATCH).select('billing').get();
      if (page.docs.length > 0) await write(page.docs);
      count += page.docs.length;
      if (page.docs.length < BATCH) return count;
    }
  }

  return {
    async unlinkOwner(ownerId) {
      return inBatches(payments.where('ownerId', '==', ownerId), async (page) => {
        const batch = db.batch();
        for (const doc of page) {
          const stored = billingDetailsSchema.nullable().safeParse(doc.get('billing') ?? null);
          batch.update(doc.ref, {
            ownerId: UNLINKED_OWNER,
            billing: unlinkedBilling(stored.success ? stored.data : null),
          });
        }
        await batch.commit();
      });
    },
    async deleteCreatedBefore(cutoff, limit) {
      const snapshot = await payments
        .where('createdAt', '<', Timestamp.fromDate(cutoff))
        .orderBy('createdAt')
        .limit(limit)
        .select()
        .get();
      const batch = db.batch();
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
      return snapshot.docs.map((doc) => doc.id);
    },
    async countCreatedBefore(cutoff) {
      const counted = await payments
        .where('createdAt', '<', Timestamp.fromDate(cutoff))
        .count()
        .get();
      return counted.data().count;
    },
  };
}
