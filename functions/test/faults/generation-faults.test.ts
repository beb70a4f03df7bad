import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  generateThumbnailResponseSchema,
  generationFailedBodySchema,
  MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { createCanvasImageProcessor } from '../../src/adapters/imaging/canvas-image-processor.js';
import { createLocalRenderer } from '../../src/adapters/local-renderer/local-renderer.js';
import { createRenderPool } from '../../src/adapters/render-pool/render-pool.js';
import { embeddedFilesDir } from '../../src/composition/embedded.js';
import { chatFilesPrefix } from '../../src/core/chats/chat-files.js';
import { InsufficientTokens } from '../../src/core/errors.js';
import type { FileStore } from '../../src/core/ports/file-store.port.js';
import type { ImageModel } from '../../src/core/ports/image-model.port.js';
import { MODEL_TIMED_OUT } from '../../src/core/thumbnails/index.js';
import type { AppDeps } from '../../src/http/app-deps.js';
import { decodeToken } from '../support/forge-token.js';
import { filesUnder } from '../support/files-under.js';
import { createInstantAnalyser } from '../support/instant-analyser.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  download,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
  signedLink,
} from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
  });
}

/** The file store with `put` failing as a full disk does, for the puts `fails` picks. */
function fillingDisk(files: FileStore, fails: (path: string, index: number) => boolean): FileStore {
  let puts = 0;
  return {
    ...files,
    async put(path, bytes, contentType) {
      const index = puts++;
      if (fails(path, index)) throw diskFull();
      await files.put(path, bytes, contentType);
    },
  };
}

describe('faults during a generation', { timeout: RENDER_TIMEOUT_MS }, () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer;

  async function start(override: (deps: AppDeps) => AppDeps, env: Record<string, string> = {}) {
    temp = makeTempDir();
    server = await startThumbnailServer(temp.dir, { override, env });
    const { token } = await signUp(server, ANN);
    const userId = String(decodeToken(token).payload.sub);
    const chatId = await newChat(server, token);
    const chatFolder = join(embeddedFilesDir(temp.dir), chatFilesPrefix(userId, chatId));
    return { token, userId, chatId, chatFolder };
  }
  afterEach(async () => {
    await server.close();
    temp.remove();
  });

  async function expectRefundedOnce(userId: string) {
    expect(await server.deps.ledger.balance(userId)).toBe(3);
    const entries = await server.deps.ledger.entries(userId);
    expect(entries.map((entry) => entry.reason)).toEqual(['signup', 'generation', 'refund']);
    expect(await server.deps.thumbnails.generations.listPendingBefore(new Date(8.64e15))).toEqual(
      [],
    );
  }

  async function expectFailedPair(chatId: string) {
    const messages = await server.deps.messages.listByChat(chatId);
    expect(messages.map((m) => [m.role, m.status, m.images.length])).toEqual([
      ['user', 'failed', 1],
      ['assistant', 'failed', 0],
    ]);
    return messages;
  }

  it('a model that never answers: 502 after the timeout, the token refunded once', async () => {
    const silent: ImageModel = {
      findSubject: async () => null,
      paintBaseArt: () => new Promise(() => {}),
      editBaseArt: () => new Promise(() => {}),
    };
    const { token, userId, chatId } = await start((deps) => ({
      ...deps,
      thumbnails: { ...deps.thumbnails, model: silent, modelTimeoutMs: 200 },
    }));
    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body)).toEqual({
      message: MODEL_TIMED_OUT,
      code: 'upstream_failed',
      updatedTokens: 3,
    });
    await expectRefundedOnce(userId);
    const [prompt] = await expectFailedPair(chatId);
    // The photo is kept for a retry.
    const photo = signedLink(server, prompt?.images[0]?.path ?? '');
    expect((await download(server, photo)).length).toBeGreaterThan(0);
  });

  it('a render past the deadline is stopped, not left running after the refund', async () => {
    const pool = createRenderPool({ workers: 1 });
    // The subject found at once, so the deadline falls while the variant is being drawn.
    const analyser = createInstantAnalyser();
    const { token, userId, chatId } = await start((deps) => ({
      ...deps,
      thumbnails: {
        ...deps.thumbnails,
        model: createLocalRenderer({ analyser, pool }),
        imaging: createCanvasImageProcessor(pool),
        variants: 1,
        modelTimeoutMs: 50,
      },
    }));
    try {
      const res = await postGeneration(server, token, chatId).expect(502);
      expect(res.body.message).toBe(MODEL_TIMED_OUT);
      // The thread drawing it was ended with the answer: nothing runs on, nothing waits.
      expect([pool.queue.running, pool.queue.waiting, pool.threads]).toEqual([0, 0, 0]);
      await expectRefundedOnce(userId);
    } finally {
      await pool.close();
    }
  });

  it('GENERATION_TIMEOUT_SECONDS sets the deadline of the embedded runtime', async () => {
    temp = makeTempDir();
    server = await startThumbnailServer(temp.dir, { env: { GENERATION_TIMEOUT_SECONDS: '7' } });
    expect(server.deps.thumbnails.modelTimeoutMs).toBe(7000);
  });

  it('half of the variants failing: the rest are delivered for one token, and the reply says so', async () => {
    const { token, userId, chatId, chatFolder } = await start((deps) => ({
      ...deps,
      thumbnails: {
        ...deps.thumbnails,
        variants: 2,
        // As the Vertex adapter answers when one of its two calls failed: the one that worked.
        model: {
          ...deps.thumbnails.model,
          paintBaseArt: async (request) => {
            const painted = await deps.thumbnails.model.paintBaseArt(request);
            return { ...painted, images: painted.images.slice(0, 1) };
          },
        },
      },
    }));
    const res = await postGeneration(server, token, chatId).expect(201);
    const body = generateThumbnailResponseSchema.parse(res.body);
    expect(body.updatedTokens).toBe(2);
    expect(body.response).toBe(
      'Here is your thumbnail for "Launch Day Vlog". 1 of the 2 variants could not be made this time. I kept "Me pointing at the rocket", "huge excitement" as your photo shows it: I change the background, framing, callouts and title around you, not what the photo shows. Select one and tell me what to change.',
    );
    const reply = body.chatMessages[0]?.messages.at(-1);
    expect(reply).toMatchObject({ role: 'assistant', status: 'complete' });
    expect(reply?.images).toHaveLength(1);
    expect(await server.deps.ledger.balance(userId)).toBe(2);
    expect((await server.deps.ledger.entries(userId)).map((e) => e.reason)).toEqual([
      'signup',
      'generation',
    ]);
    // The photo, one thumbnail and its base art.
    expect(filesUnder(chatFolder)).toHaveLength(3);
  });

  it('no variant made: 502 and the token refunded', async () => {
    const { token, userId, chatId } = await start((deps) => ({
      ...deps,
      thumbnails: {
        ...deps.thumbnails,
        model: {
          ...deps.thumbnails.model,
          paintBaseArt: async () => ({ images: [], notDrawn: [] }),
        },
      },
    }));
    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body).message).toBe(
      THUMBNAIL_MESSAGES.generationFailed,
    );
    await expectRefundedOnce(userId);
    await expectFailedPair(chatId);
  });

  it('the disk full while storing the second image: refund, 502, no partial files', async () => {
    let photoPath = '';
    const { token, userId, chatId, chatFolder } = await start((deps) => ({
      ...deps,
      thumbnails: { ...deps.thumbnails, variants: 2 },
      files: fillingDisk(deps.files, (path) => {
        if (path.endsWith('-photo.jpg')) {
          photoPath = path;
          return false;
        }
        // The first thumbnail (and its base art) is written; the second finds the disk full.
        return /\/2(?:-base)?\.(?:jpg|png)$/.test(path);
      }),
    }));
    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body)).toEqual({
      message: THUMBNAIL_MESSAGES.generationFailed,
      code: 'upstream_failed',
      updatedTokens: 3,
    });
    expect(res.text).not.toMatch(/ENOSPC/);
    await expectRefundedOnce(userId);
    const [prompt] = await expectFailedPair(chatId);
    expect(prompt?.images[0]?.path).toBe(photoPath);
    // Only the photo stays: the first thumbnail was written, then taken away with its reply.
    expect(filesUnder(chatFolder)).toEqual([photoPath.split('/').at(-1)]);
    expect(server.logs.some((r) => r.message === 'request failed')).toBe(true);
  });

  it('the disk full for every write: refund, 502, nothing written', async () => {
    const { token, userId, chatId, chatFolder } = await start((deps) => ({
      ...deps,
      files: fillingDisk(deps.files, () => true),
    }));
    const res = await postGeneration(server, token, chatId).expect(502);
    expect(generationFailedBodySchema.parse(res.body).updatedTokens).toBe(3);
    await expectRefundedOnce(userId);
    await expectFailedPair(chatId);
    expect(filesUnder(chatFolder)).toEqual([]);
  });

  it('a generation refused at its reservation: 402, and its photo, stored first, removed', async () => {
    const { token, userId, chatId, chatFolder } = await start((deps) => ({
      ...deps,
      thumbnails: {
        ...deps.thumbnails,
        generations: {
          ...deps.thumbnails.generations,
          // The balance was spent by another tab between the check and the reservation.
          reserve: async () => {
            throw new InsufficientTokens(MESSAGES.notEnoughTokens);
          },
        },
      },
    }));
    const res = await postGeneration(server, token, chatId).expect(402);
    expect(res.body).toEqual({ message: MESSAGES.notEnoughTokens, code: 'insufficient_tokens' });
    expect(filesUnder(chatFolder)).toEqual([]);
    expect(await server.deps.messages.listByChat(chatId)).toEqual([]);
    expect(await server.deps.ledger.balance(userId)).toBe(3);
  });

  it('the chat deleted while the model works: 404, the token refunded, no message or file left', async () => {
    let entered: () => void = () => {};
    const inModel = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { token, userId, chatId, chatFolder } = await start((deps) => ({
      ...deps,
      thumbnails: {
        ...deps.thumbnails,
        model: {
          ...deps.thumbnails.model,
          paintBaseArt: async (request) => {
            entered();
            await gate;
            return deps.thumbnails.model.paintBaseArt(request);
          },
        },
      },
    }));
    const generation = postGeneration(server, token, chatId).then((res) => res);
    await inModel;
    await request(server.url)
      .delete(server.api(API_PATHS.chat(chatId)))
      .set(bearer(token))
      .expect(200);
    release();

    const res = await generation;
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: MESSAGES.chatNotFound, code: 'not_found' });
    await expectRefundedOnce(userId);
    expect(await server.deps.messages.listByChat(chatId)).toEqual([]);
    expect(filesUnder(chatFolder)).toEqual([]);
  });
});
