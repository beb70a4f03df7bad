import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  chatMessagesResponseSchema,
  closeAccountResponseSchema,
  errorBodySchema,
  generateThumbnailResponseSchema,
  meResponseSchema,
  MESSAGES,
} from '@thumbforge/contract';
import { sweepRetention } from '../../src/core/accounts/sweep-retention.js';
import { embeddedFilesDir } from '../../src/composition/embedded.js';
import { bearer } from '../support/payments.js';
import { buyStandard, startClockedServer, type TestClock } from '../support/accounts.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, WEB_ORIGIN, type TestServer } from '../support/test-server.js';
import {
  currentUser,
  download,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Closing an account with the server's clock moved (issue 16): read-only for 30 days and
 * reopenable, then everything personal deleted while the payment records stay, unlinked.
 */
describe('closing an account', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let clock: TestClock;
  const at = (days: number, from: Date) => new Date(from.getTime() + days * DAY_MS);

  beforeAll(async () => {
    ({ server, clock } = await startClockedServer(temp.dir));
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const api = (path: string) => server.api(path);

  /** A user with a chat, one generation (photo and thumbnails) and one paid Standard order. */
  async function creatorWithWork(email: string) {
    const { token } = await signUp(server, { ...ANN, email });
    const chatId = await newChat(server, token);
    const generated = generateThumbnailResponseSchema.parse(
      (await postGeneration(server, token, chatId).expect(201)).body,
    );
    const orderId = await buyStandard(server, token);
    const images = generated.chatMessages[0]?.messages.flatMap((message) => message.images) ?? [];
    const user = await currentUser(server, token);
    return { token, chatId, images, orderId, user };
  }

  /** The chat's image links as a read of its messages signs them at the server's time now. */
  async function imagesReadNow(token: string, chatId: string): Promise<string[]> {
    const res = await request(server.url)
      .get(api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .expect(200);
    const messages = chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
    return messages.flatMap((message) => message.images);
  }

  const close = (token: string) =>
    request(server.url).post(api(API_PATHS.closeAccount)).set(bearer(token));

  async function expectRefused(req: request.Test) {
    const res = await req.expect(403);
    expect(errorBodySchema.parse(res.body)).toEqual({
      code: 'account_closed',
      message: MESSAGES.accountClosed,
    });
  }

  it(
    'is read-only for 29 days (sign-in, reading, downloads), charges nothing, and reopens',
    async () => {
      clock.now = new Date();
      const ann = await creatorWithWork('closing-ann@example.com');
      const closedAt = clock.now;
      const closed = closeAccountResponseSchema.parse((await close(ann.token).expect(200)).body);
      expect(closed).toEqual({
        closedAt: closedAt.toISOString(),
        deleteAfter: at(30, closedAt).toISOString(),
      });
      // Closing twice keeps the first deadline.
      clock.now = at(1, closedAt);
      expect((await close(ann.token).expect(200)).body).toEqual(closed);

      clock.now = at(29, closedAt);
      const me = await currentUser(server, ann.token);
      expect(me).toMatchObject({ closedAt: closed.closedAt, deleteAfter: closed.deleteAfter });
      const { token } = await signUp(server, { ...ANN, email: 'closing-other@example.com' });
      expect((await currentUser(server, token)).closedAt).toBeUndefined();

      await expectRefused(
        request(server.url).post(api(API_PATHS.chats)).set(bearer(ann.token)).send({}),
      );
      await expectRefused(postGeneration(server, ann.token, ann.chatId));
      await expectRefused(
        request(server.url)
          .put(api(API_PATHS.thumbnails(ann.chatId)))
          .set(bearer(ann.token))
          .send({ url: ann.images[0], prompt: 'make it brighter' }),
      );
      await expectRefused(
        request(server.url)
          .post(api(API_PATHS.createOrder))
          .set(bearer(ann.token))
          .send({ planName: 'standard' }),
      );
      expect((await currentUser(server, ann.token)).tokenBalance).toBe(me.tokenBalance);

      // Links given out before closing serve nothing any more; the ones read now do.
      const readNow = await imagesReadNow(ann.token, ann.chatId);
      expect(readNow.length).toBeGreaterThan(1);
      await request(server.url)
        .get(ann.images[0] ?? '')
        .expect(404);
      expect((await download(server, readNow[0] ?? '')).length).toBeGreaterThan(0);
      await request(server.url)
        .get(api(API_PATHS.exportAccount))
        .set(bearer(ann.token))
        .expect(200);
      await request(server.url).get(api(API_PATHS.payments)).set(bearer(ann.token)).expect(200);

      const reopened = meResponseSchema.parse(
        (
          await request(server.url)
            .post(api(API_PATHS.reopenAccount))
            .set(bearer(ann.token))
            .expect(200)
        ).body,
      ).user;
      expect(reopened.closedAt).toBeUndefined();
      await request(server.url)
        .post(api(API_PATHS.chats))
        .set(bearer(ann.token))
        .send({})
        .expect(201);
      const again = await request(server.url)
        .post(api(API_PATHS.reopenAccount))
        .set(bearer(ann.token))
        .expect(409);
      expect(errorBodySchema.parse(again.body).message).toBe(MESSAGES.accountNotClosed);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'after 31 days is gone: the sweep deletes everything personal and unlinks the payments',
    async () => {
      clock.now = new Date();
      const bob = await creatorWithWork('closing-bob@example.com');
      const carol = await creatorWithWork('closing-carol@example.com');
      const closedAt = clock.now;
      await close(bob.token).expect(200);

      // Past the deadline the account is gone at once, before any sweep has run.
      clock.now = at(31, closedAt);
      const gone = await request(server.url)
        .get(api(API_PATHS.me))
        .set(bearer(bob.token))
        .expect(401);
      expect(errorBodySchema.parse(gone.body).message).toBe(MESSAGES.accountDeleted);
      await request(server.url)
        .post(api(API_PATHS.reopenAccount))
        .set(bearer(bob.token))
        .expect(401);
      // Before the sweep, the data is as gone as /auth/me says: no zip, no export, no file link.
      for (const gone of [
        request(server.url)
          .post(api(API_PATHS.downloadZip))
          .set(bearer(bob.token))
          .send({ imageUrls: bob.images.slice(0, 1) }),
        request(server.url).get(api(API_PATHS.exportAccount)).set(bearer(bob.token)),
        request(server.url)
          .delete(api(API_PATHS.chat(bob.chatId)))
          .set(bearer(bob.token)),
      ]) {
        const res = await gone.expect(401);
        expect(errorBodySchema.parse(res.body).message).toBe(MESSAGES.accountDeleted);
      }
      for (const url of bob.images) await request(server.url).get(url).expect(404);

      const before = await sweepRetention(at(29, closedAt), server.deps);
      expect(before.deletedAccounts).not.toContain(bob.user.id);
      const summary = await sweepRetention(clock.now, server.deps);
      expect(summary.deletedAccounts).toEqual([bob.user.id]);

      const { deps } = server;
      expect(await deps.users.get(bob.user.id)).toBeNull();
      expect(await deps.ledger.entries(bob.user.id)).toEqual([]);
      expect(await deps.chats.listByOwner(bob.user.id)).toEqual([]);
      expect(await deps.messages.listByChat(bob.chatId)).toEqual([]);
      expect(await deps.localIdentity?.accounts.findAccountById(bob.user.id)).toBeNull();
      expect(existsSync(join(embeddedFilesDir(temp.dir), 'users', bob.user.id))).toBe(false);
      await request(server.url)
        .get(bob.images[0] ?? '')
        .expect(404);
      await request(server.url)
        .post(api(API_PATHS.localAuth.signIn))
        .set('Origin', WEB_ORIGIN)
        .send({ email: 'closing-bob@example.com', password: ANN.password })
        .expect(401);

      // Tax law keeps amount, date, receipt number and plan, linked to no one.
      const payment = await deps.payments.store.get(bob.orderId);
      expect(payment).toMatchObject({ ownerId: '', plan: 'standard', amount: 800, status: 'paid' });
      expect(payment?.receiptNumber).toBeTruthy();

      // The open account next to it keeps everything.
      expect(await deps.users.get(carol.user.id)).not.toBeNull();
      expect((await deps.payments.store.get(carol.orderId))?.ownerId).toBe(carol.user.id);
      const [carolImage] = await imagesReadNow(carol.token, carol.chatId);
      expect((await download(server, carolImage ?? '')).length).toBeGreaterThan(0);
      // A second sweep at the same date finds nothing more.
      expect((await sweepRetention(clock.now, deps)).deletedAccounts).toEqual([]);
    },
    RENDER_TIMEOUT_MS,
  );
});
