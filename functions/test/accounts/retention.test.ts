import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  chatMessagesResponseSchema,
  generateThumbnailResponseSchema,
} from '@thumbforge/contract';
import { adminRuntime } from '../../src/composition/admin.js';
import { sweepRetention } from '../../src/core/accounts/sweep-retention.js';
import { buyStandard, startClockedServer, type TestClock } from '../support/accounts.js';
import { runAdminCommand } from '../support/admin.js';
import { bearer } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { download, newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (count: number, from: Date) => new Date(from.getTime() + count * DAY_MS);
const years = (count: number, from: Date) => {
  const moved = new Date(from);
  moved.setUTCFullYear(moved.getUTCFullYear() + count);
  return moved;
};

/** The retention the policy pages promise (issue 16), with the server's clock moved. */
describe('retention', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let clock: TestClock;

  beforeAll(async () => {
    ({ server, clock } = await startClockedServer(temp.dir));
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function messagesOf(token: string, chatId: string) {
    const res = await request(server.url)
      .get(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .expect(200);
    return chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
  }

  it(
    'keeps a thumbnail 364 days old and deletes it at 366 days, leaving the message saying so',
    async () => {
      const made = new Date('2026-01-10T12:00:00Z');
      clock.now = made;
      const { token } = await signUp(server, { ...ANN, email: 'retention-images@example.com' });
      const chatId = await newChat(server, token);
      const generated = generateThumbnailResponseSchema.parse(
        (await postGeneration(server, token, chatId).expect(201)).body,
      );
      const images = generated.chatMessages[0]?.messages.flatMap((m) => m.images) ?? [];
      expect(images.length).toBeGreaterThan(1);

      const kept = await sweepRetention(days(364, made), server.deps);
      expect(kept.expiredMessages).toBe(0);
      for (const url of images) expect((await download(server, url)).length).toBeGreaterThan(0);

      const expiredAt = days(366, made);
      const swept = await sweepRetention(expiredAt, server.deps);
      // The user's photo message and the reply with its thumbnails.
      expect(swept.expiredMessages).toBe(2);
      for (const url of images) await request(server.url).get(url).expect(404);
      const messages = await messagesOf(token, chatId);
      expect(messages).toHaveLength(2);
      for (const message of messages) {
        expect(message).toMatchObject({ images: [], imagesExpiredAt: expiredAt.toISOString() });
      }
      expect((await sweepRetention(expiredAt, server.deps)).expiredMessages).toBe(0);
    },
    RENDER_TIMEOUT_MS,
  );

  it('keeps a payment record 7 years less a day and deletes it at 7 years and a day', async () => {
    const paidAt = new Date('2026-03-01T09:00:00Z');
    clock.now = paidAt;
    const { token } = await signUp(server, { ...ANN, email: 'retention-payments@example.com' });
    const orderId = await buyStandard(server, token);

    const before = await sweepRetention(days(-1, years(7, paidAt)), server.deps);
    expect(before.deletedPayments).not.toContain(orderId);
    expect(await server.deps.payments.store.get(orderId)).not.toBeNull();

    const after = await sweepRetention(days(1, years(7, paidAt)), server.deps);
    expect(after.deletedPayments).toContain(orderId);
    expect(await server.deps.payments.store.get(orderId)).toBeNull();
  });

  it(
    'runs as an admin command: only on a real date, a dry run unless --yes, the future only if allowed',
    async () => {
      const made = new Date('2026-05-05T08:00:00Z');
      clock.now = made;
      const { token } = await signUp(server, { ...ANN, email: 'retention-admin@example.com' });
      const chatId = await newChat(server, token);
      await postGeneration(server, token, chatId).expect(201);

      const admin = (argv: string[], now = new Date('2027-06-01T00:00:00Z')) =>
        runAdminCommand(argv, () => adminRuntime({ DATA_DIR: temp.dir }, { now: () => now }));
      const imagesKept = async () =>
        (await messagesOf(token, chatId)).every((message) => message.images.length > 0);

      for (const bad of ['soon', '2026-01-01junk', '2025-02-30', '2027-13-01', '2027-5-7']) {
        const refused = await admin(['retention', '--as-of', bad]);
        expect(refused.code).toBe(2);
        expect(refused.err).toContain(
          `--as-of takes a calendar date like 2027-01-31, not "${bad}"`,
        );
      }

      const future = await admin(['retention', '--as-of', '2027-05-07', '--yes'], made);
      expect(future.code).toBe(2);
      expect(future.err).toContain('--as-of 2027-05-07 is in the future');
      expect(await imagesKept()).toBe(true);

      const dryRun = await admin(['retention', '--as-of', '2027-05-07']);
      expect(dryRun.code).toBe(0);
      expect(dryRun.out).toContain('Retention sweep as of 2027-05-07T00:00:00.000Z');
      expect(dryRun.out).toMatch(/would delete:\n {2}images of 2 messages/);
      expect(dryRun.out).toContain('Nothing was deleted. Run again with --yes to delete.');
      expect(await imagesKept()).toBe(true);

      const allowed = await admin(
        ['retention', '--as-of', '2027-05-07', '--allow-future', '--yes'],
        made,
      );
      expect(allowed.code).toBe(0);
      expect(allowed.out).toMatch(/images expired: \d+ files of 2 messages/);
      const messages = await messagesOf(token, chatId);
      expect(messages.every((message) => message.images.length === 0)).toBe(true);
    },
    RENDER_TIMEOUT_MS,
  );
});
