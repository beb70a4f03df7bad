import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { UNLINKED_OWNER, type PaymentRetention } from '../../core/ports/payment-retention.port.js';
import { COLLECTIONS } from './firestore-collections.js';

/** Firestore's batch limit is 500 writes. */
const BATCH = 400;

/** The retention rules on `payments/{orderId}`. */
export function createFirestorePaymentRetention(db: Firestore): PaymentRetention {
  const payments = db.collection(COLLECTIONS.payments);

  async function inBatches(query: Query, write: (ids: string[]) => Promise<void>) {
    const ids: string[] = [];
    for (;;) {
      const page = await query.limit(BATCH).select().get();
      const pageIds = page.docs.map((doc) => doc.id);
      if (pageIds.length > 0) await write(pageIds);
      ids.push(...pageIds);
      if (pageIds.length < BATCH) return ids;
    }
  }

  return {
    async unlinkOwner(ownerId) {
      const ids = await inBatches(payments.where('ownerId', '==', ownerId), async (page) => {
        const batch = db.batch();
        for (const id of page) batch.update(payments.doc(id), { ownerId: UNLINKED_OWNER });
        await batch.commit();
      });
      return ids.length;
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
