import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { chatDocumentSchema } from '@thumbforge/contract';
import type { z } from 'zod';
import type { ChatPatch, ChatRecord, ChatStore } from '../../core/ports/chat-store.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import { definedFields, readDocument, storedTime } from './firestore-data.js';
import { runTransaction } from './firestore-transaction.js';

function toChatDoc(chat: ChatRecord): z.input<typeof chatDocumentSchema> {
  return {
    ownerId: chat.ownerId,
    title: chat.title,
    pinned: chat.pinned,
    createdAt: storedTime(chat.createdAt),
    updatedAt: storedTime(chat.updatedAt),
  };
}

/** The fields a patch sets, as stored. */
function patchFields(patch: ChatPatch): Partial<z.input<typeof chatDocumentSchema>> {
  return { ...definedFields(patch), updatedAt: storedTime(patch.updatedAt) };
}

function toChat(snapshot: DocumentSnapshot): ChatRecord {
  return { id: snapshot.id, ...readDocument(chatDocumentSchema, snapshot) };
}

/** The chat when it exists and belongs to `ownerId`; another user's chat is as good as missing. */
function owned(snapshot: DocumentSnapshot, ownerId: string): ChatRecord | null {
  if (!snapshot.exists) return null;
  const chat = toChat(snapshot);
  return chat.ownerId === ownerId ? chat : null;
}

/**
 * Chats in `chats/{chatId}`. Changes read the chat and write it in one transaction, so the owner
 * check and the write cannot be split by another request.
 */
export function createFirestoreChatStore(db: Firestore): ChatStore {
  const chats = db.collection(COLLECTIONS.chats);

  return {
    async create(chat) {
      await chats.doc(chat.id).create(toChatDoc(chat));
    },
    async findOwned(ownerId, chatId) {
      return owned(await chats.doc(chatId).get(), ownerId);
    },
    async listByOwner(ownerId) {
      // Index: chats (ownerId ASC, createdAt DESC); ties go by document id, also descending.
      const snapshot = await chats
        .where('ownerId', '==', ownerId)
        .orderBy('createdAt', 'desc')
        .get();
      return snapshot.docs.map(toChat);
    },
    async update(ownerId, chatId, patch) {
      return runTransaction(db, async (transaction) => {
        const ref = chats.doc(chatId);
        const chat = owned(await transaction.get(ref), ownerId);
        if (!chat) return null;
        transaction.update(ref, patchFields(patch));
        return { ...chat, ...definedFields(patch) };
      });
    },
    async togglePinned(ownerId, chatId, updatedAt) {
      return runTransaction(db, async (transaction) => {
        const ref = chats.doc(chatId);
        const chat = owned(await transaction.get(ref), ownerId);
        if (!chat) return null;
        const pinned = !chat.pinned;
        transaction.update(ref, patchFields({ pinned, updatedAt }));
        return { ...chat, pinned, updatedAt };
      });
    },
    async delete(ownerId, chatId) {
      return runTransaction(db, async (transaction) => {
        const ref = chats.doc(chatId);
        if (!owned(await transaction.get(ref), ownerId)) return false;
        transaction.delete(ref);
        return true;
      });
    },
  };
}
