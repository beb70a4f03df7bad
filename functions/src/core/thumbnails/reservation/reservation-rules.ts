import { apiKeyLedgerNote, THUMBNAIL_MESSAGES } from '@thumbforge/contract';
import { Conflict, NotFound, RateLimited } from '../../errors.js';
import type { LedgerEntry, LedgerWrite } from '../../ports/token-ledger.port.js';

/** Generations and edits one user may run at once, on all server instances together. */
export const GENERATIONS_PER_USER = 2;
/** About how long a generation takes, so a retry is likely to find a free slot. */
const RETRY_AFTER_SECONDS = 10;

/**
 * Refuses one more reservation when the user already holds `maxPending`, so one user cannot hold
 * the renderer for everyone. Stores call it with the count read inside the reserve transaction.
 */
export function assertSlotFree(userId: string, pending: number, maxPending: number): void {
  if (pending < maxPending) return;
  throw new RateLimited(
    THUMBNAIL_MESSAGES.tooManyGenerations(maxPending),
    RETRY_AFTER_SECONDS,
    `${pending} generations running for ${userId}`,
  );
}

/** The ledger key of a reservation's debit. */
export function debitKey(messageId: string): string {
  return `gen:${messageId}`;
}

/** The note of a generation's or edit's ledger entries: the API key that asked, if one did. */
export function keyNoteOf(apiKeyName: string | undefined): string | null {
  return apiKeyName === undefined ? null : apiKeyLedgerNote(apiKeyName);
}

/** The ledger key of a reservation's refund. */
export function refundKey(messageId: string): string {
  return `refund:${messageId}`;
}

/**
 * The credit that undoes a reservation's debit: what was taken comes back, whatever the price
 * was, with the same `ref` (the chat), so the two entries pair up in a history, and the same
 * note (the API key whose call it was, if any).
 */
export function refundOf(messageId: string, debit: LedgerEntry | null): LedgerWrite {
  if (!debit || debit.delta >= 0) {
    throw new Error(`reservation ${messageId} has no debit ${debitKey(messageId)} to refund`);
  }
  return {
    key: refundKey(messageId),
    delta: -debit.delta,
    reason: 'refund',
    ref: debit.ref,
    note: debit.note,
  };
}

/** What a store read in its transaction about a reservation being settled. */
export interface SettlementReading {
  messageId: string;
  /** Whether the reservation exists for this user and chat. */
  found: boolean;
  pending: boolean;
  /** The chat, or the user's message in it, was deleted while the work ran. */
  chatGone: boolean;
  /** A message already has the reply's id. */
  replyExists: boolean;
}

function mustBeFound(reading: SettlementReading): void {
  if (!reading.found) {
    throw new NotFound('Reservation not found', `no reservation ${reading.messageId}`);
  }
}

function assertReplyIsNew(reading: SettlementReading, replyId: string): void {
  if (reading.replyExists) {
    throw new Conflict('This reply was already stored', `message ${replyId} exists`);
  }
}

/**
 * Completing: a settled reservation is a `Conflict`; in a deleted chat the token is refunded
 * instead of storing anything; otherwise the reply is stored (and must be new).
 */
export function decideCompletion(
  reading: SettlementReading,
  replyId: string,
): 'complete' | 'refund' {
  mustBeFound(reading);
  if (!reading.pending) {
    throw new Conflict(
      'This generation was already settled',
      `reservation ${reading.messageId} is not pending`,
    );
  }
  if (reading.chatGone) return 'refund';
  assertReplyIsNew(reading, replyId);
  return 'complete';
}

/**
 * Refunding: a settled reservation changes nothing (a refund happens once); in a deleted chat
 * only the credit and the settling happen; otherwise the failure reply is stored too.
 */
export function decideRefund(
  reading: SettlementReading,
  replyId: string,
): 'nothing' | 'refund' | 'refund-with-reply' {
  mustBeFound(reading);
  if (!reading.pending) return 'nothing';
  if (reading.chatGone) return 'refund';
  assertReplyIsNew(reading, replyId);
  return 'refund-with-reply';
}
