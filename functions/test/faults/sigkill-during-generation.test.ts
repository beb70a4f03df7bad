import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  paymentListResponseSchema,
  sessionTokenResponseSchema,
} from '@thumbforge/contract';
import { embeddedDatabaseFile } from '../../src/composition/embedded.js';
import { decodeToken } from '../support/forge-token.js';
import { startChildServer } from '../support/child-server.js';
import { bearer, createOrder, SANDBOX_SECRETS_ENV, sandboxPay } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import {
  ANN,
  signUp,
  startTestServer,
  WEB_ORIGIN,
  type TestServer,
} from '../support/test-server.js';
import { newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

const ENTRY = fileURLToPath(new URL('./stalled-model-server.ts', import.meta.url));
/** The stalled-model server in its own process, as `npm start` would run, on DATA_DIR. */
const startChild = (dataDir: string) => startChildServer(ENTRY, dataDir, SANDBOX_SECRETS_ENV);

function pendingReservations(dataDir: string): { message_id: string; user_id: string }[] {
  const db = new Database(embeddedDatabaseFile(dataDir), { readonly: true });
  try {
    return db
      .prepare("SELECT message_id, user_id FROM reservations WHERE state = 'pending'")
      .all() as { message_id: string; user_id: string }[];
  } finally {
    db.close();
  }
}

async function waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(
  'the server killed with SIGKILL during a generation',
  { timeout: RENDER_TIMEOUT_MS },
  () => {
    const temp = makeTempDir();
    let server: TestServer | undefined;
    let child: ChildProcess | undefined;
    afterAll(async () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await server?.close();
      temp.remove();
    });

    it('refunds the pending reservation exactly once on restart and loses nothing else', async () => {
      // Before: Ann has bought tokens and has two chats; Bob has a chat of his own.
      server = await startTestServer(temp.dir, SANDBOX_SECRETS_ENV);
      const { token: annFirst } = await signUp(server, ANN);
      const { token: bob } = await signUp(server, { ...ANN, email: 'bob@example.com' });
      const annId = String(decodeToken(annFirst).payload.sub);
      const bobId = String(decodeToken(bob).payload.sub);
      const order = await createOrder(server, annFirst);
      const paid = await sandboxPay(server, annFirst, order.orderId, 'success').expect(200);
      await request(server.url)
        .post(server.api(API_PATHS.verifyPayment))
        .set(bearer(annFirst))
        .send(paid.body as object)
        .expect(200);
      const keptChat = await newChat(server, annFirst);
      await request(server.url)
        .put(server.api(API_PATHS.chat(keptChat)))
        .set(bearer(annFirst))
        .send({ rename: 'Kept chat' })
        .expect(200);
      const chatId = await newChat(server, annFirst);
      const bobChat = await newChat(server, bob);
      await server.close();
      server = undefined;

      // The generation reserves its token, then the process dies before any image is stored.
      const running = await startChild(temp.dir);
      child = running.child;
      // Only `url` and `api` of a test server are used to send requests to the child.
      const childServer = {
        url: running.url,
        api: (path: string) => `/api/v1${path}`,
      } as TestServer;
      const { token: ann } = await signIn(childServer);
      const generation = postGeneration(childServer, ann, chatId).then(
        () => 'answered',
        () => 'connection lost',
      );
      await waitFor(() => pendingReservations(temp.dir).length === 1);
      const [reservation] = pendingReservations(temp.dir);
      expect(reservation?.user_id).toBe(annId);
      child.kill('SIGKILL');
      await once(child, 'exit');
      expect(child.signalCode).toBe('SIGKILL');
      expect(await generation).toBe('connection lost');

      // A restart with the default age leaves a reservation this fresh alone: it might be running.
      server = await startTestServer(temp.dir, SANDBOX_SECRETS_ENV);
      expect(await server.deps.ledger.balance(annId)).toBe(12);
      await server.close();

      // Restarts that treat every pending reservation as abandoned refund it, once.
      for (let restart = 0; restart < 2; restart += 1) {
        server = await startTestServer(temp.dir, {
          ...SANDBOX_SECRETS_ENV,
          STALE_RESERVATION_MINUTES: '0',
        });
        expect(pendingReservations(temp.dir)).toEqual([]);
        expect(await server.deps.ledger.balance(annId)).toBe(13);
        const entries = await server.deps.ledger.entries(annId);
        expect(entries.map((entry) => entry.key)).toEqual([
          'signup',
          expect.stringMatching(/^pay:/),
          `gen:${reservation?.message_id}`,
          `refund:${reservation?.message_id}`,
        ]);
        expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(13);

        const messages = await server.deps.messages.listByChat(chatId);
        expect(messages.map((m) => [m.role, m.status])).toEqual([
          ['user', 'failed'],
          ['assistant', 'failed'],
        ]);
        expect(messages[0]?.id).toBe(reservation?.message_id);
        expect(messages[1]?.text).toMatch(/server stopped.*refunded/);

        // Nothing else was lost: chats, payments, the other user.
        const chats = await server.deps.chats.listByOwner(annId);
        expect(chats.map((chat) => chat.id).sort()).toEqual([keptChat, chatId].sort());
        expect(chats.find((chat) => chat.id === keptChat)?.title).toBe('Kept chat');
        const { token: annNow } = await signIn(server);
        const payments = await request(server.url)
          .get(server.api(API_PATHS.payments))
          .set(bearer(annNow))
          .expect(200);
        expect(paymentListResponseSchema.parse(payments.body).payments).toEqual([
          expect.objectContaining({ _id: order.orderId, tokens: 10 }),
        ]);
        expect(await server.deps.ledger.balance(bobId)).toBe(3);
        expect((await server.deps.chats.listByOwner(bobId)).map((chat) => chat.id)).toEqual([
          bobChat,
        ]);
        await server.close();
        server = undefined;
      }
    });
  },
);

async function signIn(server: TestServer): Promise<{ token: string }> {
  const res = await request(server.url)
    .post(server.api(API_PATHS.localAuth.signIn))
    .set('Origin', WEB_ORIGIN)
    .send({ email: ANN.email, password: ANN.password })
    .expect(200);
  return sessionTokenResponseSchema.parse(res.body);
}
