import JSZip from 'jszip';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  errorBodySchema,
  generateThumbnailResponseSchema,
  LIMITS,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { imageHeader, newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

describe('POST /download/download-zip', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let ann: { token: string; urls: string[] };
  let bob: { token: string; urls: string[] };

  async function userWithThumbnails(email: string, resolution: string) {
    const { token } = await signUp(server, { ...ANN, email });
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

  const zip = (token: string, body: unknown) =>
    request(server.url)
      .post(server.api(API_PATHS.downloadZip))
      .set('Authorization', `Bearer ${token}`)
      .send(body as object)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      });

  const errorOf = (body: unknown) =>
    errorBodySchema.parse(JSON.parse((body as Buffer).toString('utf8')));

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

  it('accepts an absolute form of the same URL and lists a repeated URL once', async () => {
    const absolute = `${server.url}${ann.urls[0]}`;
    const res = await zip(ann.token, { imageUrls: [absolute, ann.urls[0]] }).expect(200);
    const archive = await JSZip.loadAsync(res.body as Buffer);
    expect(Object.keys(archive.files)).toEqual(['thumbnail-1.jpg']);
  });

  it('refuses the whole zip when one URL is another user’s or unknown', async () => {
    for (const foreign of [bob.urls[0], `${ann.urls[0]}0`, 'https://evil.example/a.jpg']) {
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
