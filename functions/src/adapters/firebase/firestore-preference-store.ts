import type { Firestore } from 'firebase-admin/firestore';
import { preferencesSchema, userDocumentSchema } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type { PreferenceStore } from '../../core/ports/preference-store.port.js';
import { readDocument } from './firestore-data.js';
import { userDoc } from './firestore-ledger.js';
import { runTransaction } from './firestore-transaction.js';

const preferencesOnly = userDocumentSchema.pick({ preferences: true });

/** Preferences are the `preferences` map of `users/{uid}`, changed in one transaction. */
export function createFirestorePreferenceStore(db: Firestore): PreferenceStore {
  return {
    async update(userId, change) {
      return runTransaction(db, async (transaction) => {
        const ref = userDoc(db, userId);
        const user = await transaction.get(ref);
        if (!user.exists) {
          throw new NotFound('User not found', `preferences of unknown user ${userId}`);
        }
        const { preferences: current } = readDocument(preferencesOnly, user);
        const next = preferencesSchema.parse(change(current));
        transaction.update(ref, { preferences: next });
        return next;
      });
    },
  };
}
