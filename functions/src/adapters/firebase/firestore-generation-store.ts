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

  const refundWrite = (messageId: string) =>
    ({ key: `refund:${messageId}`, delta: 1, reason: 'refund', ref: messageId }) as const;

  /**
   * Reads the documents a settlement touches, the refund's ledger documents included (a
   * completion in a deleted chat refunds); the reservation must be this user's, in this chat.
   */
  async function readSettlement(transaction: Transaction, request: SettleRequest) {
    const { messageId, userId, chatId } = request.reservation;
    const [reservation, reply, asked, chat, user, refundEntry] = await transaction.getAll(
      reservations.doc(messageId),
      messagesOf(db, request.reply.chatId).doc(request.reply.id),
      messagesOf(db, chatId).doc(messageId),
      db.collection(COLLECTIONS.chats).doc(chatId),
      userDoc(db, userId),
      ledgerEntryDoc(db, userId, refundWrite(messageId).key),
    );
    if (!reservation || !reply || !asked || !chat || !user || !refundEntry) {
      throw new Error('Firestore getAll returned fewer documents');
    }
    const data = reservation.data() as ReservationDoc | undefined;
    if (!data || data.userId !== userId || data.chatId !== chatId) {
      throw new NotFound('Reservation not found', `no reservation ${messageId}`);
    }
    return {
      pending: data.state === 'pending',
      // A chat deletion takes the chat and its messages: either gone means no message is written.
      chatGone: !chat.exists || chat.get('ownerId') !== userId || !asked.exists,
      replyExists: reply.exists,
      user,
      refundEntry,
    };
  }

  /** Plans the credit of `refund:<messageId>`; written with `settleRefunded` after every read. */
  function planRefund(
    request: SettleRequest,
    settlement: Awaited<ReturnType<typeof readSettlement>>,
  ) {
    const { userId, messageId } = request.reservation;
    return planLedgerWrite(
      userId,
      ledgerFieldsOf(settlement.user),
      settlement.refundEntry,
      refundWrite(messageId),
      request.at,
    );
  }

  function settleRefunded(
    transaction: Transaction,
    request: SettleRequest,
    plan: ReturnType<typeof planRefund>,
  ): void {
    const { userId, messageId } = request.reservation;
    writeLedgerPlan(transaction, db, userId, refundWrite(messageId).key, plan);
    transaction.update(reservations.doc(messageId), {
      state: 'refunded',
      settledAt: Timestamp.fromDate(request.at),
    });
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
      return runTransaction(db, async (transaction) => {
        const settlement = await readSettlement(transaction, request);
        if (!settlement.pending) {
          throw new Conflict(
            'This generation was already settled',
            `reservation ${request.reservation.messageId} is not pending`,
          );
        }
        if (settlement.chatGone) {
          // Every read is done: from here on, only writes.
          settleRefunded(transaction, request, planRefund(request, settlement));
          return { completed: false };
        }
        assertReplyIsNew(request, settlement.replyExists);

        // Every read is done: from here on, only writes.
        const { chatId, messageId } = request.reservation;
        transaction.create(
          messagesOf(db, request.reply.chatId).doc(request.reply.id),
          toMessageDoc(request.reply),
        );
        transaction.update(messagesOf(db, chatId).doc(messageId), { status: 'complete' });
        transaction.update(reservations.doc(messageId), {
          state: 'completed',
          settledAt: Timestamp.fromDate(request.at),
        });
        return { completed: true };
      });
    },
    async refund(request) {
      const { chatId, messageId } = request.reservation;
      return runTransaction(db, async (transaction) => {
        const settlement = await readSettlement(transaction, request);
        const { chatGone } = settlement;
        if (!settlement.pending) {
          const tokenBalance = ledgerFieldsOf(settlement.user)?.tokenBalance ?? 0;
          return { refunded: false, tokenBalance, chatGone };
        }
        if (!chatGone) assertReplyIsNew(request, settlement.replyExists);
        const plan = planRefund(request, settlement);

        // Every read is done: from here on, only writes.
        settleRefunded(transaction, request, plan);
        if (!chatGone) {
          transaction.update(messagesOf(db, chatId).doc(messageId), { status: 'failed' });
          transaction.create(
            messagesOf(db, request.reply.chatId).doc(request.reply.id),
            toMessageDoc(request.reply),
          );
        }
        return { refunded: true, tokenBalance: plan.entry.balanceAfter, chatGone };
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
