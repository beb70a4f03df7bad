import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { createDiskFileStore } from '../../src/adapters/disk/disk-file-store.js';
import { createFirestoreApiKeyStore } from '../../src/adapters/firebase/firestore-api-key-store.js';
import { createFirestoreChatStore } from '../../src/adapters/firebase/firestore-chat-store.js';
import { createFirestoreMessageStore } from '../../src/adapters/firebase/firestore-message-store.js';
import { createFirestorePaymentRetention } from '../../src/adapters/firebase/firestore-payment-retention.js';
import { createFirestorePaymentStore } from '../../src/adapters/firebase/firestore-payment-store.js';
import { createFirestoreTokenLedger } from '../../src/adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../../src/adapters/firebase/firestore-user-store.js';
import { sweepRetention } from '../../src/core/accounts/sweep-retention.js';
import { describePaymentRetention } from '../contracts/payment-retention.contract.js';
import { createCaptureLogger } from '../support/capture-logger.js';
import { chatRecord, messageRecord, paymentOrder, PROFILE } from '../support/store-records.js';
import { makeTempDir } from '../support/temp-dir.js';
import { clearFirestore, emulatorApp, emulatorStatus } from './emulator-env.js';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const firestore = emulatorStatus('firestore');
const suffix = firestore.skipReason ? ` (${firestore.skipReason})` : '';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

async function openFirestore(): Promise<{ db: Firestore; close: () => Promise<void> }> {
  const { app, close } = emulatorApp();
  if (firestore.host) await clearFirestore(firestore.host);
  return { db: getFirestore(app), close };
}

/** The retention sweep's Firestore queries (closed users, old images, old payments) for real. */
describe.skipIf(!firestore.host)(`Firestore retention${suffix}`, () => {
  describePaymentRetention('Firestore', async () => {
    const { db, close } = await openFirestore();
    return {
      retention: createFirestorePaymentRetention(db),
      store: createFirestorePaymentStore(db),
      close,
    };
  });

  it('deletes a closed account with its ledger, expires old images and old payments', async () => {
    const { db, close } = await openFirestore();
    const temp = makeTempDir();
    try {
      const users = createFirestoreUserStore(db);
      const ledger = createFirestoreTokenLedger(db);
      const chats = createFirestoreChatStore(db);
      const messages = createFirestoreMessageStore(db);
      const store = createFirestorePaymentStore(db);
      const apiKeys = createFirestoreApiKeyStore(db);
      const files = createDiskFileStore(temp.dir);
      const deletedIdentities: string[] = [];
      const signup = { key: 'signup', delta: 3, reason: 'signup' } as const;
      for (const id of ['user_ann', 'user_bob']) {
        await users.createWithOpeningEntry(id, PROFILE, signup);
      }
      await users.setClosedAt('user_bob', '2026-01-01T00:00:00.000Z');
      await apiKeys.create(
        {
          id: 'keyBob00000000000001',
          userId: 'user_bob',
          name: 'script',
          scopes: ['read'],
          keyHash: 'hash-of-bobs-key',
          createdAt: '2025-12-01T00:00:00.000Z',
          lastUsedAt: null,
          calls: { thumbnails: 0, read: 0, refused: 0 },
        },
        5,
      );

      const annChat = chatRecord('chatAnn0000000000001');
      const bobChat = chatRecord('chatBob0000000000001', { ownerId: 'user_bob' });
      await chats.create(annChat);
      await chats.create(bobChat);
      const image = (owner: string, chat: string, file: string) => ({
        url: `/api/v1/files/users/${owner}/chats/${chat}/${file}?sig=x`,
        path: `users/${owner}/chats/${chat}/${file}`,
      });
      const old = image('user_ann', annChat.id, 'old.jpg');
      const fresh = image('user_ann', annChat.id, 'fresh.jpg');
      const bobs = image('user_bob', bobChat.id, 'b.jpg');
      for (const { path } of [old, fresh, bobs]) await files.put(path, JPEG, 'image/jpeg');
      await messages.append(
        messageRecord('msgOld00000000000001', {
          createdAt: '2025-01-01T00:00:00.000Z',
          images: [old],
        }),
      );
      await messages.append(
        messageRecord('msgNew00000000000001', {
          createdAt: '2026-01-20T00:00:00.000Z',
          images: [fresh],
        }),
      );
      await messages.append(
        messageRecord('msgBob00000000000001', {
          chatId: bobChat.id,
          ownerId: 'user_bob',
          createdAt: '2026-01-01T00:00:00.000Z',
          images: [bobs],
        }),
      );
      await store.create(paymentOrder('order_2018', { createdAt: '2018-05-01T00:00:00.000Z' }));
      await store.create(paymentOrder('order_bob', { ownerId: 'user_bob' }));

      const summary = await sweepRetention(new Date('2026-02-15T00:00:00.000Z'), {
        users,
        directory: {
          findProfile: async () => null,
          deleteIdentity: async (id) => {
            deletedIdentities.push(id);
          },
        },
        chats,
        messages,
        files,
        paymentRecords: createFirestorePaymentRetention(db),
        apiKeys,
        logger: createCaptureLogger().logger,
      });

      expect(summary).toMatchObject({
        expiredMessages: 1,
        deletedFiles: 1,
        deletedPayments: ['order_2018'],
        deletedAccounts: ['user_bob'],
      });
      expect(deletedIdentities).toEqual(['user_bob']);
      expect(await users.get('user_bob')).toBeNull();
      expect(await ledger.entries('user_bob')).toEqual([]);
      expect(await chats.listByOwner('user_bob')).toEqual([]);
      expect(await apiKeys.findByHash('hash-of-bobs-key')).toBeNull();
      expect(await messages.listByChat(bobChat.id)).toEqual([]);
      expect(await files.read(bobs.path)).toBeNull();
      expect((await store.get('order_bob'))?.ownerId).toBe('');

      expect(await files.read(old.path)).toBeNull();
      expect(await files.read(fresh.path)).not.toBeNull();
      expect(await messages.get(annChat.id, 'msgOld00000000000001')).toMatchObject({
        images: [],
        imagesExpiredAt: '2026-02-15T00:00:00.000Z',
      });
      expect((await users.get('user_ann'))?.closedAt).toBeNull();
    } finally {
      temp.remove();
      await close();
    }
  });
});
