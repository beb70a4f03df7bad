import { request as httpRequest } from 'node:http';
import JSZip from 'jszip';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PERK_MESSAGES,
  API_PATHS,
  errorBodySchema,
  generateThumbnailResponseSchema,
  LIMITS,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { bearer, verifiedPurchase } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { storedFileUrl } from '../../src/core/files/file-link-rules.js';
import {
  authedPostForFile,
  currentUser,
  imageHeader,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
  anotherFile,
} from '../support/thumbnails.js';

/** A download whose body is read whole into a Buffer, whatever its type. */
function zipRequest(server: TestServer, token: string, body: unknown) {
  return request(server.url)
    .post(server.api(API_PATHS.downloadZip))
    .set(bearer(token))
    .send(body as object)
    .buffer(true)
    .parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

const errorOf = (body: unknown) =>
  errorBodySchema.parse(JSON.parse((body as Buffer).toString('utf8')));

describe('POST /download/download-zip', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let ann: { token: string; urls: string[] };
  let bob: { token: string; urls: string[] };

  /** A user's generation; Full HD ones buy Premium first, which also unlocks PNG and WebP. */
  async function userWithThumbnails(email: string, resolution: string) {
    const { token } = await signUp(server, { ...ANN, email });
    if (resolution !== '1280 x 720') await verifiedPurchase(server, token, 'premium');
    const chatId = await newChat(server, token);
    const res = await postGeneration(server, token, chatId, { fields: { resolution } }).expect(201);
    const messages = generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages;
    return { token, urls: messages?.[1]?.images ?? [] };
  }

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir);
    ann = await userWithThumbnails('ann@example.com', '1920 x 1080');
    bob = await userWithThumbnails('bob@example.com', '1280 x 720');
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const zip = (token: string, body: unknown) => zipRequest(server, token, body);

  it('zips the caller’s images as thumbnail-1.jpg... each a JPEG of its size', async () => {
    const res = await zip(ann.token, { imageUrls: ann.urls }).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="thumbnails.zip"');

    const archive = await JSZip.loadAsync(res.body as Buffer);
    const names = Object.keys(archive.files).sort();
    expect(names).toEqual(['thumbnail-1.jpg', 'thumbnail-2.jpg']);
    for (const name of names) {
      const bytes = await archive.file(name)?.async('nodebuffer');
      expect(imageHeader(bytes ?? Buffer.alloc(0))).toMatchObject({
        type: 'jpeg',
        width: 1920,
        height: 1080,
      });
    }
  });

  it('zips PNG or WebP for a Premium buyer, and refuses them to a free account with 403', async () => {
    for (const format of ['png', 'webp'] as const) {
      const res = await zip(ann.token, { imageUrls: ann.urls, format }).expect(200);
      const archive = await JSZip.loadAsync(res.body as Buffer);
      const names = Object.keys(archive.files).sort();
      expect(names).toEqual([`thumbnail-1.${format}`, `thumbnail-2.${format}`]);
      const bytes = await archive.file(names[0] ?? '')?.async('nodebuffer');
      expect(imageHeader(bytes ?? Buffer.alloc(0))).toMatchObject({
        type: format,
        width: 1920,
        height: 1080,
      });
    }
    const refused = await zip(bob.token, { imageUrls: bob.urls, format: 'webp' });
    expect(refused.status).toBe(403);
    expect(errorOf(refused.body).message).toBe(PERK_MESSAGES.formatLocked('webp'));
    await zip(bob.token, { imageUrls: bob.urls, format: 'jpeg' }).expect(200);
  });

  it('downloads one image in the format asked: POST /download/image', async () => {
    const one = (token: string, body: object) =>
      authedPostForFile(server, token, API_PATHS.downloadImage, body);
    const png = await one(ann.token, { imageUrl: ann.urls[0], format: 'png' }).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="thumbnail.png"');
    expect(imageHeader(png.body as Buffer)).toMatchObject({ type: 'png', width: 1920 });
    const jpeg = await one(bob.token, { imageUrl: bob.urls[0] }).expect(200);
    expect(imageHeader(jpeg.body as Buffer).type).toBe('jpeg');
    const refused = await one(bob.token, { imageUrl: bob.urls[0], format: 'png' }).expect(403);
    expect(JSON.parse((refused.body as Buffer).toString()).message).toBe(
      PERK_MESSAGES.formatLocked('png'),
    );
    await one(bob.token, { imageUrl: ann.urls[0] }).expect(404);
    await one(ann.token, { imageUrl: ann.urls[0], format: 'gif' }).expect(400);
  });

  it('accepts an absolute form of the same URL and lists a repeated URL once', async () => {
    const absolute = `${server.url}${ann.urls[0]}`;
    const res = await zip(ann.token, { imageUrls: [absolute, ann.urls[0]] }).expect(200);
    const archive = await JSZip.loadAsync(res.body as Buffer);
    expect(Object.keys(archive.files)).toEqual(['thumbnail-1.jpg']);
  });

  it('refuses the whole zip when one URL is another user’s or unknown', async () => {
    for (const foreign of [bob.urls[0], anotherFile(ann.urls[0]), 'https://evil.example/a.jpg']) {
      const res = await zip(ann.token, { imageUrls: [ann.urls[0], foreign] });
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(errorOf(res.body).message).toBe(THUMBNAIL_MESSAGES.zipImageNotFound);
    }
  });

  it('refuses 0 or more than 50 URLs and a malformed body with 400', async () => {
    const tooMany = Array.from({ length: LIMITS.zipMaxImages + 1 }, () => ann.urls[0]);
    for (const body of [{ imageUrls: [] }, { imageUrls: tooMany }, {}, { imageUrls: 'a' }]) {
      const res = await zip(ann.token, body);
      expect(res.status).toBe(400);
      expect(errorOf(res.body).message).toBe(THUMBNAIL_MESSAGES.zipImageCount);
    }
  });

  it('needs a session', async () => {
    const res = await zip('', { imageUrls: ann.urls });
    expect(res.status).toBe(401);
  });
});

describe('POST /download/download-zip, streamed', () => {
  const temp = makeTempDir();
  const STALL_MS = 1500;
  const IMAGES = LIMITS.zipMaxImages;
  const IMAGE_BYTES = 2 * 1024 * 1024;
  let server: TestServer;
  const reads: string[] = [];

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => ({
        ...deps,
        files: {
          ...deps.files,
          read: (path) => {
            reads.push(path);
            return deps.files.read(path);
          },
        },
        thumbnails: { ...deps.thumbnails, downloadStallMs: STALL_MS },
      }),
    });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** A user with `IMAGES` stored images of 2 MB each (a 100 MB zip), listed on one message. */
  async function userWithLargeImages(email: string) {
    const { token } = await signUp(server, { ...ANN, email });
    const chatId = await newChat(server, token);
    const userId = (await currentUser(server, token)).id;
    const images = [];
    for (let index = 0; index < IMAGES; index += 1) {
      const path = `users/${userId}/chats/${chatId}/large-${index}.jpg`;
      await server.deps.files.put(path, Buffer.alloc(IMAGE_BYTES, index), 'image/jpeg');
      images.push({ url: storedFileUrl(path), path });
    }
    await server.deps.messages.append({
      id: `large-${Date.now()}`,
      chatId,
      ownerId: userId,
      role: 'assistant',
      text: 'large images',
      images,
      status: 'complete',
      meta: {},
      createdAt: new Date().toISOString(),
    });
    return { token, urls: images.map((image) => image.url) };
  }

  /**
   * Starts a download and reads nothing of its body until `resume` is called, which then reads
   * what the server sent and tells whether the zip arrived whole.
   */
  function stalledDownload(token: string, imageUrls: string[]) {
    return new Promise<{ status: number; resume: () => Promise<{ whole: boolean }> }>(
      (resolve, reject) => {
        const body = JSON.stringify({ imageUrls });
        const req = httpRequest(`${server.url}${server.api(API_PATHS.downloadZip)}`, {
          method: 'POST',
          headers: {
            ...bearer(token),
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        });
        req.on('response', (res) => {
          res.pause();
          const outcome = new Promise<{ whole: boolean }>((done) => {
            res.on('end', () => done({ whole: true }));
            res.on('error', () => done({ whole: false }));
            res.on('aborted', () => done({ whole: false }));
          });
          const resume = () => {
            res.resume();
            return outcome;
          };
          resolve({ status: res.statusCode ?? 0, resume });
        });
        req.on('error', reject);
        req.end(body);
      },
    );
  }

  /** Waits until the server has ended a download it gave up on. */
  const downloadsEnded = (count: number) =>
    vi.waitFor(
      () =>
        expect(
          server.logs.filter((record) => record.message === 'download ended early'),
        ).toHaveLength(count),
      { timeout: 10_000, interval: 50 },
    );

  it('reads files only as a stalled client takes them, then ends the download', async () => {
    const ann = await userWithLargeImages('ann-large@example.com');
    reads.length = 0;
    const buffersBefore = process.memoryUsage().arrayBuffers;
    const download = await stalledDownload(ann.token, ann.urls);
    expect(download.status).toBe(200);
    await downloadsEnded(1);
    // Only what fits in the socket buffers was read: a few files of the 50, never all 100 MB.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThan(IMAGES / 2);
    expect(process.memoryUsage().arrayBuffers - buffersBefore).toBeLessThan(50 * 1024 * 1024);
    expect(await download.resume()).toEqual({ whole: false });
  });

  it('answers a second zip of the same user with 429 while the first runs', async () => {
    const bob = await userWithLargeImages('bob-large@example.com');
    const first = await stalledDownload(bob.token, bob.urls);
    expect(first.status).toBe(200);

    const second = await zipRequest(server, bob.token, { imageUrls: bob.urls.slice(0, 1) });
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toMatch(/^\d+$/);
    expect(errorOf(second.body)).toEqual({
      message: THUMBNAIL_MESSAGES.zipInProgress,
      code: 'rate_limited',
    });

    await downloadsEnded(2);
    expect(await first.resume()).toEqual({ whole: false });
    const third = await zipRequest(server, bob.token, { imageUrls: bob.urls.slice(0, 2) }).expect(
      200,
    );
    const archive = await JSZip.loadAsync(third.body as Buffer);
    expect(Object.keys(archive.files)).toEqual(['thumbnail-1.jpg', 'thumbnail-2.jpg']);
  });
});
