import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import type { StyleChoices } from '@thumbforge/contract';
import { createFirestoreChatStore } from '../../src/adapters/firebase/firestore-chat-store.js';
import { createFirestoreGenerationStore } from '../../src/adapters/firebase/firestore-generation-store.js';
import { createFirestorePaintingReplyStore } from '../../src/adapters/firebase/firestore-painting-reply-store.js';
import { createFirestoreMessageStore } from '../../src/adapters/firebase/firestore-message-store.js';
import { createFirestorePaymentStore } from '../../src/adapters/firebase/firestore-payment-store.js';
import { createFirestorePreferenceStore } from '../../src/adapters/firebase/firestore-preference-store.js';
import { createFirestoreApiKeyStore } from '../../src/adapters/firebase/firestore-api-key-store.js';
import { createFirestoreBrandKitStore } from '../../src/adapters/firebase/firestore-brand-kit-store.js';
import { createFirestoreTokenLedger } from '../../src/adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../../src/adapters/firebase/firestore-user-store.js';
import { MalformedDocument } from '../../src/adapters/firebase/firestore-data.js';
import { Conflict, InsufficientTokens, NotFound, RateLimited } from '../../src/core/errors.js';
import type { MessageRecord } from '../../src/core/ports/message-store.port.js';
import { describeChatStore } from '../contracts/chat-store.contract.js';
import { describeGenerationStore } from '../contracts/generation-store.contract.js';
import { describeMessageStore } from '../contracts/message-store.contract.js';
import { describePaintingReplyStore } from '../contracts/painting-reply-store.contract.js';
import { describePaymentStore } from '../contracts/payment-store.contract.js';
import { describePreferenceStore } from '../contracts/preference-store.contract.js';
import { describeApiKeyStore } from '../contracts/api-key-store.contract.js';
import { describeBrandKitStore } from '../contracts/brand-kit-store.contract.js';
import { describeTokenLedger } from '../contracts/token-ledger.contract.js';
import { describeUserStore } from '../contracts/user-store.contract.js';
import {
  chatRecord,
  createUser,
  messageRecord,
  PAID_AT,
  paymentCredit,
  paymentOrder,
} from '../support/store-records.js';
import { clearFirestore, emulatorApp, emulatorStatus } from './emulator-env.js';

// Contended transactions back off and retry, which takes seconds on the emulator.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const firestore = emulatorStatus('firestore');
const suffix = firestore.skipReason ? ` (${firestore.skipReason})` : '';

/** A Firestore client of its own (like one Cloud Functions instance) on a cleared emulator. */
async function openFirestore(clear = true): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const { app, close } = emulatorApp();
  if (clear && firestore.host) await clearFirestore(firestore.host);
  return { db: getFirestore(app), close };
}

describe.skipIf(!firestore.host)(`Firestore adapters${suffix}`, () => {
  describeUserStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return { users: createFirestoreUserStore(db), ledger: createFirestoreTokenLedger(db), close };
  });

  describeTokenLedger('Firestore', async () => {
    const { db, close } = await openFirestore();
    return { ledger: createFirestoreTokenLedger(db), users: createFirestoreUserStore(db), close };
  });

  describeApiKeyStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return { apiKeys: createFirestoreApiKeyStore(db), users: createFirestoreUserStore(db), close };
  });

  describeChatStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return { chats: createFirestoreChatStore(db), close };
  });

  describeMessageStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return {
      messages: createFirestoreMessageStore(db),
      chats: createFirestoreChatStore(db),
      close,
    };
  });

  describePaymentStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return {
      payments: createFirestorePaymentStore(db),
      users: createFirestoreUserStore(db),
      ledger: createFirestoreTokenLedger(db),
      close,
    };
  });

  describeGenerationStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return {
      generations: createFirestoreGenerationStore(db),
      users: createFirestoreUserStore(db),
      ledger: createFirestoreTokenLedger(db),
      chats: createFirestoreChatStore(db),
      messages: createFirestoreMessageStore(db),
      close,
    };
  });

  describePaintingReplyStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return { paintingReplies: createFirestorePaintingReplyStore(db), close };
  });

  describePreferenceStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return {
      preferences: createFirestorePreferenceStore(db),
      users: createFirestoreUserStore(db),
      writeStored: async (userId, preferences) => {
        await db.doc(`users/${userId}`).update({ preferences });
      },
      close,
    };
  });

  describeBrandKitStore('Firestore', async () => {
    const { db, close } = await openFirestore();
    return {
      brandKits: createFirestoreBrandKitStore(db),
      users: createFirestoreUserStore(db),
      close,
    };
  });

  describe('under contention, across instances', () => {
    it('never overspends when 40 debits race for 5 tokens on 2 instances', async () => {
      const first = await openFirestore();
      const second = await openFirestore(false);
      try {
        await createUser(createFirestoreUserStore(first.db), 'user_ann', 5);
        const ledgers = [
          createFirestoreTokenLedger(first.db),
          createFirestoreTokenLedger(second.db),
        ];
        const results = await Promise.allSettled(
          Array.from({ length: 40 }, (_, i) =>
            ledgers[i % 2]!.apply('user_ann', {
              key: `gen:m${i}`,
              delta: -1,
              reason: 'generation',
            }),
          ),
        );

        const debited = results.filter((result) => result.status === 'fulfilled').length;
        const reasons = results.flatMap((result) =>
          result.status === 'rejected' ? [result.reason as unknown] : [],
        );
        // Refused for the balance, or asked to retry after contention: never anything else.
        for (const reason of reasons) {
          expect(reason instanceof InsufficientTokens || reason instanceof RateLimited).toBe(true);
        }
        const balance = await ledgers[0]!.balance('user_ann');
        const entries = await ledgers[1]!.entries('user_ann');
        expect(debited).toBeGreaterThan(0);
        expect(debited).toBeLessThanOrEqual(5);
        if (!reasons.some((reason) => reason instanceof RateLimited)) expect(debited).toBe(5);
        expect(balance).toBe(5 - debited);
        expect(entries).toHaveLength(1 + debited);
        expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(balance);
        expect(entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
      } finally {
        await first.close();
        await second.close();
      }
    });

    it('credits a payment once when verify and webhooks race on 3 instances', async () => {
      const instances = [
        await openFirestore(),
        await openFirestore(false),
        await openFirestore(false),
      ];
      try {
        const [db] = instances.map((instance) => instance.db);
        await createUser(createFirestoreUserStore(db!), 'user_ann', 3);
        await createFirestorePaymentStore(db!).create(paymentOrder('order_1'));
        const stores = instances.map((instance) => createFirestorePaymentStore(instance.db));
        const results = await Promise.allSettled(
          Array.from({ length: 15 }, (_, i) =>
            stores[i % 3]!.credit(paymentCredit('order_1', 'pay_1')),
          ),
        );

        const outcomes = results.flatMap((result) =>
          result.status === 'fulfilled' ? [result.value.outcome] : [],
        );
        for (const result of results) {
          if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(RateLimited);
        }
        expect(outcomes.filter((outcome) => outcome === 'credited')).toHaveLength(1);
        expect(outcomes.every((o) => o === 'credited' || o === 'already-credited')).toBe(true);
        const ledger = createFirestoreTokenLedger(db!);
        expect(await ledger.balance('user_ann')).toBe(28);
        expect((await ledger.entries('user_ann')).map((entry) => entry.key)).toEqual([
          'signup',
          'pay:pay_1',
        ]);
        expect(await stores[0]!.get('order_1')).toMatchObject({
          status: 'paid',
          receiptNumber: 'R-1',
        });
      } finally {
        for (const instance of instances) await instance.close();
      }
    });

    it('keeps ledger order for entries written in the same millisecond', async () => {
      const { db, close } = await openFirestore();
      try {
        const at = new Date('2030-01-01T00:00:00.000Z');
        await createUser(
          createFirestoreUserStore(db, () => at),
          'user_ann',
          3,
        );
        const ledger = createFirestoreTokenLedger(db, () => at);
        for (const key of ['gen:z', 'gen:a', 'gen:m']) {
          await ledger.apply('user_ann', { key, delta: -1, reason: 'generation' });
        }
        expect((await ledger.entries('user_ann')).map((entry) => entry.key)).toEqual([
          'signup',
          'gen:z',
          'gen:a',
          'gen:m',
        ]);
      } finally {
        await close();
      }
    });
  });

  describe('documents as an admin reads them in the Firebase console', () => {
    const CHAT = 'chatAnn0000000000001';
    const at = new Date('2030-01-01T00:00:00.000Z');

    it('stores times as Firestore Timestamps and amounts and balances as numbers', async () => {
      const { db, close } = await openFirestore();
      try {
        await createUser(createFirestoreUserStore(db), 'user_ann', 3);
        await createFirestoreChatStore(db).create(chatRecord(CHAT));
        await createFirestoreGenerationStore(db).reserve({
          message: messageRecord('msg00000000000000001', { status: 'pending' }),
          kind: 'generation',
          maxPending: 2,
          entry: { key: 'gen:msg00000000000000001', delta: -1, reason: 'generation' },
          chatTitle: 'Boss fight',
          at,
        });
        const payments = createFirestorePaymentStore(db);
        await payments.create(paymentOrder('order_1'));
        await payments.credit(paymentCredit('order_1', 'pay_1'));
        await payments.recordWebhookEvent({
          eventId: 'evt_1',
          type: 'payment.captured',
          receivedAt: at.toISOString(),
        });

        const doc = async (path: string) => (await db.doc(path).get()).data() ?? {};
        const chat = await doc(`chats/${CHAT}`);
        expect(chat.createdAt).toBeInstanceOf(Timestamp);
        expect(chat.updatedAt).toEqual(Timestamp.fromDate(at));
        const entry = await doc('users/user_ann/ledger/gen:msg00000000000000001');
        expect(entry.createdAt).toEqual(Timestamp.fromDate(at));
        expect(entry).toMatchObject({ delta: -1, balanceAfter: 2 });
        const reservation = await doc('reservations/msg00000000000000001');
        expect(reservation.createdAt).toEqual(Timestamp.fromDate(at));
        const payment = await doc('payments/order_1');
        expect(payment.createdAt).toBeInstanceOf(Timestamp);
        expect(payment.paidAt).toEqual(Timestamp.fromDate(PAID_AT));
        expect(typeof payment.amount).toBe('number');
        expect((await doc('webhookEvents/evt_1')).receivedAt).toEqual(Timestamp.fromDate(at));
        const user = await doc('users/user_ann');
        expect(typeof user.tokenBalance).toBe('number');
        expect(user.createdAt).toBeInstanceOf(Timestamp);
        const message = await doc(`chats/${CHAT}/messages/msg00000000000000001`);
        expect(message.createdAt).toBeInstanceOf(Timestamp);

        // And the stores read them back as the ports speak: ISO 8601.
        expect((await payments.get('order_1'))?.paidAt).toBe(PAID_AT.toISOString());
      } finally {
        await close();
      }
    });
  });

  describe('documents that do not match their contract schema', () => {
    it('are refused where they are read, naming the document and the wrong field', async () => {
      const { db, close } = await openFirestore();
      try {
        await createUser(createFirestoreUserStore(db), 'user_ann', 3);
        await createFirestoreChatStore(db).create(chatRecord('chatAnn0000000000001'));
        await db.doc('chats/chatAnn0000000000001').update({ pinned: 'yes' });
        await db.doc('chats/chatAnn0000000000001/messages/m1').set({
          ...messageRecord('m1'),
          createdAt: '2030-01-01T00:00:00.000Z',
        });
        await db.doc('users/user_ann').update({ tokenBalance: -2 });

        await expect(
          createFirestoreChatStore(db).findOwned('user_ann', 'chatAnn0000000000001'),
        ).rejects.toThrow(
          /^Firestore document chats\/chatAnn0000000000001 does not match its schema: pinned: /,
        );
        await expect(
          createFirestoreMessageStore(db).listByChat('chatAnn0000000000001'),
        ).rejects.toThrow(
          /chats\/chatAnn0000000000001\/messages\/m1 .*createdAt: must be a Firestore Timestamp/,
        );
        await expect(createFirestoreUserStore(db).get('user_ann')).rejects.toThrow(
          /users\/user_ann .*tokenBalance: /,
        );
        await expect(
          createFirestoreTokenLedger(db).apply('user_ann', {
            key: 'grant:1',
            delta: 1,
            reason: 'grant',
          }),
        ).rejects.toBeInstanceOf(MalformedDocument);
      } finally {
        await close();
      }
    });
  });

  describe('generations and preferences', () => {
    const CHAT = 'chatAnn0000000000001';
    const at = new Date('2030-01-01T00:00:00.000Z');

    const message = (id: string, fields: Partial<MessageRecord> = {}): MessageRecord =>
      messageRecord(id, { status: 'pending', meta: { genre: 'gaming' }, ...fields });

    async function annWithChat(db: Firestore) {
      await createUser(createFirestoreUserStore(db), 'user_ann', 1);
      await createFirestoreChatStore(db).create(chatRecord(CHAT));
    }

    it('reserves with the message and title, refunds once, and refuses to complete after', async () => {
      const { db, close } = await openFirestore();
      try {
        await annWithChat(db);
        const generations = createFirestoreGenerationStore(db);
        const ledger = createFirestoreTokenLedger(db);
        const request = {
          message: message('msg00000000000000001'),
          kind: 'generation' as const,
          maxPending: 2,
          entry: { key: 'gen:msg00000000000000001', delta: -1, reason: 'generation' as const },
          chatTitle: 'Boss fight',
          at,
        };

        expect(await generations.reserve(request)).toEqual({ tokenBalance: 0, retitled: true });
        await expect(generations.reserve(request)).rejects.toBeInstanceOf(Conflict);
        await expect(
          generations.reserve({
            ...request,
            message: message('msg00000000000000002'),
            entry: { ...request.entry, key: 'gen:msg00000000000000002' },
          }),
        ).rejects.toBeInstanceOf(InsufficientTokens);
        expect((await createFirestoreChatStore(db).findOwned('user_ann', CHAT))?.title).toBe(
          'Boss fight',
        );
        expect(await generations.listPendingBefore(new Date('2030-01-02T00:00:00.000Z'))).toEqual([
          {
            messageId: 'msg00000000000000001',
            userId: 'user_ann',
            chatId: CHAT,
            kind: 'generation',
            createdAt: at.toISOString(),
          },
        ]);

        const settle = {
          reservation: { messageId: 'msg00000000000000001', userId: 'user_ann', chatId: CHAT },
          reply: message('msg00000000000000003', { role: 'assistant', status: 'failed' }),
          at,
        };
        expect(await generations.refund(settle)).toEqual({
          refunded: true,
          tokenBalance: 1,
          chatGone: false,
        });
        expect(await generations.refund(settle)).toEqual({
          refunded: false,
          tokenBalance: 1,
          chatGone: false,
        });
        await expect(generations.complete(settle)).rejects.toBeInstanceOf(Conflict);
        expect(await ledger.balance('user_ann')).toBe(1);
        const messages = await createFirestoreMessageStore(db).listByChat(CHAT);
        expect(messages.map((m) => [m.id, m.status])).toEqual([
          ['msg00000000000000001', 'failed'],
          ['msg00000000000000003', 'failed'],
        ]);
        expect(await generations.listPendingBefore(new Date('2030-01-02T00:00:00.000Z'))).toEqual(
          [],
        );
      } finally {
        await close();
      }
    });

    it("refuses a reservation in another user's chat, writing nothing", async () => {
      const { db, close } = await openFirestore();
      try {
        await annWithChat(db);
        await createUser(createFirestoreUserStore(db), 'user_bob', 3);
        await expect(
          createFirestoreGenerationStore(db).reserve({
            message: message('msg00000000000000001', { ownerId: 'user_bob' }),
            kind: 'generation',
            maxPending: 2,
            entry: { key: 'gen:msg00000000000000001', delta: -1, reason: 'generation' },
            at,
          }),
        ).rejects.toBeInstanceOf(NotFound);
        expect(await createFirestoreTokenLedger(db).balance('user_bob')).toBe(3);
        expect(await createFirestoreMessageStore(db).listByChat(CHAT)).toEqual([]);
      } finally {
        await close();
      }
    });

    it('updates preferences in a transaction and refuses an unknown user', async () => {
      const { db, close } = await openFirestore();
      try {
        await annWithChat(db);
        const preferences = createFirestorePreferenceStore(db);
        const saved: StyleChoices = {
          genre: 'gaming',
          mood: null,
          resolution: null,
          styleWords: ['warmer'],
        };
        const next = await preferences.update('user_ann', (current) => ({ ...current, saved }));
        expect(next).toEqual({ saved, learnt: null, recentChats: [] });
        expect((await createFirestoreUserStore(db).get('user_ann'))?.preferences).toEqual(next);
        await expect(
          preferences.update('user_nobody', (current) => current),
        ).rejects.toBeInstanceOf(NotFound);
      } finally {
        await close();
      }
    });
  });
});
