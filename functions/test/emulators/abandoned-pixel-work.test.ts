import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX } from '@thumbforge/contract';
import { getFirestore } from 'firebase-admin/firestore';
import { createFirestoreUserStore } from '../../src/adapters/firebase/firestore-user-store.js';
import { createUser } from '../support/store-records.js';
import { clerkPrivateKey, clerkSessionToken, emulatorOrigin } from './clerk-session.js';
import { emulatorApp, emulatorStatus, runningEmulators } from './emulator-env.js';

/**
 * Issue 32, High 1, on the function: stalled uploads and queued clients that give up must leave
 * the pixel queue free for everyone else, and leave no 429 stuck to those who left.
 */

const running = await runningEmulators();
const firestore = emulatorStatus('firestore');
const ready = Boolean(running.functions && running.hosting && clerkPrivateKey && firestore.host);
const skipReason = ready
  ? ''
  : 'SKIPPED: the Functions, Hosting and Firestore emulators are not running: run "npm run test:emulators"';

/** The running slots of a 2-core instance: stalled uploads enough to fill them all. */
const STALLED = 8;
const GIVE_UP_MS = 2_000;
const ANSWER_WITHIN_MS = 30_000;
const BOUNDARY = 'abuse-boundary';

/** A brand-kit learn upload whose head promises 10 MB and that sends nothing after it. */
function stalledLearnUpload(token: string): Socket {
  const origin = new URL(emulatorOrigin);
  const socket = connect(Number(origin.port), origin.hostname);
  socket.on('error', () => {});
  socket.write(
    `POST ${API_PREFIX}${API_PATHS.brandKitLearn} HTTP/1.1\r\nHost: ${origin.host}\r\n` +
      `Authorization: Bearer ${token}\r\nOrigin: ${emulatorOrigin}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${10 * 1024 * 1024}\r\n\r\n--${BOUNDARY}\r\n` +
      'Content-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
  );
  return socket;
}

describe.skipIf(!ready)(
  `pixel work in the function under abandoned requests${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    it(
      'answers a new creator after stalled uploads and queued checks whose clients gave up, and keeps no 429 for those who left',
      { timeout: 120_000 },
      async () => {
        const { app, close } = emulatorApp();
        const sockets: Socket[] = [];
        try {
          const users = createFirestoreUserStore(getFirestore(app));
          const run = Date.now().toString(36);
          const [staller, newcomer, ...leavers] = ['staller', 'newcomer', 'a', 'b', 'c'].map(
            (name) => `user_${name}${run}`,
          );
          // Existing accounts, so the function never asks Clerk's API for a profile.
          for (const id of [staller!, newcomer!, ...leavers]) await createUser(users, id, 3);
          const headers = async (id: string) => ({
            Authorization: `Bearer ${await clerkSessionToken(id)}`,
            Origin: emulatorOrigin,
            'Content-Type': 'application/json',
          });
          const api = async (id: string, path: string, body: unknown, signal?: AbortSignal) =>
            fetch(`${emulatorOrigin}${API_PREFIX}${path}`, {
              method: 'POST',
              headers: await headers(id),
              body: JSON.stringify(body),
              ...(signal && { signal }),
            });
          const chatOf = async (id: string) => {
            const created = await api(id, API_PATHS.chats, {});
            expect(created.status).toBe(201);
            return ((await created.json()) as { chat: { _id: string } }).chat._id;
          };
          const check = async (id: string, chatId: string, signal?: AbortSignal) =>
            api(
              id,
              API_PATHS.thumbnailCheck(chatId),
              { url: `/files/users/${id}/chats/${chatId}/none.jpg` },
              signal,
            );

          const stallerToken = await clerkSessionToken(staller!);
          for (let i = 0; i < STALLED; i += 1) sockets.push(stalledLearnUpload(stallerToken));
          const chats = await Promise.all(leavers.map(chatOf));
          // Eight checks from three accounts, whose clients give up after two seconds.
          await Promise.all(
            leavers.flatMap((id, index) =>
              Array.from({ length: index < 2 ? 3 : 2 }, () =>
                check(id, chats[index]!, AbortSignal.timeout(GIVE_UP_MS)).then(
                  () => undefined,
                  () => undefined,
                ),
              ),
            ),
          );
          for (const socket of sockets) socket.destroy();

          // No attack left: the newcomer's check is answered (the image is none of theirs: 404).
          const newcomerChat = await chatOf(newcomer!);
          const answered = await check(
            newcomer!,
            newcomerChat,
            AbortSignal.timeout(ANSWER_WITHIN_MS),
          );
          expect(answered.status).toBe(404);
          for (const [index, id] of leavers.entries()) {
            const again = await check(id, chats[index]!, AbortSignal.timeout(ANSWER_WITHIN_MS));
            expect(again.status).toBe(404);
          }
        } finally {
          for (const socket of sockets) socket.destroy();
          await close();
        }
      },
    );
  },
);
