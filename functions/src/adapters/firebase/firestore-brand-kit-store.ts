import type { Firestore } from 'firebase-admin/firestore';
import { brandKitSchema, userDocumentSchema } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type { BrandKitStore } from '../../core/ports/brand-kit-store.port.js';
import { readDocument } from './firestore-data.js';
import { userDoc } from './firestore-ledger.js';
import { runTransaction } from './firestore-transaction.js';

const brandKitOnly = userDocumentSchema.pick({ brandKit: true });
const storedKit = brandKitSchema.nullable();

/** The kit is the `brandKit` map of `users/{uid}`, changed in one transaction. */
export function createFirestoreBrandKitStore(db: Firestore): BrandKitStore {
  return {
    async update(userId, change) {
      return runTransaction(db, async (transaction) => {
        const ref = userDoc(db, userId);
        const user = await transaction.get(ref);
        if (!user.exists) {
          throw new NotFound('User not found', `brand kit of unknown user ${userId}`);
        }
        const { brandKit } = readDocument(brandKitOnly, user);
        const next = storedKit.parse(change(brandKit ?? null));
        transaction.update(ref, { brandKit: next });
        return next;
      });
    },
  };
}
