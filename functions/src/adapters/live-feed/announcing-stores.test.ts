import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '@thumbforge/contract';
import { openTempDatabase } from '../../../test/support/temp-database.js';
import {
  chatRecord,
  createUser,
  messageRecord,
  PAID_AT,
  paymentCredit,
  paymentOrder,
  PROFILE,
} from '../../../test/support/store-records.js';
import { decideReversal } from '../../core/payments/reverse-purchase.js';
import type { ReserveRequest, SettleRequest } from '../../core/ports/generation-store.port.js';
import { createSqliteChatStore } from '../sqlite/sqlite-chat-store.js';
import { createSqliteGenerationStore } from '../sqlite/sqlite-generation-store.js';
import { createSqliteMessageStore } from '../sqlite/sqlite-message-store.js';
import { createSqlitePaymentRetention } from '../sqlite/sqlite-payment-retention.js';
import { createSqlitePaymentStore } from '../sqlite/sqlite-payment-store.js';
import { createSqliteBrandKitStore } from '../sqlite/sqlite-brand-kit-store.js';
import { createSqlitePreferenceStore } from '../sqlite/sqlite-preference-store.js';
import { createSqliteTokenLedger } from '../sqlite/sqlite-token-ledger.js';
import { createSqliteUserStore } from '../sqlite/sqlite-user-store.js';
import { announcingStores, type Stores } from './announcing-stores.js';

const ANN = 'user_ann';
const BOB = 'user_bob';
const CHAT = 'chatAnn0000000000001';
const AT = new Date('2030-01-01T00:00:01.000Z');

// Real SQLite stores behind the wrappers: each write answers what the store really did, and the
// announcements are checked against that, one write at a time.
describe('the stores of the embedded runtime announce each write a listener would see', () => {
  let database: ReturnType<typeof openTempDatabase>;
  let plain: Stores;
  let stores: Stores;
  let announced: [string, Change][];

  /** What the writes since the last call announced. */
  const taken = () => announced.splice(0);

  beforeEach(async () => {
    database = openTempDatabase();
    const { db } = database;
    plain = {
      users: createSqliteUserStore(db),
      ledger: createSqliteTokenLedger(db),
      chats: createSqliteChatStore(db),
      messages: createSqliteMessageStore(db),
      generations: createSqliteGenerationStore(db),
      preferences: createSqlitePreferenceStore(db),
      brandKits: createSqliteBrandKitStore(db),
      paymentStore: createSqlitePaymentStore(db),
      paymentRecords: createSqlitePaymentRetention(db),
    };
    announced = [];
    stores = announcingStores(plain, {
      publish: (userId, change) => announced.push([userId, change]),
    });
    await createUser(plain.users, ANN, 3);
    await plain.chats.create(chatRecord(CHAT));
  });
  afterEach(() => database.close());

  const reserveRequest = (messageId: string, fields: Partial<ReserveRequest> = {}) => ({
    message: messageRecord(messageId, { status: 'pending' }),
    kind: 'generation' as const,
    entry: { key: `gen:${messageId}`, delta: -1, reason: 'generation' as const, ref: CHAT },
    maxPending: 10,
    at: AT,
    ...fields,
  });
  const settleRequest = (messageId: string): SettleRequest => ({
    reservation: { messageId, userId: ANN, chatId: CHAT },
    reply: messageRecord(`${messageId}R`, { role: 'assistant' }),
    at: AT,
  });

  describe('chats', () => {
    it('a new chat, a rename, a pin: the chat list', async () => {
      await stores.chats.create(chatRecord('chatAnn0000000000002'));
      await stores.chats.update(ANN, CHAT, { title: 'Renamed', updatedAt: AT.toISOString() });
      await stores.chats.togglePinned(ANN, CHAT, AT.toISOString());
      expect(taken()).toEqual([
        [ANN, { kind: 'chats' }],
        [ANN, { kind: 'chats' }],
        [ANN, { kind: 'chats' }],
      ]);
    });

    it('a deleted chat: the list and its messages', async () => {
      expect(await stores.chats.delete(ANN, CHAT)).toBe(true);
      expect(taken()).toEqual([
        [ANN, { kind: 'chats' }],
        [ANN, { kind: 'messages', chatId: CHAT }],
      ]);
    });

    it('nothing for another user’s chat or a missing one, nor for a failed create', async () => {
      expect(await stores.chats.update(BOB, CHAT, { title: 'x', updatedAt: '' })).toBeNull();
      expect(await stores.chats.togglePinned(BOB, CHAT, AT.toISOString())).toBeNull();
      expect(await stores.chats.delete(BOB, CHAT)).toBe(false);
      await expect(stores.chats.create(chatRecord(CHAT))).rejects.toThrow();
      expect(taken()).toEqual([]);
    });

    it('reads pass through unannounced', async () => {
      expect(await stores.chats.findOwned(ANN, CHAT)).toEqual(chatRecord(CHAT));
      expect(await stores.chats.listByOwner(ANN)).toHaveLength(1);
      expect(taken()).toEqual([]);
    });
  });

  describe('messages', () => {
    it('an appended, an updated and the deleted messages of a chat: its messages', async () => {
      expect(await stores.messages.append(messageRecord('msg1'))).toBe('created');
      await stores.messages.update(CHAT, 'msg1', { text: 'Changed' });
      expect(await stores.messages.deleteByChat(CHAT)).toBe(1);
      const messages: Change = { kind: 'messages', chatId: CHAT };
      expect(taken()).toEqual([
        [ANN, messages],
        [ANN, messages],
        [ANN, messages],
      ]);
    });

    it('nothing for a repeated append, a missing message or a chat without messages', async () => {
      await plain.messages.append(messageRecord('msg1'));
      expect(await stores.messages.append(messageRecord('msg1'))).toBe('exists');
      expect(await stores.messages.update(CHAT, 'msgMissing', { text: 'x' })).toBeNull();
      expect(await stores.messages.deleteByChat('chatEmpty00000000001')).toBe(0);
      expect(taken()).toEqual([]);
    });
  });

  describe('generations', () => {
    it('a reservation: the new message, the balance, and the chat list when it titled the chat', async () => {
      await stores.generations.reserve(reserveRequest('msg1', { chatTitle: 'Space' }));
      expect(taken()).toEqual([
        [ANN, { kind: 'messages', chatId: CHAT }],
        [ANN, { kind: 'chats' }],
        [ANN, { kind: 'user' }],
      ]);
      await stores.generations.reserve(reserveRequest('msg2', { chatTitle: 'Again' }));
      expect(taken()).toEqual([
        [ANN, { kind: 'messages', chatId: CHAT }],
        [ANN, { kind: 'user' }],
      ]);
    });

    it('a refused reservation announces nothing', async () => {
      const tooDear = reserveRequest('msg1', {
        entry: { key: 'gen:msg1', delta: -4, reason: 'generation', ref: CHAT },
      });
      await expect(stores.generations.reserve(tooDear)).rejects.toThrow();
      expect(taken()).toEqual([]);
    });

    it('a completed result: the chat’s messages', async () => {
      await plain.generations.reserve(reserveRequest('msg1'));
      await stores.generations.complete(settleRequest('msg1'));
      expect(taken()).toEqual([[ANN, { kind: 'messages', chatId: CHAT }]]);
      // Settled already: a Conflict, and nothing more.
      await expect(stores.generations.complete(settleRequest('msg1'))).rejects.toThrow();
      expect(taken()).toEqual([]);
    });

    it('a result for a chat deleted meanwhile: only the refunded balance', async () => {
      await plain.generations.reserve(reserveRequest('msg1'));
      await plain.messages.deleteByChat(CHAT);
      await plain.chats.delete(ANN, CHAT);
      expect(await stores.generations.complete(settleRequest('msg1'))).toEqual({
        completed: false,
      });
      expect(taken()).toEqual([[ANN, { kind: 'user' }]]);
    });

    it('a refund: the messages and the balance, once', async () => {
      await plain.generations.reserve(reserveRequest('msg1'));
      await stores.generations.refund(settleRequest('msg1'));
      expect(taken()).toEqual([
        [ANN, { kind: 'messages', chatId: CHAT }],
        [ANN, { kind: 'user' }],
      ]);
      await stores.generations.refund(settleRequest('msg1'));
      expect(taken()).toEqual([]);
    });

    it('a refund in a chat deleted meanwhile: only the balance', async () => {
      await plain.generations.reserve(reserveRequest('msg1'));
      await plain.messages.deleteByChat(CHAT);
      await plain.chats.delete(ANN, CHAT);
      expect((await stores.generations.refund(settleRequest('msg1'))).chatGone).toBe(true);
      expect(taken()).toEqual([[ANN, { kind: 'user' }]]);
    });
  });

  describe('users, the ledger and preferences: the user document', () => {
    it('a new user, closing and reopening, and deleting', async () => {
      await stores.users.createWithOpeningEntry(BOB, PROFILE, {
        key: 'signup',
        delta: 3,
        reason: 'signup',
      });
      await stores.users.setClosedAt(BOB, AT.toISOString());
      await stores.users.setClosedAt(BOB, null);
      await stores.users.delete(BOB);
      expect(taken()).toEqual([
        [BOB, { kind: 'user' }],
        [BOB, { kind: 'user' }],
        [BOB, { kind: 'user' }],
        [BOB, { kind: 'user' }],
      ]);
    });

    it('nothing for a user who exists already or is missing', async () => {
      const again = await stores.users.createWithOpeningEntry(ANN, PROFILE, {
        key: 'signup',
        delta: 3,
        reason: 'signup',
      });
      expect(again.created).toBe(false);
      expect(await stores.users.setClosedAt(BOB, AT.toISOString())).toBeNull();
      expect(taken()).toEqual([]);
    });

    it('a ledger entry once; nothing for a repeated key or a refused debit', async () => {
      const grant = { key: 'grant:1', delta: 5, reason: 'grant' as const, note: 'Sorry' };
      await stores.ledger.apply(ANN, grant);
      expect(taken()).toEqual([[ANN, { kind: 'user' }]]);
      expect((await stores.ledger.apply(ANN, grant)).applied).toBe(false);
      await expect(
        stores.ledger.apply(ANN, { key: 'gen:x', delta: -100, reason: 'generation' }),
      ).rejects.toThrow();
      expect(taken()).toEqual([]);
    });

    it('changed preferences; nothing for an unknown user', async () => {
      await stores.preferences.update(ANN, (current) => ({ ...current, genre: 'gaming' }));
      expect(taken()).toEqual([[ANN, { kind: 'user' }]]);
      await expect(stores.preferences.update(BOB, (current) => current)).rejects.toThrow();
      expect(taken()).toEqual([]);
    });

    it('a changed brand kit: the user, whose tabs show it', async () => {
      await stores.brandKits.update(ANN, () => ({
        colours: ['#e50914'],
        font: 'bangers',
        titleStyle: 'box',
        logoCorner: 'top-left',
        logoPath: null,
        updatedAt: '2030-01-01T00:00:00.000Z',
      }));
      expect(taken()).toEqual([[ANN, { kind: 'user' }]]);
      await expect(stores.brandKits.update(BOB, () => null)).rejects.toThrow();
      expect(taken()).toEqual([]);
    });
  });

  describe('payments', () => {
    it('an order: the payment history; its credit: the balance and the history, once', async () => {
      await stores.paymentStore.create(paymentOrder('order_1'));
      expect(taken()).toEqual([[ANN, { kind: 'payments' }]]);
      await stores.paymentStore.credit(paymentCredit('order_1', 'pay_1'));
      expect(taken()).toEqual([
        [ANN, { kind: 'user' }],
        [ANN, { kind: 'payments' }],
      ]);
      await stores.paymentStore.credit(paymentCredit('order_1', 'pay_1'));
      expect(taken()).toEqual([]);
    });

    it('a refund of a paid order: the balance and the history, once', async () => {
      await plain.paymentStore.create(paymentOrder('order_1'));
      await plain.paymentStore.credit(paymentCredit('order_1', 'pay_1'));
      const reversal = {
        id: 'rfnd_1',
        kind: 'refund' as const,
        paymentId: 'pay_1',
        amountPaise: 140_000,
      };
      const reverse = () =>
        stores.paymentStore.reverse({
          orderId: 'order_1',
          decide: (payment, balance) => decideReversal(payment, balance, reversal, PAID_AT),
        });
      await reverse();
      expect(taken()).toEqual([
        [ANN, { kind: 'user' }],
        [ANN, { kind: 'payments' }],
      ]);
      expect((await reverse()).outcome).toBe('already-applied');
      expect(taken()).toEqual([]);
    });

    it('a failed payment, and expired orders once per owner: the history', async () => {
      await plain.paymentStore.create(paymentOrder('order_1'));
      await stores.paymentStore.markFailed('order_1', 'pay_1');
      expect(taken()).toEqual([[ANN, { kind: 'payments' }]]);

      await plain.paymentStore.create(paymentOrder('order_2'));
      await plain.paymentStore.create(paymentOrder('order_3'));
      await plain.paymentStore.create(paymentOrder('order_4', { ownerId: BOB }));
      const expired = await stores.paymentStore.expireCreatedBefore(PAID_AT, 10);
      expect(expired).toHaveLength(3);
      expect(taken()).toEqual([
        [ANN, { kind: 'payments' }],
        [BOB, { kind: 'payments' }],
      ]);
    });

    it('nothing for an unknown order, a webhook event or nothing expired', async () => {
      await expect(stores.paymentStore.create(paymentOrder('order_1'))).resolves.toBeUndefined();
      taken();
      await expect(stores.paymentStore.create(paymentOrder('order_1'))).rejects.toThrow();
      await expect(
        stores.paymentStore.credit(paymentCredit('order_unknown', 'pay_9')),
      ).rejects.toThrow();
      await expect(stores.paymentStore.markFailed('order_unknown', 'pay_9')).rejects.toThrow();
      await stores.paymentStore.recordWebhookEvent({
        eventId: 'evt_1',
        type: 'payment.captured',
        receivedAt: PAID_AT.toISOString(),
      });
      expect(await stores.paymentStore.expireCreatedBefore(new Date(0), 10)).toEqual([]);
      expect(taken()).toEqual([]);
    });

    it('records unlinked from a deleted account: its history; nothing when it had none', async () => {
      await plain.paymentStore.create(paymentOrder('order_1'));
      expect(await stores.paymentRecords.unlinkOwner(ANN)).toBe(1);
      expect(taken()).toEqual([[ANN, { kind: 'payments' }]]);
      expect(await stores.paymentRecords.unlinkOwner(BOB)).toBe(0);
      expect(taken()).toEqual([]);
    });
  });

  it('wraps only the stores it is given', () => {
    const some = announcingStores({ chats: plain.chats }, { publish: () => {} });
    expect(Object.keys(some)).toEqual(['chats']);
    expect(some.chats).not.toBe(plain.chats);
  });
});
