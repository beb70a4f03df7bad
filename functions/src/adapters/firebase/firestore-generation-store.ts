import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { MESSAGES } from '@thumbforge/contract';
import { Conflict, NotFound } from '../../core/errors.js';
import type {
  GenerationStore,
  Reservation,
  SettleRequest,
} from '../../core/ports/generation-store.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import {
  assertLedgerDelta,
  ledgerEntryDoc,
  ledgerFieldsOf,
  planLedgerWrite,
  userDoc,
  writeLedgerPlan,
} from './firestore-ledger.js';
import { isoTime } from './firestore-data.js';
import { messagesOf, toMessageDoc } from './firestore-message-store.js';
import { runTransaction } from './firestore-transaction.js';

/** `reservations/{messageId}`: no client reads it; the sweep queries it across users. */
interface ReservationDoc {
  userId: string;
  chatId: string;
  kind: Reservation['kind'];
  state: 'pending' | 'completed' | 'refunded';
  createdAt: Timestamp;
  settledAt: Timestamp | null;
}

function toReservation(snapshot: DocumentSnapshot): Reservation {
  const data = snapshot.data() as ReservationDoc;
  return {
    messageId: snapshot.id,
    userId: data.userId,
    chatId: data.chatId,
    kind: data.kind,
    createdAt: isoTime(data.createdAt),
  };
}

/**
 * Each step of a generation is one Firestore transaction over the ledger, the messages, the
 * reservation and the chat, so a token is never taken without its message nor refunded twice.
 */
export function createFirestoreGenerationStore(db: Firestore): GenerationStore {
  const reservations = db.collection(COLLECTIONS.reservations);

  /** Reads the documents a settlement touches; the reservation must be this user's, in this chat. */
  async function readSettlement(transaction: Transaction, request: SettleRequest) {
    const { messageId, userId, chatId } = request.reservation;
    const [reservation, reply, asked] = await transaction.getAll(
      reservations.doc(messageId),
      messagesOf(db, request.reply.chatId).doc(request.reply.id),
      messagesOf(db, chatId).doc(messageId),
    );
    if (!reservation || !reply || !asked) {
      throw new Error('Firestore getAll returned fewer documents');
    }
    const data = reservation.data() as ReservationDoc | undefined;
    if (!data || data.userId !== userId || data.chatId !== chatId) {
      throw new NotFound('Reservation not found', `no reservation ${messageId}`);
    }
    return {
      pending: data.state === 'pending',
      askedExists: asked.exists,
      replyExists: reply.exists,
    };
  }

  function assertReplyIsNew(request: SettleRequest, replyExists: boolean): void {
    if (replyExists) {
      throw new Conflict('This reply was already stored', `message ${request.reply.id} exists`);
    }
  }

  return {
    async reserve(request) {
      const { message } = request;
      assertLedgerDelta(request.entry);
      return runTransaction(db, async (transaction) => {
        const chatRef = db.collection(COLLECTIONS.chats).doc(message.chatId);
        const messageRef = messagesOf(db, message.chatId).doc(message.id);
        const [chat, user, entry, existingMessage] = await transaction.getAll(
          chatRef,
          userDoc(db, message.ownerId),
          ledgerEntryDoc(db, message.ownerId, request.entry.key),
          messageRef,
        );
        if (!chat || !user || !entry || !existingMessage) {
          throw new Error('Firestore getAll returned fewer documents');
        }
        if (!chat.exists || chat.get('ownerId') !== message.ownerId) {
          throw new NotFound(MESSAGES.chatNotFound, `chat ${message.chatId} for a reservation`);
        }
        const plan = planLedgerWrite(
          message.ownerId,
          ledgerFieldsOf(user),
          entry,
          request.entry,
          request.at,
        );
        if (!plan.applied || existingMessage.exists) {
          throw new Conflict('This request was already made', `message ${message.id} exists`);
        }

        // Every read is done: from here on, only writes.
        writeLedgerPlan(transaction, db, message.ownerId, request.entry.key, plan);
        transaction.create(messageRef, toMessageDoc(message));
        transaction.create(reservations.doc(message.id), {
          userId: message.ownerId,
          chatId: message.chatId,
          kind: request.kind,
          state: 'pending',
          createdAt: Timestamp.fromDate(request.at),
          settledAt: null,
        } satisfies ReservationDoc);
        const title = request.chatTitle?.trim();
        const retitled = chat.get('title') === '' && title !== undefined && title !== '';
        if (retitled) {
          transaction.update(chatRef, { title, updatedAt: Timestamp.fromDate(request.at) });
        }
        return { tokenBalance: plan.entry.balanceAfter, retitled };
      });
    },
    async complete(request) {
      await runTransaction(db, async (transaction) => {
        const { pending, askedExists, replyExists } = await readSettlement(transaction, request);
        if (!pending) {
          throw new Conflict(
            'This generation was already settled',
            `reservation ${request.reservation.messageId} is not pending`,
          );
        }
        assertReplyIsNew(request, replyExists);
        const { chatId, messageId } = request.reservation;
        transaction.create(
          messagesOf(db, request.reply.chatId).doc(request.reply.id),
          toMessageDoc(request.reply),
        );
        if (askedExists) {
          transaction.update(messagesOf(db, chatId).doc(messageId), { status: 'complete' });
        }
        transaction.update(reservations.doc(messageId), {
          state: 'completed',
          settledAt: Timestamp.fromDate(request.at),
        });
      });
    },
    async refund(request) {
      const { userId, chatId, messageId } = request.reservation;
      const write = {
        key: `refund:${messageId}`,
        delta: 1,
        reason: 'refund',
        ref: messageId,
      } as const;
      return runTransaction(db, async (transaction) => {
        const [user, entry] = await transaction.getAll(
          userDoc(db, userId),
          ledgerEntryDoc(db, userId, write.key),
        );
        if (!user || !entry) throw new Error('Firestore getAll returned fewer documents');
        const settlement = await readSettlement(transaction, request);
        if (!settlement.pending) {
          return { refunded: false, tokenBalance: ledgerFieldsOf(user)?.tokenBalance ?? 0 };
        }
        assertReplyIsNew(request, settlement.replyExists);
        const plan = planLedgerWrite(userId, ledgerFieldsOf(user), entry, write, request.at);

        // Every read is done: from here on, only writes.
        writeLedgerPlan(transaction, db, userId, write.key, plan);
        if (settlement.askedExists) {
          transaction.update(messagesOf(db, chatId).doc(messageId), { status: 'failed' });
        }
        transaction.create(
          messagesOf(db, request.reply.chatId).doc(request.reply.id),
          toMessageDoc(request.reply),
        );
        transaction.update(reservations.doc(messageId), {
          state: 'refunded',
          settledAt: Timestamp.fromDate(request.at),
        });
        return { refunded: true, tokenBalance: plan.entry.balanceAfter };
      });
    },
    async listPendingBefore(cutoff) {
      // Index: reservations (state ASC, createdAt ASC).
      const snapshot = await reservations
        .where('state', '==', 'pending')
        .where('createdAt', '<', Timestamp.fromDate(cutoff))
        .orderBy('createdAt')
        .get();
      return snapshot.docs.map(toReservation);
    },
  };
}
