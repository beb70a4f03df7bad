import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  errorBodySchema,
  generateThumbnailResponseSchema,
  generationFailedBodySchema,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { createCanvasImageProcessor } from '../../src/adapters/imaging/canvas-image-processor.js';
import { createRenderPool } from '../../src/adapters/render-pool/render-pool.js';
import { createPixelAdmission } from '../../src/core/pixel-admission.js';
import type { AppDeps } from '../../src/http/app-deps.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  currentUser,
  download,
  failingModel,
  gatedModel,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
  signedLink,
} from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

describe('generation failures and races', { timeout: RENDER_TIMEOUT_MS }, () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer;

  async function start(override: (deps: AppDeps) => AppDeps) {
    temp = makeTempDir();
    server = await startThumbnailServer(temp.dir, { override });
    const { token } = await signUp(server, ANN);
    return {
      token,
      userId: String(decodeToken(token).payload.sub),
      chatId: await newChat(server, token),
    };
  }
  afterEach(async () => {
    await server.close();
    temp.remove();
  });

  it('a failing model: 502 JSON, the token refunded once, the messages and photo kept', async () => {
    const { token, userId, chatId } = await start((deps) => ({
      ...deps,
      thumbnails: { ...deps.thumbnails, model: failingModel },
    }));

    const res = await postGeneration(server, token, chatId).expect(502);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = generationFailedBodySchema.parse(res.body);
    expect(body).toEqual({
      message: THUMBNAIL_MESSAGES.generationFailed,
      code: 'upstream_failed',
      updatedTokens: 3,
    });
    expect(res.text).not.toMatch(/image service is down|at .*\.ts/);

    expect(await server.deps.ledger.balance(userId)).toBe(3);
    const entries = await server.deps.ledger.entries(userId);
    const [, debit, refund] = entries;
    expect(entries).toHaveLength(3);
    expect(debit).toMatchObject({ delta: -1, reason: 'generation', balanceAfter: 2 });
    expect(refund).toMatchObject({
      key: debit?.key.replace('gen:', 'refund:'),
      delta: 1,
      reason: 'refund',
      balanceAfter: 3,
    });

    const [prompt, reply, ...rest] = await server.deps.messages.listByChat(chatId);
    expect(rest).toEqual([]);
    expect(prompt).toMatchObject({ role: 'user', status: 'failed', text: expect.any(String) });
    expect(reply).toMatchObject({ role: 'assistant', status: 'failed', images: [] });
    expect(reply?.text).toMatch(/couldn't generate.*refunded/);
    // The photo the user sent is still there to see and retry with.
    const photo = await download(server, signedLink(server, prompt?.images[0]?.path ?? ''));
    expect(photo.length).toBeGreaterThan(0);
    // Nothing is left reserved for the sweep to refund a second time.
    expect(await server.deps.thumbnails.generations.listPendingBefore(new Date(8.64e15))).toEqual(
      [],
    );
    expect((await currentUser(server, token)).tokenBalance).toBe(3);
  });

  it('a failed generation priced at 2 tokens gives back the 2 it took', async () => {
    const { token, userId, chatId } = await start((deps) => ({
      ...deps,
      thumbnails: { ...deps.thumbnails, model: failingModel, tokensPerGeneration: 2 },
    }));

    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body).updatedTokens).toBe(3);
    const entries = await server.deps.ledger.entries(userId);
    expect(entries.slice(1).map((entry) => [entry.key.split(':')[0], entry.delta])).toEqual([
      ['gen', -2],
      ['refund', 2],
    ]);
  });

  it('20 parallel generations with a balance of 3: exactly 3 succeed, the rest 402', async () => {
    // Caps above 20 (generations per user, pixel requests, jobs waiting to be drawn), so the ledger alone
    // decides who gets a token.
    const uploads = createRenderPool({ maxWaiting: 200 });
    const { token, userId, chatId } = await start((deps) => ({
      ...deps,
      thumbnails: {
        ...deps.thumbnails,
        concurrentPerUser: 50,
        variants: 1,
        imaging: createCanvasImageProcessor(uploads),
      },
      pixelWork: createPixelAdmission({ perUser: 50, running: 50, waiting: 50, maxWaitMs: 60_000 }),
    }));

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postGeneration(server, token, chatId)),
    );
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    for (const res of responses.filter((r) => r.status === 201)) {
      generateThumbnailResponseSchema.parse(res.body);
    }
    expect(
      responses.filter((r) => r.status === 402).map((r) => errorBodySchema.parse(r.body).message),
    ).toEqual(Array(17).fill('Not enough tokens to continue'));

    expect(await server.deps.ledger.balance(userId)).toBe(0);
    const entries = await server.deps.ledger.entries(userId);
    expect(entries.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
    expect(entries.filter((entry) => entry.key.startsWith('gen:'))).toHaveLength(3);
    const messages = await server.deps.messages.listByChat(chatId);
    expect(messages.filter((m) => m.role === 'user')).toHaveLength(3);
    expect(messages.every((m) => m.status === 'complete')).toBe(true);
  });

  it('a third generation while two run: 429 with Retry-After, counting edits too', async () => {
    let gate: ReturnType<typeof gatedModel> | undefined;
    const { token, userId, chatId } = await start((deps) => {
      gate = gatedModel(deps.thumbnails.model);
      return { ...deps, thumbnails: { ...deps.thumbnails, model: gate.model } };
    });
    await server.deps.ledger.apply(userId, { key: 'test:topup', delta: 5, reason: 'purchase' });

    const running = [postGeneration(server, token, chatId), postGeneration(server, token, chatId)];
    running.forEach((req) => void req.then(() => {}));
    await waitFor(async () => (await server.deps.messages.listByChat(chatId)).length === 2);

    const third = await postGeneration(server, token, chatId);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(errorBodySchema.parse(third.body).message).toBe(
      'You already have 2 thumbnails generating. Please wait for one to finish.',
    );
    const edit = await request(server.url)
      .put(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .send({ url: '/api/v1/files/x.jpg', prompt: 'brighter' });
    expect(edit.status).toBe(429);
    // The refused requests took nothing.
    expect(await server.deps.ledger.balance(userId)).toBe(6);

    gate?.open();
    expect((await Promise.all(running)).map((res) => res.status)).toEqual([201, 201]);
    // The slots are free again.
    await postGeneration(server, token, chatId).expect(201);
    expect(await server.deps.ledger.balance(userId)).toBe(5);
  });

  it('the cap holds across two app instances on one database: one each, the third refused', async () => {
    const gates: ReturnType<typeof gatedModel>[] = [];
    const gated = (deps: AppDeps): AppDeps => {
      const gate = gatedModel(deps.thumbnails.model);
      gates.push(gate);
      return { ...deps, thumbnails: { ...deps.thumbnails, model: gate.model } };
    };
    const { token, userId, chatId } = await start(gated);
    const other = await startThumbnailServer(temp.dir, { override: gated });
    try {
      await server.deps.ledger.apply(userId, { key: 'test:topup', delta: 5, reason: 'purchase' });
      const running = [postGeneration(server, token, chatId), postGeneration(other, token, chatId)];
      running.forEach((req) => void req.then(() => {}));
      await waitFor(async () => (await server.deps.messages.listByChat(chatId)).length === 2);

      for (const instance of [server, other]) {
        const refused = await postGeneration(instance, token, chatId);
        expect(refused.status).toBe(429);
        expect(errorBodySchema.parse(refused.body).message).toBe(
          'You already have 2 thumbnails generating. Please wait for one to finish.',
        );
      }
      expect(await server.deps.ledger.balance(userId)).toBe(6);

      gates.forEach((gate) => gate.open());
      expect((await Promise.all(running)).map((res) => res.status)).toEqual([201, 201]);
    } finally {
      await other.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
