import type { Firestore } from 'firebase-admin/firestore';
import { ledgerEntryDocumentSchema, userDocumentSchema } from '@thumbforge/contract';
import { NotFound } from '../../core/errors.js';
import type { LedgerTotal, TokenLedger } from '../../core/ports/token-ledger.port.js';
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
import { runTransaction } from './firestore-transaction.js';

/** What `totals` selects of each user and each entry. */
const balanceOnly = userDocumentSchema.pick({ tokenBalance: true });
const deltaOnly = ledgerEntryDocumentSchema.pick({ delta: true });

/**
 * The token ledger in Firestore: each entry is `users/{uid}/ledger/{key}` and the balance lives on
 * `users/{uid}`. One transaction reads both, then writes both, so a key applies once and the
 * balance never goes below 0 however many debits race.
 */
export function createFirestoreTokenLedger(
  db: Firestore,
  now: () => Date = () => new Date(),
): TokenLedger {
  return {
    async apply(userId, write) {
      assertLedgerDelta(write);
      const at = now();
      return runTransaction(db, async (transaction) => {
        const [user, existing] = await transaction.getAll(
          userDoc(db, userId),
          ledgerEntryDoc(db, userId, write.key),
        );
        if (!user || !existing) throw new Error('Firestore getAll returned fewer documents');
        const plan = planLedgerWrite(userId, ledgerFieldsOf(user), existing, write, at);
        return writeLedgerPlan(transaction, db, userId, write.key, plan);
      });
    },
    async balance(userId) {
      const user = await userDoc(db, userId).get();
      const fields = ledgerFieldsOf(user);
      if (!fields) throw new NotFound('User not found', `balance of unknown user ${userId}`);
      return fields.tokenBalance;
    },
    async entries(userId) {
      const snapshot = await userDoc(db, userId)
        .collection(COLLECTIONS.ledger)
        .orderBy('sequence')
        .get();
      return snapshot.docs.map((doc) => toLedgerEntry(userId, doc));
    },
    async totals() {
      // Two queries for the whole database, not one per user.
      const [users, entries] = await Promise.all([
        db.collection(COLLECTIONS.users).select('tokenBalance').get(),
        db.collectionGroup(COLLECTIONS.ledger).select('delta').get(),
      ]);
      const totals = new Map<string, LedgerTotal>();
      const totalOf = (userId: string): LedgerTotal => {
        const known = totals.get(userId);
        if (known) return known;
        const fresh = { userId, tokenBalance: null, ledgerSum: 0, entries: 0 };
        totals.set(userId, fresh);
        return fresh;
      };
      for (const user of users.docs) {
        totalOf(user.id).tokenBalance = readDocument(balanceOnly, user).tokenBalance;
      }
      for (const entry of entries.docs) {
        const userId = entry.ref.parent.parent?.id;
        if (!userId) continue;
        const total = totalOf(userId);
        total.ledgerSum += readDocument(deltaOnly, entry).delta;
        total.entries += 1;
      }
      return [...totals.values()].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    },
  };
}
