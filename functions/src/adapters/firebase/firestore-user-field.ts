import type { Firestore } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { NotFound } from '../../core/errors.js';
import { readDocument } from './firestore-data.js';
import { userDoc } from './firestore-ledger.js';
import { runTransaction } from './firestore-transaction.js';

/**
 * One field of `users/{uid}` (preferences, the brand kit), changed in one transaction: the
 * current value read through the field's `schema`, the change's result checked by it before it
 * is written. `change` is pure: a transaction may run it more than once.
 * An unknown user is `NotFound`, named by `what`.
 */
export function updateUserField<T>(
  db: Firestore,
  userId: string,
  field: string,
  schema: z.ZodType<T>,
  change: (current: T) => T,
  what: string,
): Promise<T> {
  return runTransaction(db, async (transaction) => {
    const ref = userDoc(db, userId);
    const user = await transaction.get(ref);
    if (!user.exists) throw new NotFound('User not found', `${what} of unknown user ${userId}`);
    // A field absent from older documents reads as null.
    const current = readDocument(schema, { ref, data: () => user.get(field) ?? null });
    const next = schema.parse(change(current));
    transaction.update(ref, { [field]: next });
    return next;
  });
}
