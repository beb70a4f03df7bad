import type { Firestore } from 'firebase-admin/firestore';
import { preferencesSchema } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type { PreferenceStore } from '../../core/ports/preference-store.port.js';
import { userDoc } from './firestore-ledger.js';
import { runTransaction } from './firestore-transaction.js';

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
        const current = preferencesSchema.parse(user.get('preferences'));
        const next = preferencesSchema.parse(change(current));
        transaction.update(ref, { preferences: next });
        return next;
      });
    },
  };
}
