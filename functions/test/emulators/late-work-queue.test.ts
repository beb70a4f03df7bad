import { getFirestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_PREFERENCES } from '@thumbforge/contract';
import { createCloudTasksLateWorkQueue } from '../../src/adapters/firebase/cloud-tasks-late-work-queue.js';
import { createFirestoreChatStore } from '../../src/adapters/firebase/firestore-chat-store.js';
import { createFirestoreMessageStore } from '../../src/adapters/firebase/firestore-message-store.js';
import { createFirestoreTokenLedger } from '../../src/adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../../src/adapters/firebase/firestore-user-store.js';
import { FUNCTION_REGION, LATE_WORK_FUNCTION } from '../../src/config/firebase-project.js';
import { MODEL_TIMED_OUT } from '../../src/core/thumbnails/index.js';
import type { LateReply, LateTask } from '../../src/core/thumbnails/late-variants/index.js';
import { debitKey, refundKey } from '../../src/core/thumbnails/reservation/index.js';
import { chatRecord, createUser, messageRecord } from '../support/store-records.js';
import { clearFirestore, emulatorApp, emulatorStatus, runningEmulators } from './emulator-env.js';

vi.setConfig({ testTimeout: 90_000 });

const running = await runningEmulators();
const firestore = emulatorStatus('firestore');
const tasksHost = process.env.CLOUD_TASKS_EMULATOR_HOST;
const ready = Boolean(running.functions && running.tasks && tasksHost && firestore.host);
const skipReason = ready
  ? ''
  : firestore.skipReason ||
    'SKIPPED: the Functions and Cloud Tasks emulators are not running: run "npm run test:emulators"';
if (!ready && !firestore.skipReason) console.warn(skipReason);

const QUEUE = `locations/${FUNCTION_REGION}/functions/${LATE_WORK_FUNCTION}`;
const USER = 'user_ann';
const CHAT = 'chatAnn0000000000001';
const MESSAGE = 'msgAnn00000000000001';
const REPLY = 'msgAnn00000000000002';

const late: LateReply = {
  userId: USER,
  chatId: CHAT,
  messageId: MESSAGE,
  replyId: REPLY,
  replyFolder: `users/${USER}/chats/${CHAT}/${REPLY}-`,
  photoPath: `users/${USER}/chats/${CHAT}/${MESSAGE}-photo.jpg`,
  thingPaths: [],
  request: {
    prompt: 'Me pointing at the rocket',
    genre: 'vlogs',
    mood: 'exciting',
    title: 'Launch Day',
    resolution: '1280 x 720',
    preferences: EMPTY_PREFERENCES,
    brandKit: null,
    variants: 1,
  },
  said: { localMade: 2, notDrawn: [], planned: '' },
};

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The `lateWork` task-queue function as deployed (the bundle the Functions emulator loads), fed by
 * the Cloud Tasks emulator through firebase-admin's task queue, on the Firestore emulator.
 */
describe.skipIf(!ready)(
  `the lateWork task-queue function under the Cloud Tasks emulator${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    it('settles an overdue reply once, refunding once, though its task is delivered twice', async () => {
      const { app, close } = emulatorApp();
      try {
        if (firestore.host) await clearFirestore(firestore.host);
        const db = getFirestore(app);
        const users = createFirestoreUserStore(db);
        const ledger = createFirestoreTokenLedger(db);
        const messages = createFirestoreMessageStore(db);
        await createUser(users, USER, 3);
        await createFirestoreChatStore(db).create(chatRecord(CHAT));
        await ledger.apply(USER, { key: debitKey(MESSAGE), delta: -1, reason: 'generation' });
        await messages.append(messageRecord(MESSAGE));
        // A reply the model was still painting when its instance went away.
        await messages.append(
          messageRecord(REPLY, {
            role: 'assistant',
            status: 'complete',
            text: 'Here are 2 thumbnails for "Launch Day". The image model is painting one more.',
            meta: {
              painting: {
                variants: 1,
                startedAt: '2030-01-01T00:00:00.000Z',
                expectedSeconds: 30,
                waiting: [0],
              },
            },
          }),
        );

        const settle: LateTask = { kind: 'settle', reply: late };
        // Through the app's adapter: the second enqueue of the same task id is the same task.
        const queue = createCloudTasksLateWorkQueue(getFunctions(app), {
          functionName: QUEUE,
          dispatchDeadlineSeconds: 60,
        });
        await queue.enqueue([{ task: settle }]);
        await queue.enqueue([{ task: settle }]);
        // Cloud Tasks delivers at least once: the same task again, under another name.
        await getFunctions(app)
          .taskQueue<LateTask>(QUEUE)
          .enqueue(settle, { id: `${REPLY}-settle-again` });

        await waitFor(async () => (await messages.get(CHAT, REPLY))?.meta.painting === undefined);
        await waitFor(async () => {
          const entries = await ledger.entries(USER);
          return entries.length >= 3;
        });
        // Room for the second delivery to have run, and changed nothing.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        const reply = await messages.get(CHAT, REPLY);
        expect(reply?.text).toBe(
          `Here are 2 thumbnails for "Launch Day". Select one and tell me what to change. ${MODEL_TIMED_OUT}`,
        );
        const entries = await ledger.entries(USER);
        expect(entries.map((entry) => entry.key)).toEqual([
          'signup',
          debitKey(MESSAGE),
          refundKey(MESSAGE),
        ]);
        expect(await ledger.balance(USER)).toBe(3);

        // A variant's task arriving after the reply settled paints and writes nothing.
        await queue.enqueue([{ task: { kind: 'paint', reply: late, variant: 0 } }]);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        expect(await messages.get(CHAT, REPLY)).toEqual(reply);
        expect(await ledger.balance(USER)).toBe(3);
      } finally {
        await close();
      }
    });
  },
);
