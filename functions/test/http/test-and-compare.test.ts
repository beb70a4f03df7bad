import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  compareResponseSchema,
  errorBodySchema,
  generateThumbnailResponseSchema,
  LIMITS,
  MESSAGES,
  TEST_AND_COMPARE_MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  authedPostForFile,
  currentUser,
  imageHeader,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

describe('Test & Compare', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let emails = 0;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir);
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** A user with two generations (two variants each) in one chat. */
  async function generated() {
    emails += 1;
    const { token } = await signUp(server, { ...ANN, email: `tester${emails}@example.com` });
    const chatId = await newChat(server, token);
    const urls: string[] = [];
    let photoUrl = '';
    for (const title of ['Launch Day Vlog', 'Why The Rocket Failed']) {
      const res = await postGeneration(server, token, chatId, { fields: { title } }).expect(201);
      const messages = generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages;
      photoUrl = messages?.at(-2)?.images[0] ?? '';
      urls.push(...(messages?.at(-1)?.images ?? []));
    }
    return { token, chatId, urls, photoUrl };
  }

  const compare = (token: string, chatId: string, body: unknown) =>
    authedPost(server, token, API_PATHS.thumbnailCompare(chatId), body);
  const download = (token: string, body: unknown) =>
    authedPostForFile(server, token, API_PATHS.downloadTestAndCompare, body);

  it('measures each pair with the renderer difference, and zips A, B, C, free', async () => {
    const user = await generated();
    const [a, b, c] = user.urls;
    const balance = (await currentUser(server, user.token)).tokenBalance;

    const res = await compare(user.token, user.chatId, { urls: [a, b, c] }).expect(200);
    const { pairs } = compareResponseSchema.parse(res.body);
    expect(pairs.map((pair) => [pair.a, pair.b])).toEqual([
      [a, b],
      [a, c],
      [b, c],
    ]);
    // The renderer's variants differ by more than 16 bits, so none is too similar.
    for (const pair of pairs) expect(pair).toMatchObject({ tooSimilar: pair.difference <= 16 });
    expect(pairs[0]?.tooSimilar).toBe(false);

    const zip = await download(user.token, { imageUrls: [a, b, c] }).expect(200);
    expect(zip.headers['content-disposition']).toBe('attachment; filename="test-and-compare.zip"');
    const archive = await JSZip.loadAsync(zip.body as Buffer);
    expect(Object.keys(archive.files)).toEqual(['A.jpg', 'B.jpg', 'C.jpg']);
    for (const name of ['A.jpg', 'B.jpg', 'C.jpg']) {
      const bytes = await archive.file(name)!.async('uint8array');
      expect(imageHeader(bytes)).toMatchObject({ type: 'jpeg', width: 1280, height: 720 });
      expect(bytes.length).toBeLessThan(LIMITS.outputMaxBytes);
    }
    const two = await download(user.token, { imageUrls: [b, a] }).expect(200);
    expect(Object.keys((await JSZip.loadAsync(two.body as Buffer)).files)).toEqual([
      'A.jpg',
      'B.jpg',
    ]);

    expect((await currentUser(server, user.token)).tokenBalance).toBe(balance);
  });

  it('answers 400 for other than 2 or 3 different images and 404 for another user’s', async () => {
    const owner = await generated();
    const other = await generated();
    const [a, b, c, d] = owner.urls;
    const balance = (await currentUser(server, other.token)).tokenBalance;
    for (const imageUrls of [[a], [a, b, c, d], [a, a], 'a', undefined]) {
      const res = await download(owner.token, { imageUrls }).expect(400);
      expect(errorBodySchema.parse(JSON.parse(String(res.body))).message).toBe(
        TEST_AND_COMPARE_MESSAGES.count,
      );
      const pairs = await compare(owner.token, owner.chatId, { urls: imageUrls }).expect(400);
      expect(errorBodySchema.parse(pairs.body).message).toBe(TEST_AND_COMPARE_MESSAGES.count);
    }
    const photo = await compare(owner.token, owner.chatId, { urls: [a, owner.photoUrl] }).expect(
      400,
    );
    expect(errorBodySchema.parse(photo.body).message).toBe(TEST_AND_COMPARE_MESSAGES.notGenerated);
    // The download takes only what /compare takes: an uploaded photo is no thumbnail.
    const photoZip = await download(owner.token, { imageUrls: [a, owner.photoUrl] }).expect(400);
    expect(errorBodySchema.parse(JSON.parse(String(photoZip.body))).message).toBe(
      TEST_AND_COMPARE_MESSAGES.notGenerated,
    );

    const foreign = await download(other.token, { imageUrls: [a, other.urls[0]] }).expect(404);
    expect(errorBodySchema.parse(JSON.parse(String(foreign.body))).message).toBe(
      THUMBNAIL_MESSAGES.zipImageNotFound,
    );
    const foreignChat = await compare(other.token, owner.chatId, { urls: [a, b] }).expect(404);
    expect(errorBodySchema.parse(foreignChat.body).message).toBe(MESSAGES.chatNotFound);
    const foreignImage = await compare(other.token, other.chatId, {
      urls: [a, other.urls[0]],
    }).expect(404);
    expect(errorBodySchema.parse(foreignImage.body).message).toBe(THUMBNAIL_MESSAGES.imageNotFound);
    expect((await currentUser(server, other.token)).tokenBalance).toBe(balance);
  });
});
