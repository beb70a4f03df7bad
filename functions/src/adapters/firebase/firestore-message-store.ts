import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import { messageMetaSchema } from '@thumbforge/contract';
import type {
  MessageImage,
  MessageRecord,
  MessageStore,
} from '../../core/ports/message-store.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import { definedFields, isoTime, storedTime, withoutUndefined } from './firestore-data.js';
import { isAlreadyExists, runTransaction } from './firestore-transaction.js';

/** `chats/{chatId}/messages/{id}`; `ownerId` is there for the security rules. */
export type MessageDoc = Omit<MessageRecord, 'id' | 'chatId' | 'createdAt' | 'imagesExpiredAt'> & {
  createdAt: Timestamp;
  imagesExpiredAt?: Timestamp;
};

/** Stored images keep every field they were written with; `url` and `path` must be there. */
const storedImagesSchema = z.array(z.looseObject({ url: z.string(), path: z.string() }));

/** Firestore's batch limit is 500 writes. */
const DELETE_BATCH = 400;

/** How many old messages one retention query reads at a time. */
const SCAN_PAGE = 200;

function toMessage(chatId: string, snapshot: DocumentSnapshot): MessageRecord {
  const data = snapshot.data() as MessageDoc;
  return {
    id: snapshot.id,
    chatId,
    ownerId: data.ownerId,
    role: data.role,
    text: data.text,
    images: storedImagesSchema.parse(data.images) as MessageImage[],
    status: data.status,
    meta: messageMetaSchema.parse(data.meta),
    createdAt: isoTime(data.createdAt),
    ...(data.imagesExpiredAt ? { imagesExpiredAt: isoTime(data.imagesExpiredAt) } : {}),
  };
}

export function toMessageDoc(message: MessageRecord): MessageDoc {
  return withoutUndefined({
    ownerId: message.ownerId,
    role: message.role,
    text: message.text,
    images: message.images,
    status: message.status,
    meta: message.meta,
    createdAt: storedTime(message.createdAt),
    imagesExpiredAt: message.imagesExpiredAt ? storedTime(message.imagesExpiredAt) : undefined,
  });
}

/**
 * A new message's document: `insertedAt`, the commit's server time, orders messages that share a
 * `createdAt` as they were written (the document id alone would order them at random).
 */
export function newMessageDoc(message: MessageRecord): MessageDoc & { insertedAt: FieldValue } {
  return { ...toMessageDoc(message), insertedAt: FieldValue.serverTimestamp() };
}

/** Oldest first; equal `createdAt` by `insertedAt`, then (documents written before it) by id. */
function byCreation(a: DocumentSnapshot, b: DocumentSnapshot): number {
  const created = (a.get('createdAt') as Timestamp).valueOf();
  const createdB = (b.get('createdAt') as Timestamp).valueOf();
  if (created !== createdB) return created < createdB ? -1 : 1;
  const inserted = (a.get('insertedAt') as Timestamp | undefined)?.valueOf() ?? '';
  const insertedB = (b.get('insertedAt') as Timestamp | undefined)?.valueOf() ?? '';
  if (inserted !== insertedB) return inserted < insertedB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function messagesOf(db: Firestore, chatId: string): CollectionReference {
  return db.collection(COLLECTIONS.chats).doc(chatId).collection(COLLECTIONS.messages);
}

/** Messages in each chat's `messages` subcollection. */
export function createFirestoreMessageStore(db: Firestore): MessageStore {
  return {
    async append(message) {
      try {
        await messagesOf(db, message.chatId).doc(message.id).create(newMessageDoc(message));
        return 'created';
      } catch (error) {
        if (isAlreadyExists(error)) return 'exists';
        throw error;
      }
    },
    async get(chatId, messageId) {
      const snapshot = await messagesOf(db, chatId).doc(messageId).get();
      return snapshot.exists ? toMessage(chatId, snapshot) : null;
    },
    async update(chatId, messageId, patch) {
      return runTransaction(db, async (transaction) => {
        const ref = messagesOf(db, chatId).doc(messageId);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return null;
        const next: MessageRecord = {
          ...toMessage(chatId, snapshot),
          ...definedFields(patch),
        };
        const insertedAt = snapshot.get('insertedAt') as Timestamp | undefined;
        transaction.set(ref, { ...toMessageDoc(next), ...(insertedAt ? { insertedAt } : {}) });
        return next;
      });
    },
    async listByChat(chatId) {
      const snapshot = await messagesOf(db, chatId).orderBy('createdAt').get();
      return [...snapshot.docs].sort(byCreation).map((doc) => toMessage(chatId, doc));
    },
    async deleteByChat(chatId) {
      const refs = (await messagesOf(db, chatId).select().get()).docs.map((doc) => doc.ref);
      for (let start = 0; start < refs.length; start += DELETE_BATCH) {
        const batch = db.batch();
        for (const ref of refs.slice(start, start + DELETE_BATCH)) batch.delete(ref);
        await batch.commit();
      }
      return refs.length;
    },
    async listWithImagesBefore(cutoff, limit) {
      // Every chat's messages at once (field override: messages.createdAt, collection group).
      // Firestore cannot filter on an empty array, so text-only messages are read and skipped.
      const found: MessageRecord[] = [];
      let query = db
        .collectionGroup(COLLECTIONS.messages)
        .where('createdAt', '<', Timestamp.fromDate(cutoff))
        .orderBy('createdAt')
        .limit(SCAN_PAGE);
      for (;;) {
        const page = await query.get();
        for (const doc of page.docs) {
          const chatId = doc.ref.parent.parent?.id;
          if (!chatId) continue;
          const message = toMessage(chatId, doc);
          if (message.images.length > 0) found.push(message);
          if (found.length === limit) return found;
        }
        const last = page.docs.at(-1);
        if (!last || page.docs.length < SCAN_PAGE) return found;
        query = query.startAfter(last);
      }
    },
  };
}
