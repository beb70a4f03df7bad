import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { apiKeyDocumentSchema } from '@thumbforge/contract';
import { Conflict } from '../../core/errors.js';
import type { ApiKeyRecord, ApiKeyStore } from '../../core/ports/api-key-store.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import { readDocument, storedTime, storedTimeOrNull } from './firestore-data.js';
import { isNotFound, runTransaction } from './firestore-transaction.js';

type Snapshot = Parameters<typeof readDocument>[1] & { id: string };

function toRecord(snapshot: Snapshot): ApiKeyRecord {
  return { ...readDocument(apiKeyDocumentSchema, snapshot), keyHash: snapshot.id };
}

const oldestFirst = (a: ApiKeyRecord, b: ApiKeyRecord) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * `apiKeys/{keyHash}`: a request's key is one document read, and its call one write (increments,
 * no transaction, so calls made together neither contend nor retry). A user's keys are found by
 * `userId` (an automatic single-field index) and sorted here: there are at most a few.
 */
export function createFirestoreApiKeyStore(db: Firestore): ApiKeyStore {
  const keys = db.collection(COLLECTIONS.apiKeys);
  const ofUser = (userId: string) => keys.where('userId', '==', userId);
  return {
    async create({ keyHash, createdAt, lastUsedAt, ...fields }, maxPerUser) {
      await runTransaction(db, async (transaction) => {
        const held = await transaction.get(ofUser(fields.userId));
        if (held.size >= maxPerUser) {
          throw new Conflict('Too many API keys', `user ${fields.userId} holds ${maxPerUser}`);
        }
        transaction.create(keys.doc(keyHash), {
          ...fields,
          createdAt: storedTime(createdAt),
          lastUsedAt: storedTimeOrNull(lastUsedAt),
        });
      });
    },
    async findByHash(keyHash) {
      const snapshot = await keys.doc(keyHash).get();
      return snapshot.exists ? toRecord(snapshot) : null;
    },
    async recordCall(keyHash, kind, at) {
      try {
        await keys
          .doc(keyHash)
          .update({ [`calls.${kind}`]: FieldValue.increment(1), lastUsedAt: storedTime(at) });
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async listByUser(userId) {
      const snapshot = await ofUser(userId).get();
      return snapshot.docs.map(toRecord).sort(oldestFirst);
    },
    async revoke(userId, id) {
      const snapshot = await ofUser(userId).where('id', '==', id).get();
      await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
      return !snapshot.empty;
    },
    async deleteByUser(userId) {
      const snapshot = await ofUser(userId).get();
      await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
    },
  };
}
