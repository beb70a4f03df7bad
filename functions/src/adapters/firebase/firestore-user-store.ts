import { Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { EMPTY_PREFERENCES, userDocumentSchema } from '@thumbforge/contract';
import type { z } from 'zod';
import type { UserRecord, UserStore } from '../../core/ports/user-store.port.js';
import { ledgerEntryDoc, planLedgerWrite, userDoc } from './firestore-ledger.js';
import { assertLedgerDelta } from '../../core/tokens/ledger-rules.js';
import { COLLECTIONS } from './firestore-collections.js';
import { readDocument, storedTime, storedTimeOrNull } from './firestore-data.js';
import { runTransaction } from './firestore-transaction.js';

function toUserRecord(snapshot: DocumentSnapshot): UserRecord {
  const user = readDocument(userDocumentSchema, snapshot);
  return {
    id: snapshot.id,
    tokenBalance: user.tokenBalance,
    fullName: user.fullName,
    firstName: user.firstName,
    emailAddresses: user.emailAddresses,
    preferences: user.preferences,
    ...(user.brandKit ? { brandKit: user.brandKit } : {}),
    createdAt: user.createdAt,
    // Absent on documents written before accounts could be closed.
    closedAt: user.closedAt ?? null,
    ...(user.linksValidFrom ? { linksValidFrom: user.linksValidFrom } : {}),
  };
}

export function createFirestoreUserStore(
  db: Firestore,
  now: () => Date = () => new Date(),
): UserStore {
  return {
    async get(userId) {
      const snapshot = await userDoc(db, userId).get();
      return snapshot.exists ? toUserRecord(snapshot) : null;
    },
    async findByEmail(email) {
      // Firestore compares exactly: ask for the address as given and in lower case, which is how
      // identity providers usually store it.
      const spellings = [...new Set([email.trim(), email.trim().toLowerCase()])];
      const snapshot = await db
        .collection(COLLECTIONS.users)
        .where('emailAddresses', 'array-contains-any', spellings)
        .get();
      return snapshot.docs
        .map(toUserRecord)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    async createWithOpeningEntry(userId, profile, opening) {
      assertLedgerDelta(opening);
      const at = now();
      return runTransaction(db, async (transaction) => {
        const userRef = userDoc(db, userId);
        const entryRef = ledgerEntryDoc(db, userId, opening.key);
        const [existingUser, existingEntry] = await transaction.getAll(userRef, entryRef);
        if (!existingUser || !existingEntry) {
          throw new Error('Firestore getAll returned fewer documents');
        }
        if (existingUser.exists) return { user: toUserRecord(existingUser), created: false };

        const plan = planLedgerWrite(
          userId,
          { tokenBalance: 0, ledgerEntries: 0 },
          existingEntry,
          opening,
          at,
        );
        if (!plan.applied) {
          throw new Error(`user ${userId} has a ledger entry ${opening.key} but no user document`);
        }
        const user: z.input<typeof userDocumentSchema> = {
          ...plan.ledger,
          fullName: profile.fullName,
          firstName: profile.firstName,
          emailAddresses: [...profile.emailAddresses],
          preferences: EMPTY_PREFERENCES,
          createdAt: Timestamp.fromDate(at),
          closedAt: null,
        };
        transaction.create(userRef, user);
        transaction.create(entryRef, plan.entryDoc);
        return {
          user: {
            id: userId,
            tokenBalance: user.tokenBalance,
            fullName: user.fullName,
            firstName: user.firstName,
            emailAddresses: user.emailAddresses,
            preferences: EMPTY_PREFERENCES,
            createdAt: at.toISOString(),
            closedAt: null,
          },
          created: true,
        };
      });
    },
    async setClosedAt(userId, closedAt) {
      return runTransaction(db, async (transaction) => {
        const ref = userDoc(db, userId);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return null;
        transaction.update(ref, { closedAt: storedTimeOrNull(closedAt) });
        return { ...toUserRecord(snapshot), closedAt };
      });
    },
    async reopen(userId, linksValidFrom) {
      return runTransaction(db, async (transaction) => {
        const ref = userDoc(db, userId);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return null;
        transaction.update(ref, { closedAt: null, linksValidFrom: storedTime(linksValidFrom) });
        return { ...toUserRecord(snapshot), closedAt: null, linksValidFrom };
      });
    },
    async listClosedBefore(cutoff, limit) {
      // A range on a Timestamp skips documents whose closedAt is null or absent.
      const snapshot = await db
        .collection(COLLECTIONS.users)
        .where('closedAt', '<', Timestamp.fromDate(cutoff))
        .orderBy('closedAt')
        .limit(limit)
        .get();
      return snapshot.docs.map(toUserRecord);
    },
    async delete(userId) {
      // The document with its ledger subcollection.
      await db.recursiveDelete(userDoc(db, userId));
    },
  };
}
