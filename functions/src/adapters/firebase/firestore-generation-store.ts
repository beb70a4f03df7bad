import {
  Timestamp,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { MESSAGES, chatDocumentSchema, reservationDocumentSchema } from '@thumbforge/contract';
import type { z } from 'zod';
import { Conflict, NotFound } from '../../core/errors.js';
import {
  assertSlotFree,
  debitKey,
  decideCompletion,
  decideRefund,
  refundKey,
  refundOf,
  type SettlementReading,
} from '../../core/thumbnails/reservation/index.js';
import type {
  GenerationStore,
  Reservation,
  SettleRequest,
} from '../../core/ports/generation-store.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import {
  ledgerEntryDoc,
  ledgerFieldsOf,
  planLedgerWrite,
  toLedgerEntry,
  userDoc,
  writeLedgerPlan,
} from './firestore-ledger.js';
import { assertLedgerDelta } from '../../core/tokens/ledger-rules.js';
import { readDocument } from './firestore-data.js';
import { messagesOf, newMessageDoc } from './firestore-message-store.js';
import { runTransaction } from './firestore-transaction.js';

function toReservation(snapshot: DocumentSnapshot): Reservation {
  const { userId, chatId, kind, createdAt } = readDocument(reservationDocumentSchema, snapshot);
  return { messageId: snapshot.id, userId, chatId, kind, createdAt };
}

/** A chat's owner, or null when the chat does not exist. */
function ownerOf(chat: DocumentSnapshot): string | null {
  return chat.exists ? readDocument(chatDocumentSchema, chat).ownerId : null;
}

/**
 * Each step of a generation is one Firestore transaction over the ledger, the messages, the
 * reservation and the chat, so a token is never taken without its message nor refunded twice.
 */
export function createFirestoreGenerationStore(db: Firestore): GenerationStore {
  const reservations = db.collection(COLLECTIONS.reservations);

  const pendingOf = (userId: string) =>
    reservations.where('userId', '==', userId).where('state', '==', 'pending');

  /**
   * Reads the documents a settlement touches, the refund's ledger documents and the debit it
   * gives back included (a completion in a deleted chat refunds).
   */
  async function readSettlement(transaction: Transaction, request: SettleRequest) {
    const { messageId, userId, chatId } = request.reservation;
    const [reservation, reply, asked, chat, user, refundEntry, debit] = await transaction.getAll(
      reservations.doc(messageId),
      messagesOf(db, request.reply.chatId).doc(request.reply.id),
      messagesOf(db, chatId).doc(messageId),
      db.collection(COLLECTIONS.chats).doc(chatId),
      userDoc(db, userId),
      ledgerEntryDoc(db, userId, refundKey(messageId)),
      ledgerEntryDoc(db, userId, debitKey(messageId)),
    );
    if (!reservation || !reply || !asked || !chat || !user || !refundEntry || !debit) {
      throw new Error('Firestore getAll returned fewer documents');
    }
    const held = reservation.exists ? readDocument(reservationDocumentSchema, reservation) : null;
    const reading: SettlementReading = {
      messageId,
      found: held !== null && held.userId === userId && held.chatId === chatId,
      pending: held?.state === 'pending',
      // A chat deletion takes the chat and its messages: either gone means no message is written.
      chatGone: ownerOf(chat) !== userId || !asked.exists,
      replyExists: reply.exists,
    };
    const debitEntry = debit.exists ? toLedgerEntry(userId, debit) : null;
    return { reading, user, refundEntry, debitEntry };
  }

  /** Credits back what `gen:<messageId>` debited and settles the reservation as refunded. */
  function settleRefunded(
    transaction: Transaction,
    request: SettleRequest,
    settlement: Awaited<ReturnType<typeof readSettlement>>,
  ): number {
    const { userId, messageId } = request.reservation;
    const write = refundOf(messageId, settlement.debitEntry);
    const plan = planLedgerWrite(
      userId,
      ledgerFieldsOf(settlement.user),
      settlement.refundEntry,
      write,
      request.at,
    );
    writeLedgerPlan(transaction, db, userId, write.key, plan);
    transaction.update(reservations.doc(messageId), {
      state: 'refunded',
      settledAt: Timestamp.fromDate(request.at),
    });
    return plan.entry.balanceAfter;
  }

  function storeReply(transaction: Transaction, request: SettleRequest): void {
    transaction.create(
      messagesOf(db, request.reply.chatId).doc(request.reply.id),
      newMessageDoc(request.reply),
    );
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
        if (ownerOf(chat) !== message.ownerId) {
          throw new NotFound(MESSAGES.chatNotFound, `chat ${message.chatId} for a reservation`);
        }
        // Read in the transaction, which also writes the user's balance: two reserves of one
        // user on two instances serialize on that document, so the count holds across them.
        const pending = await transaction.get(pendingOf(message.ownerId).select());
        assertSlotFree(message.ownerId, pending.size, request.maxPending);
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
        transaction.create(messageRef, newMessageDoc(message));
        transaction.create(reservations.doc(message.id), {
          userId: message.ownerId,
          chatId: message.chatId,
          kind: request.kind,
          state: 'pending',
          createdAt: Timestamp.fromDate(request.at),
          settledAt: null,
        } satisfies z.input<typeof reservationDocumentSchema>);
        const title = request.chatTitle?.trim();
        const retitled =
          readDocument(chatDocumentSchema, chat).title === '' &&
          title !== undefined &&
          title !== '';
        if (retitled) {
          transaction.update(chatRef, { title, updatedAt: Timestamp.fromDate(request.at) });
        }
        return { tokenBalance: plan.entry.balanceAfter, retitled };
      });
    },
    async complete(request) {
      return runTransaction(db, async (transaction) => {
        const settlement = await readSettlement(transaction, request);
        const decision = decideCompletion(settlement.reading, request.reply.id);

        // Every read is done: from here on, only writes.
        if (decision === 'refund') {
          settleRefunded(transaction, request, settlement);
          return { completed: false };
        }
        const { messageId, chatId } = request.reservation;
        storeReply(transaction, request);
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
        const { chatGone } = settlement.reading;
        const decision = decideRefund(settlement.reading, request.reply.id);
        if (decision === 'nothing') {
          const tokenBalance = ledgerFieldsOf(settlement.user)?.tokenBalance ?? 0;
          return { refunded: false, tokenBalance, chatGone };
        }

        // Every read is done: from here on, only writes.
        const tokenBalance = settleRefunded(transaction, request, settlement);
        if (decision === 'refund-with-reply') {
          transaction.update(messagesOf(db, chatId).doc(messageId), { status: 'failed' });
          storeReply(transaction, request);
        }
        return { refunded: true, tokenBalance, chatGone };
      });
    },
    async countPending(userId) {
      return (await pendingOf(userId).count().get()).data().count;
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
