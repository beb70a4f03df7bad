import type { Firestore } from 'firebase-admin/firestore';
import { preferencesSchema } from '@thumbforge/contract';
import type { PreferenceStore } from '../../core/ports/preference-store.port.js';
import { updateUserField } from './firestore-user-field.js';

/** Preferences are the `preferences` map of `users/{uid}`, changed in one transaction. */
export function createFirestorePreferenceStore(db: Firestore): PreferenceStore {
  return {
    update: (userId, change) =>
      updateUserField(db, userId, 'preferences', preferencesSchema, change, 'preferences'),
  };
}
