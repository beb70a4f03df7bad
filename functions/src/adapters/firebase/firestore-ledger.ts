import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type {
  LedgerEntry,
  LedgerReason,
  LedgerResult,
  LedgerWrite,
} from '../../core/ports/token-ledger.port.js';
import { decideLedgerWrite } from '../../core/tokens/ledger-rules.js';
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
 * Reads `existing` for the core's `decideLedgerWrite` and gives an applied entry the user's next
 * `sequence`. `user` is the current ledger state, or null when the user document does not exist.
 */
export function planLedgerWrite(
  userId: string,
  user: UserLedgerFields | null,
  existing: DocumentSnapshot,
  write: LedgerWrite,
  now: Date,
): LedgerPlan {
  const decision = decideLedgerWrite({
    userId,
    balance: user?.tokenBalance ?? null,
    existing: existing.exists
      ? toLedgerEntry(userId, write.key, existing.data() as LedgerEntryDoc)
      : null,
    write,
    at: now,
  });
  if (!decision.applied || !user) return { applied: false, entry: decision.entry };
  const { entry } = decision;
  const entryDoc: LedgerEntryDoc = {
    delta: entry.delta,
    reason: entry.reason,
    ref: entry.ref,
    note: entry.note,
    balanceAfter: entry.balanceAfter,
    createdAt: Timestamp.fromDate(now),
    sequence: user.ledgerEntries + 1,
  };
  return {
    applied: true,
    entry,
    entryDoc,
    ledger: { tokenBalance: entry.balanceAfter, ledgerEntries: entryDoc.sequence },
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
