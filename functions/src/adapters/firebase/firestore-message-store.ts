import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { compareMessageOrder, messageDocumentSchema } from '@thumbforge/contract';
import type { z } from 'zod';
import {
  patchOf,
  type MessageRecord,
  type MessageStore,
} from '../../core/ports/message-store.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import { definedFields, readDocument, storedTime, withoutUndefined } from './firestore-data.js';
import { isAlreadyExists, runTransaction } from './firestore-transaction.js';

type MessageDoc = Omit<z.input<typeof messageDocumentSchema>, 'insertedAt'>;

/** Firestore's batch limit is 500 writes. */
const DELETE_BATCH = 400;

/** How many old messages one retention query reads at a time. */
const SCAN_PAGE = 200;

/** A message and the key that orders it among messages of the same `createdAt`. */
function readMessage(chatId: string, snapshot: DocumentSnapshot) {
  const { insertedAt, imagesExpiredAt, ...fields } = readDocument(messageDocumentSchema, snapshot);
  const message: MessageRecord = {
    id: snapshot.id,
    chatId,
    ...fields,
    ...(imagesExpiredAt ? { imagesExpiredAt } : {}),
  };
  return { message, order: { id: snapshot.id, createdAt: fields.createdAt, insertedAt } };
}

function toMessage(chatId: string, snapshot: DocumentSnapshot): MessageRecord {
  return readMessage(chatId, snapshot).message;
}

function toMessageDoc(message: MessageRecord): MessageDoc {
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
    async appendReply(message, inReplyTo) {
      return runTransaction(db, async (transaction) => {
        const messages = messagesOf(db, message.chatId);
        const [chat, answered, existing] = await Promise.all([
          transaction.get(db.collection(COLLECTIONS.chats).doc(message.chatId)),
          transaction.get(messages.doc(inReplyTo)),
          transaction.get(messages.doc(message.id)),
        ]);
        if (!chat.exists || chat.get('ownerId') !== message.ownerId || !answered.exists) {
          return 'gone';
        }
        if (existing.exists) return 'exists';
        transaction.create(messages.doc(message.id), newMessageDoc(message));
        return 'created';
      });
    },
    async get(chatId, messageId) {
      const snapshot = await messagesOf(db, chatId).doc(messageId).get();
      return snapshot.exists ? toMessage(chatId, snapshot) : null;
    },
    async update(chatId, messageId, change) {
      return runTransaction(db, async (transaction) => {
        const ref = messagesOf(db, chatId).doc(messageId);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return null;
        const current = toMessage(chatId, snapshot);
        const next: MessageRecord = { ...current, ...definedFields(patchOf(change, current)) };
        const insertedAt = snapshot.get('insertedAt') as Timestamp | undefined;
        transaction.set(ref, { ...toMessageDoc(next), ...(insertedAt ? { insertedAt } : {}) });
        return next;
      });
    },
    async listByChat(chatId) {
      const snapshot = await messagesOf(db, chatId).orderBy('createdAt').get();
      return snapshot.docs
        .map((doc) => readMessage(chatId, doc))
        .sort((a, b) => compareMessageOrder(a.order, b.order))
        .map(({ message }) => message);
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
