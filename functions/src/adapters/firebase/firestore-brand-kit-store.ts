import type { Firestore } from 'firebase-admin/firestore';
import { brandKitSchema } from '@thumbforge/contract';
import type { BrandKitStore } from '../../core/ports/brand-kit-store.port.js';
import { updateUserField } from './firestore-user-field.js';

const storedKit = brandKitSchema.nullable();

/** The kit is the `brandKit` map of `users/{uid}` (absent or null without one). */
export function createFirestoreBrandKitStore(db: Firestore): BrandKitStore {
  return {
    update: (userId, change) =>
      updateUserField(db, userId, 'brandKit', storedKit, change, 'brand kit'),
  };
}
