import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { MESSAGES } from '@thumbforge/contract';
import { Conflict, InsufficientTokens, NotFound } from '../../core/errors.js';
import type {
  LedgerEntry,
  LedgerReason,
  LedgerResult,
  LedgerWrite,
} from '../../core/ports/token-ledger.port.js';
import { COLLECTIONS } from './firestore-collections.js';
import { isoTime } from './firestore-data.js';

/** `users/{uid}/ledger/{key}`: the document id is the idempotency key. */
export interface LedgerEntryDoc {
  delta: number;
  reason: LedgerReason;
  ref: string | null;
  /** An admin's reason for a grant; absent on entries written before notes existed. */
  note?: string | null;
  balanceAfter: number;
  createdAt: Timestamp;
  /** 1, 2, 3... per user: the order of entries even when two share a millisecond. */
  sequence: number;
}

/** The ledger fields of `users/{uid}`, updated in the same transaction as each entry. */
export interface UserLedgerFields {
  tokenBalance: number;
  ledgerEntries: number;
}

export function userDoc(db: Firestore, userId: string): DocumentReference {
  return db.collection(COLLECTIONS.users).doc(userId);
}

export function ledgerEntryDoc(db: Firestore, userId: string, key: string): DocumentReference {
  return userDoc(db, userId).collection(COLLECTIONS.ledger).doc(key);
}

export function toLedgerEntry(userId: string, key: string, data: LedgerEntryDoc): LedgerEntry {
  return {
    userId,
    key,
    delta: data.delta,
    reason: data.reason,
    ref: data.ref,
    note: data.note ?? null,
    balanceAfter: data.balanceAfter,
    createdAt: isoTime(data.createdAt),
  };
}

/** Checked before any transaction starts: a bad delta is a bug, not a request to retry. */
export function assertLedgerDelta(write: LedgerWrite): void {
  if (!Number.isInteger(write.delta) || write.delta === 0) {
    throw new RangeError(`A ledger delta must be a non-zero integer, got ${write.delta}`);
  }
}

/** What one ledger write does, decided from the documents the transaction read. */
export type LedgerPlan =
  | { applied: false; entry: LedgerEntry }
  | {
      applied: true;
      entry: LedgerEntry;
      entryDoc: LedgerEntryDoc;
      ledger: UserLedgerFields;
    };

/**
 * The same rules as the SQLite ledger: an existing key returns its entry (or is a `Conflict` when
 * reused with other details), an unknown user is `NotFound`, and a balance below 0 is refused.
 * `user` is the current ledger state, or null when the user document does not exist.
 */
export function planLedgerWrite(
  userId: string,
  user: UserLedgerFields | null,
  existing: DocumentSnapshot,
  write: LedgerWrite,
  now: Date,
): LedgerPlan {
  const ref = write.ref ?? null;
  if (existing.exists) {
    const data = existing.data() as LedgerEntryDoc;
    if (data.delta !== write.delta || data.reason !== write.reason || data.ref !== ref) {
      throw new Conflict(
        'This request was already made with different details',
        `ledger key ${write.key} reused with other parameters`,
      );
    }
    return { applied: false, entry: toLedgerEntry(userId, write.key, data) };
  }
  if (!user) throw new NotFound('User not found', `ledger write for unknown user ${userId}`);
  const balanceAfter = user.tokenBalance + write.delta;
  if (balanceAfter < 0) throw new InsufficientTokens(MESSAGES.notEnoughTokens);

  const entryDoc: LedgerEntryDoc = {
    delta: write.delta,
    reason: write.reason,
    ref,
    note: write.note ?? null,
    balanceAfter,
    createdAt: Timestamp.fromDate(now),
    sequence: user.ledgerEntries + 1,
  };
  return {
    applied: true,
    entry: toLedgerEntry(userId, write.key, entryDoc),
    entryDoc,
    ledger: { tokenBalance: balanceAfter, ledgerEntries: entryDoc.sequence },
  };
}

/** The ledger state of a user document read in a transaction; null when it does not exist. */
export function ledgerFieldsOf(user: DocumentSnapshot): UserLedgerFields | null {
  if (!user.exists) return null;
  const data = user.data() as Partial<UserLedgerFields>;
  return { tokenBalance: data.tokenBalance ?? 0, ledgerEntries: data.ledgerEntries ?? 0 };
}

/** Writes a planned entry and the user's new balance; the caller has done all its reads. */
export function writeLedgerPlan(
  transaction: Transaction,
  db: Firestore,
  userId: string,
  key: string,
  plan: LedgerPlan,
): LedgerResult {
  if (plan.applied) {
    transaction.create(ledgerEntryDoc(db, userId, key), plan.entryDoc);
    transaction.update(userDoc(db, userId), { ...plan.ledger });
  }
  return { entry: plan.entry, applied: plan.applied };
}
