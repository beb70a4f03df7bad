import type { MessageRecord } from './message-store.port.js';
import type { LedgerWrite } from './token-ledger.port.js';

/**
 * A token held for a generation or edit until its result is stored or the token is refunded.
 * Keyed by the user message that asked for it; its ledger entry is `gen:<messageId>`.
 */
export interface Reservation {
  messageId: string;
  userId: string;
  chatId: string;
  kind: 'generation' | 'edit';
  createdAt: string;
}

export interface ReserveRequest {
  /** The user's message, stored with status `pending`. */
  message: MessageRecord;
  kind: Reservation['kind'];
  /** The debit, keyed `gen:<messageId>`. */
  entry: LedgerWrite;
  /** Becomes the chat's title when it has none yet. */
  chatTitle?: string;
  /** How many reservations the user may hold at once; one more is refused (`RateLimited`). */
  maxPending: number;
  at: Date;
}

export interface ReserveResult {
  /** The balance after the debit. */
  tokenBalance: number;
  /** Whether the chat took `chatTitle`. */
  retitled: boolean;
}

export interface SettleRequest {
  reservation: Pick<Reservation, 'messageId' | 'userId' | 'chatId'>;
  /** The assistant's message: the result when completing, what failed when refunding. */
  reply: MessageRecord;
  at: Date;
}

export interface RefundResult {
  /** False when the reservation was already settled: nothing changed. */
  refunded: boolean;
  tokenBalance: number;
  /** The chat (or the user's message in it) was deleted meanwhile: no message was written. */
  chatGone: boolean;
}

export interface CompleteResult {
  /**
   * False when the chat, or the user's message in it, was deleted while the work ran: then the
   * token was refunded instead (`refund:<messageId>`), the reservation settled as refunded, and
   * nothing was stored.
   */
  completed: boolean;
}

/**
 * The writes of a generation that must happen together. Each method is one transaction, so a
 * token is never taken without its message, nor refunded twice, nor refunded after a result.
 */
export interface GenerationStore {
  /**
   * The debit, the user's pending message, the reservation and the chat's first title, together.
   * A chat the user does not own is `NotFound`; a balance below the debit is `InsufficientTokens`;
   * `maxPending` reservations already pending for the user (counted in the same transaction, so
   * the cap holds across server instances) is `RateLimited`; either way nothing is written.
   */
  reserve(request: ReserveRequest): Promise<ReserveResult>;
  /**
   * Stores the reply, marks the user's message complete and settles the reservation, after
   * checking in the same transaction that the chat and the user's message still exist; if not,
   * refunds instead (see `CompleteResult`). A reservation already settled (refunded by the sweep)
   * is a `Conflict` and nothing is written.
   */
  complete(request: SettleRequest): Promise<CompleteResult>;
  /**
   * Credits `refund:<messageId>`, marks the user's message failed, stores the reply and settles
   * the reservation; in a chat deleted meanwhile only the credit and the settling happen. On a
   * settled reservation it changes nothing, so a refund happens once.
   */
  refund(request: SettleRequest): Promise<RefundResult>;
  /** How many reservations of the user are pending (running) now. */
  countPending(userId: string): Promise<number>;
  /** Reservations still pending that were made before `cutoff`, oldest first. */
  listPendingBefore(cutoff: Date): Promise<Reservation[]>;
}
