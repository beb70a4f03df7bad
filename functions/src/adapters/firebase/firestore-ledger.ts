import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { ledgerEntryDocumentSchema, userDocumentSchema } from '@thumbforge/contract';
import type { z } from 'zod';
import type { LedgerEntry, LedgerResult, LedgerWrite } from '../../core/ports/token-ledger.port.js';
import { decideLedgerWrite } from '../../core/tokens/ledger-rules.js';
import { COLLECTIONS } from './firestore-collections.js';
import { readDocument } from './firestore-data.js';

type LedgerEntryDoc = z.input<typeof ledgerEntryDocumentSchema>;

/** The ledger fields of `users/{uid}`, updated in the same transaction as each entry. */
const userLedgerFieldsSchema = userDocumentSchema.pick({ tokenBalance: true, ledgerEntries: true });
type UserLedgerFields = z.output<typeof userLedgerFieldsSchema>;

export function userDoc(db: Firestore, userId: string): DocumentReference {
  return db.collection(COLLECTIONS.users).doc(userId);
}

export function ledgerEntryDoc(db: Firestore, userId: string, key: string): DocumentReference {
  return userDoc(db, userId).collection(COLLECTIONS.ledger).doc(key);
}

/** The entry `users/{userId}/ledger/{key}`, which must exist. */
export function toLedgerEntry(userId: string, snapshot: DocumentSnapshot): LedgerEntry {
  const entry = readDocument(ledgerEntryDocumentSchema, snapshot);
  return {
    userId,
    key: snapshot.id,
    delta: entry.delta,
    reason: entry.reason,
    ref: entry.ref,
    note: entry.note ?? null,
    balanceAfter: entry.balanceAfter,
    createdAt: entry.createdAt,
  };
}

/** What one ledger write does, decided from the documents the transaction read. */
type LedgerPlan =
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
    existing: existing.exists ? toLedgerEntry(userId, existing) : null,
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
  return user.exists ? readDocument(userLedgerFieldsSchema, user) : null;
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
