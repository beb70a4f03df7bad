import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, chatMessagesResponseSchema } from '@thumbforge/contract';
import { createCanvas } from '@napi-rs/canvas';
import type * as CanvasModule from '@napi-rs/canvas';
import type * as DecodeModule from '../../src/adapters/imaging/decode-image.js';
import { decodeImage } from '../../src/adapters/imaging/decode-image.js';
import { encodeOpaquePng } from '../../src/adapters/imaging/encode-png.js';
import { makeTempDir } from '../support/temp-dir.js';
import type { TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  fixture,
  RENDER_TIMEOUT_MS,
  signUpAndGenerate,
} from '../support/thumbnails.js';
import request from 'supertest';
import { bearer } from '../support/payments.js';

/**
 * Counts, on this thread only, every canvas made and every image decoded. Worker threads load
 * the real module on their own, so what they draw is not counted: what is counted is what the
 * thread answering everyone's requests drew.
 */
const drawnHere = vi.hoisted(() => ({ canvases: 0, decodes: 0 }));
vi.mock('@napi-rs/canvas', async (importOriginal) => {
  const real = await importOriginal<typeof CanvasModule>();
  return {
    ...real,
    createCanvas: (...args: Parameters<typeof real.createCanvas>) => {
      drawnHere.canvases += 1;
      return real.createCanvas(...args);
    },
  };
});
// Every decode of the server goes through decodeImage.
vi.mock('../../src/adapters/imaging/decode-image.js', async (importOriginal) => {
  const real = await importOriginal<typeof DecodeModule>();
  return {
    decodeImage: (bytes: Uint8Array) => {
      drawnHere.decodes += 1;
      return real.decodeImage(bytes);
    },
  };
});

describe('the request thread', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir);
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('decodes and draws no pixel for a generation, an edit, a check, a comparison or language versions', async () => {
    // The counters see what this thread draws (so a render here would fail the test)...
    decodeImage(fixture('rocket.jpg'));
    await encodeOpaquePng(createCanvas(4, 4));
    expect(drawnHere).toEqual({ canvases: 1, decodes: 1 });
    drawnHere.canvases = 0;
    drawnHere.decodes = 0;
    // ...and none of this draws here.
    const user = await signUpAndGenerate(server, 'threads@example.com');
    const [first, second] = user.urls;
    const edited = await request(server.url)
      .put(server.api(API_PATHS.thumbnails(user.chatId)))
      .set(bearer(user.token))
      .send({ url: first, prompt: 'make it brighter and add a red arrow' })
      .expect(200);
    expect(edited.body.response).toBeTruthy();
    await authedPost(server, user.token, API_PATHS.thumbnailCheck(user.chatId), {
      url: first,
    }).expect(200);
    await authedPost(server, user.token, API_PATHS.thumbnailCompare(user.chatId), {
      urls: [first, second],
    }).expect(200);
    const versions = await authedPost(
      server,
      user.token,
      API_PATHS.thumbnailLanguages(user.chatId),
      { url: first, titles: [{ lang: 'ja', title: '中文字'.repeat(33) }] },
    ).expect(200);
    expect(chatMessagesResponseSchema.parse(versions.body).chatMessages[0]?.messages).toBeTruthy();
    expect(drawnHere).toEqual({ canvases: 0, decodes: 0 });
  });
});
