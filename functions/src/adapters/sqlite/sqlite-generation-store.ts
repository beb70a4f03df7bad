import { MESSAGES } from '@thumbforge/contract';
import { Conflict, NotFound } from '../../core/errors.js';
import {
  assertSlotFree,
  debitKey,
  decideCompletion,
  decideRefund,
  refundOf,
  type SettlementReading,
} from '../../core/thumbnails/reservation/index.js';
import type {
  GenerationStore,
  Reservation,
  SettleRequest,
} from '../../core/ports/generation-store.port.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { insertMessage } from './sqlite-message-store.js';
import { readLedgerEntry, writeLedgerEntry } from './sqlite-token-ledger.js';

interface ReservationRow {
  message_id: string;
  user_id: string;
  chat_id: string;
  kind: Reservation['kind'];
  state: 'pending' | 'completed' | 'refunded';
  created_at: string;
}

function toReservation(row: ReservationRow): Reservation {
  return {
    messageId: row.message_id,
    userId: row.user_id,
    chatId: row.chat_id,
    kind: row.kind,
    createdAt: row.created_at,
  };
}

/** Reservations beside the ledger and messages, so each step of a generation is one transaction. */
export function createSqliteGenerationStore(db: SqliteDatabase): GenerationStore {
  const selectChat = db.prepare<[string, string], { title: string }>(
    'SELECT title FROM chats WHERE id = ? AND owner_id = ?',
  );
  const retitle = db.prepare<[string, string, string]>(
    "UPDATE chats SET title = ?, updated_at = ? WHERE id = ? AND title = ''",
  );
  const insertReservation = db.prepare(
    `INSERT INTO reservations (message_id, user_id, chat_id, kind, state, created_at)
     VALUES (@message_id, @user_id, @chat_id, @kind, 'pending', @created_at)`,
  );
  const selectReservation = db.prepare<[string, string], ReservationRow>(
    'SELECT * FROM reservations WHERE message_id = ? AND user_id = ?',
  );
  const settle = db.prepare<[string, string, string]>(
    "UPDATE reservations SET state = ?, settled_at = ? WHERE message_id = ? AND state = 'pending'",
  );
  const setMessageStatus = db.prepare<[string, string, string]>(
    'UPDATE messages SET status = ? WHERE chat_id = ? AND id = ?',
  );
  const balance = db.prepare<[string], { token_balance: number }>(
    'SELECT token_balance FROM users WHERE id = ?',
  );
  const messageExists = db.prepare<[string, string], { found: number }>(
    'SELECT 1 AS found FROM messages WHERE chat_id = ? AND id = ?',
  );
  const countPending = db.prepare<[string], { pending: number }>(
    "SELECT COUNT(*) AS pending FROM reservations WHERE state = 'pending' AND user_id = ?",
  );
  const selectPending = db.prepare<[string], ReservationRow>(
    `SELECT * FROM reservations WHERE state = 'pending' AND created_at < ?
     ORDER BY created_at, rowid`,
  );

  /** What the core's settlement rules need, read inside the caller's transaction. */
  function readSettlement({ reservation, reply }: SettleRequest): SettlementReading {
    const { userId, chatId, messageId } = reservation;
    const row = selectReservation.get(messageId, userId);
    return {
      messageId,
      found: row !== undefined && row.chat_id === chatId,
      pending: row?.state === 'pending',
      // A chat deletion takes the chat and its messages: either gone means no message is written.
      chatGone:
        selectChat.get(chatId, userId) === undefined ||
        messageExists.get(chatId, messageId) === undefined,
      replyExists: messageExists.get(reply.chatId, reply.id) !== undefined,
    };
  }

  /** Credits back what `gen:<messageId>` debited and settles the reservation as refunded. */
  function creditRefund({ reservation, at }: SettleRequest): number {
    const { userId, messageId } = reservation;
    const debit = readLedgerEntry(db, userId, debitKey(messageId));
    const { entry } = writeLedgerEntry(db, userId, refundOf(messageId, debit), at);
    settle.run('refunded', at.toISOString(), messageId);
    return entry.balanceAfter;
  }

  return {
    async reserve(request) {
      const { message } = request;
      // IMMEDIATE: the balance is read and written under the write lock, with the message.
      const run = db.transaction(() => {
        const chat = selectChat.get(message.chatId, message.ownerId);
        if (!chat) {
          throw new NotFound(MESSAGES.chatNotFound, `chat ${message.chatId} for a reservation`);
        }
        const pending = countPending.get(message.ownerId)?.pending ?? 0;
        assertSlotFree(message.ownerId, pending, request.maxPending);
        const { entry, applied } = writeLedgerEntry(db, message.ownerId, request.entry, request.at);
        if (!applied || insertMessage(db, message) === 'exists') {
          throw new Conflict('This request was already made', `message ${message.id} exists`);
        }
        insertReservation.run({
          message_id: message.id,
          user_id: message.ownerId,
          chat_id: message.chatId,
          kind: request.kind,
          created_at: request.at.toISOString(),
        });
        const title = request.chatTitle?.trim();
        const retitled =
          chat.title === '' && title !== undefined && title !== ''
            ? retitle.run(title, request.at.toISOString(), message.chatId).changes === 1
            : false;
        return { tokenBalance: entry.balanceAfter, retitled };
      });
      return run.immediate();
    },
    async complete(request) {
      return db
        .transaction(() => {
          const decision = decideCompletion(readSettlement(request), request.reply.id);
          if (decision === 'refund') {
            creditRefund(request);
            return { completed: false };
          }
          insertMessage(db, request.reply);
          const { chatId, messageId } = request.reservation;
          setMessageStatus.run('complete', chatId, messageId);
          settle.run('completed', request.at.toISOString(), messageId);
          return { completed: true };
        })
        .immediate();
    },
    async refund(request) {
      return db
        .transaction(() => {
          const { userId, chatId, messageId } = request.reservation;
          const reading = readSettlement(request);
          const { chatGone } = reading;
          const decision = decideRefund(reading, request.reply.id);
          if (decision === 'nothing') {
            const tokenBalance = balance.get(userId)?.token_balance ?? 0;
            return { refunded: false, tokenBalance, chatGone };
          }
          const tokenBalance = creditRefund(request);
          if (decision === 'refund-with-reply') {
            setMessageStatus.run('failed', chatId, messageId);
            insertMessage(db, request.reply);
          }
          return { refunded: true, tokenBalance, chatGone };
        })
        .immediate();
    },
    async countPending(userId) {
      return countPending.get(userId)?.pending ?? 0;
    },
    async listPendingBefore(cutoff) {
      return selectPending.all(cutoff.toISOString()).map(toReservation);
    },
  };
}
