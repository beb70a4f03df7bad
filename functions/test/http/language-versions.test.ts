import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import JSZip from 'jszip';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  chatMessagesResponseSchema,
  editThumbnailResponseSchema,
  errorBodySchema,
  FEED_CHECK_IDS,
  FREE_STORAGE_MESSAGES,
  LANGUAGE_VERSION_MESSAGES,
  LIMITS,
  MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import type { ImageProcessor } from '../../src/core/ports/image-processor.port.js';
import { makeTempDir } from '../support/temp-dir.js';
import type { TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  authedPostForFile,
  currentUser,
  imageHeader,
  RENDER_TIMEOUT_MS,
  signUpAndGenerate,
} from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

const TITLES = [
  { lang: 'hi', title: 'लॉन्च डे व्लॉग' },
  { lang: 'ar', title: 'مدونة يوم الإطلاق' },
  { lang: 'ja', title: '打ち上げの日のブログ' },
];

describe('POST /thumbnail/{chatId}/languages', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let emails = 0;
  /** Set by a test: the compose call (1-based) that fails, as a full disk or a crash would. */
  let failCompose: number | null = null;
  let composed = 0;
  /** Set by a test: each creator's room for free outputs, in bytes. */
  let freeStorageBytes: number = LIMITS.freeStorageMaxBytes;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        const real = deps.thumbnails.imaging;
        const failing: ImageProcessor = {
          ...real,
          composeThumbnail: (req) => {
            composed += 1;
            if (composed === failCompose) return Promise.reject(new Error('compositor crashed'));
            return real.composeThumbnail(req);
          },
        };
        return {
          ...deps,
          get freeStorageBytes() {
            return freeStorageBytes;
          },
          thumbnails: { ...deps.thumbnails, imaging: failing },
        };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterEach(() => {
    freeStorageBytes = LIMITS.freeStorageMaxBytes;
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function generated() {
    emails += 1;
    const user = await signUpAndGenerate(server, `linguist${emails}@example.com`);
    return { ...user, userId: (await currentUser(server, user.token)).id };
  }

  const languages = (token: string, chatId: string, body: unknown) =>
    authedPost(server, token, API_PATHS.thumbnailLanguages(chatId), body);
  const download = (token: string, body: unknown) =>
    authedPostForFile(server, token, API_PATHS.downloadLanguageVersions, body);
  const messagesOf = async (token: string, chatId: string) => {
    const res = await request(server.url)
      .get(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .expect(200);
    return chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
  };
  const chatFiles = (userId: string, chatId: string) => {
    const folder = join(temp.dir, 'files', 'users', userId, 'chats', chatId);
    return existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).sort() : [];
  };

  it('typesets each title over the same art as one assistant message, checked, zipped by language, free', async () => {
    const user = await generated();
    const balance = (await currentUser(server, user.token)).tokenBalance;

    const res = await languages(user.token, user.chatId, {
      url: user.urls[0],
      titles: TITLES,
    }).expect(200);
    const messages = chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
    const versions = messages.at(-1)!;
    expect(versions).toMatchObject({
      role: 'assistant',
      text: 'Language versions: hi, ar, ja',
      status: 'complete',
    });
    expect(versions.images).toHaveLength(3);
    expect(versions.meta.languageVersions?.map(({ lang, title }) => ({ lang, title }))).toEqual(
      TITLES,
    );
    for (const version of versions.meta.languageVersions ?? []) {
      expect(version.checks.map((check) => check.id)).toEqual([...FEED_CHECK_IDS]);
    }
    // Every tab reads the same message.
    expect((await messagesOf(user.token, user.chatId)).at(-1)).toEqual(versions);

    const zip = await download(user.token, { imageUrls: versions.images }).expect(200);
    expect(zip.headers['content-disposition']).toBe(
      'attachment; filename="thumbnails-by-language.zip"',
    );
    const archive = await JSZip.loadAsync(zip.body as Buffer);
    expect(Object.keys(archive.files)).toEqual(['hi.jpg', 'ar.jpg', 'ja.jpg']);
    const bytes = await Promise.all(
      ['hi.jpg', 'ar.jpg', 'ja.jpg'].map((name) => archive.file(name)!.async('uint8array')),
    );
    for (const file of bytes) {
      expect(imageHeader(file)).toMatchObject({ type: 'jpeg', width: 1280, height: 720 });
      expect(file.length).toBeLessThan(LIMITS.outputMaxBytes);
    }
    // The same base art under three different titles: three different pictures.
    expect(new Set(bytes.map((file) => Buffer.from(file).toString('base64'))).size).toBe(3);

    // A version is a thumbnail like any other: its feed check is the one kept with it.
    const check = await authedPost(server, user.token, API_PATHS.thumbnailCheck(user.chatId), {
      url: versions.images[1],
    }).expect(200);
    expect(check.body.checks).toEqual(versions.meta.languageVersions?.[1]?.checks);

    expect((await currentUser(server, user.token)).tokenBalance).toBe(balance);
  });

  it('keeps one set per picture: a new set replaces the last one, message and files, instead of piling up', async () => {
    const user = await generated();
    const [url, other] = user.urls;
    const countBefore = (await messagesOf(user.token, user.chatId)).length;
    const paid = new Set(chatFiles(user.userId, user.chatId));
    const filesBefore = paid.size;
    for (let round = 0; round < 3; round += 1) {
      await languages(user.token, user.chatId, {
        url,
        titles: TITLES.map(({ lang, title }) => ({ lang, title: `${title} ${round}` })),
      }).expect(200);
    }
    const messages = await messagesOf(user.token, user.chatId);
    expect(messages).toHaveLength(countBefore + 1);
    const set = messages.at(-1)!;
    expect(set.meta.languageVersions?.map((version) => version.title)).toEqual(
      TITLES.map(({ title }) => `${title} 2`),
    );
    // One set's files (a base art and three versions), not three sets'.
    expect(chatFiles(user.userId, user.chatId).length - filesBefore).toBe(4 + 1);
    // A version as the source is its original picture: the same set is replaced again.
    await languages(user.token, user.chatId, { url: set.images[0], titles: TITLES }).expect(200);
    expect(await messagesOf(user.token, user.chatId)).toHaveLength(countBefore + 1);
    expect(chatFiles(user.userId, user.chatId).length - filesBefore).toBe(4 + 1);
    // Another picture of the same chat gets its own set.
    await languages(user.token, user.chatId, { url: other, titles: TITLES }).expect(200);
    expect(await messagesOf(user.token, user.chatId)).toHaveLength(countBefore + 2);

    // Versions cost no token, so what both sets keep counts against the creator's room for free
    // outputs: one byte short of it, the same set made again is refused, nothing written.
    const folder = join(temp.dir, 'files', 'users', user.userId, 'chats', user.chatId);
    const held = chatFiles(user.userId, user.chatId)
      .filter((file) => !paid.has(file))
      .map((file) => statSync(join(folder, file)))
      .reduce((sum, file) => sum + (file.isFile() ? file.size : 0), 0);
    freeStorageBytes = held - 1;
    const before = await messagesOf(user.token, user.chatId);
    const files = chatFiles(user.userId, user.chatId);
    const refused = await languages(user.token, user.chatId, { url: other, titles: TITLES });
    expect(refused.status).toBe(413);
    expect(errorBodySchema.parse(refused.body)).toEqual({
      message: FREE_STORAGE_MESSAGES.full,
      code: 'payload_too_large',
    });
    expect(await messagesOf(user.token, user.chatId)).toEqual(before);
    expect(chatFiles(user.userId, user.chatId)).toEqual(files);
    // With room for exactly what it holds, the set replaces itself.
    freeStorageBytes = held;
    await languages(user.token, user.chatId, { url: other, titles: TITLES }).expect(200);
  });

  it('answers 400 with a clear message for a bad language, too many, a bad title or a photo', async () => {
    const user = await generated();
    const [url] = user.urls;
    const before = await messagesOf(user.token, user.chatId);
    const files = chatFiles(user.userId, user.chatId);
    const thirteen = Array.from({ length: 13 }, (_, i) => ({
      lang: ['hi', 'bn', 'ta', 'ar', 'he', 'zh', 'ja', 'ko', 'ru', 'es', 'fr', 'de', 'pt'][i],
      title: 'Title',
    }));
    const cases: [unknown, string][] = [
      [{ url, titles: [{ lang: 'hindi', title: 'a' }] }, LANGUAGE_VERSION_MESSAGES.lang],
      [{ url, titles: [{ lang: 'en_US', title: 'a' }] }, LANGUAGE_VERSION_MESSAGES.lang],
      [{ url, titles: thirteen }, LANGUAGE_VERSION_MESSAGES.count],
      [{ url, titles: [] }, LANGUAGE_VERSION_MESSAGES.count],
      [{ url, titles: [{ lang: 'ja', title: '  ' }] }, LANGUAGE_VERSION_MESSAGES.title],
      [{ url, titles: [{ lang: 'ja', title: 'x'.repeat(101) }] }, THUMBNAIL_MESSAGES.titleTooLong],
      [
        {
          url,
          titles: [
            { lang: 'ja', title: 'a' },
            { lang: 'JA', title: 'b' },
          ],
        },
        LANGUAGE_VERSION_MESSAGES.duplicate,
      ],
      [{ titles: TITLES }, MESSAGES.fillAllFields],
      [{ url: user.photoUrl, titles: TITLES }, LANGUAGE_VERSION_MESSAGES.notGenerated],
    ];
    for (const [body, message] of cases) {
      const res = await languages(user.token, user.chatId, body).expect(400);
      expect(errorBodySchema.parse(res.body)).toEqual({ message, code: 'invalid_input' });
    }
    expect(await messagesOf(user.token, user.chatId)).toEqual(before);
    expect(chatFiles(user.userId, user.chatId)).toEqual(files);
  });

  it('answers 404 for another user’s chat or image, and downloads only the caller’s versions', async () => {
    const owner = await generated();
    const other = await generated();
    const foreignChat = await languages(other.token, owner.chatId, {
      url: owner.urls[0],
      titles: TITLES,
    }).expect(404);
    expect(errorBodySchema.parse(foreignChat.body).message).toBe(MESSAGES.chatNotFound);
    const foreignImage = await languages(other.token, other.chatId, {
      url: owner.urls[0],
      titles: TITLES,
    }).expect(404);
    expect(errorBodySchema.parse(foreignImage.body).message).toBe(THUMBNAIL_MESSAGES.imageNotFound);

    const res = await languages(owner.token, owner.chatId, {
      url: owner.urls[0],
      titles: TITLES.slice(0, 2),
    }).expect(200);
    const versions = chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages.at(-1);
    const zipError = async (token: string, imageUrls: unknown, status: number) => {
      const answer = await download(token, { imageUrls }).expect(status);
      return errorBodySchema.parse(JSON.parse(String(answer.body))).message;
    };
    expect(await zipError(other.token, versions?.images, 404)).toBe(
      THUMBNAIL_MESSAGES.zipImageNotFound,
    );
    expect(await zipError(owner.token, [owner.urls[0]], 400)).toBe(
      LANGUAGE_VERSION_MESSAGES.notLanguageVersion,
    );
    expect(await zipError(owner.token, [], 400)).toBe(LANGUAGE_VERSION_MESSAGES.downloadCount);
    expect(await zipError(owner.token, Array(13).fill(owner.urls[0]), 400)).toBe(
      LANGUAGE_VERSION_MESSAGES.downloadCount,
    );
  });

  it('edits a version like any thumbnail, in its own language, for the usual token', async () => {
    const user = await generated();
    const res = await languages(user.token, user.chatId, {
      url: user.urls[0],
      titles: [{ lang: 'ar', title: 'مدونة يوم الإطلاق' }],
    }).expect(200);
    const [arabic] =
      chatMessagesResponseSchema.parse(res.body).chatMessages[0]?.messages.at(-1)?.images ?? [];
    const balance = (await currentUser(server, user.token)).tokenBalance;
    const edit = await request(server.url)
      .put(server.api(API_PATHS.thumbnails(user.chatId)))
      .set(bearer(user.token))
      .send({ url: arabic, prompt: 'make the text yellow' })
      .expect(200);
    const body = editThumbnailResponseSchema.parse(edit.body);
    expect(body.updatedTokens).toBe(balance - 1);
    const stored = await server.deps.messages.listByChat(user.chatId);
    const edited = stored.at(-1)?.images[0];
    expect(edited?.titleLayer).toMatchObject({ text: 'مدونة يوم الإطلاق', lang: 'ar' });
  });

  it('makes one set at a time per user: a second at once answers 429 and writes nothing', async () => {
    const user = await generated();
    const body = { url: user.urls[0], titles: TITLES };
    const answers = await Promise.all([
      languages(user.token, user.chatId, body),
      languages(user.token, user.chatId, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429);
    expect(errorBodySchema.parse(refused?.body).message).toBe(LANGUAGE_VERSION_MESSAGES.inProgress);
    const messages = await messagesOf(user.token, user.chatId);
    expect(messages.filter((message) => message.meta.languageVersions)).toHaveLength(1);
    // Once it is done, the next set goes through.
    await languages(user.token, user.chatId, body).expect(200);
  });

  it('leaves no message and no file behind when typesetting fails part-way', async () => {
    const user = await generated();
    const before = await messagesOf(user.token, user.chatId);
    const files = chatFiles(user.userId, user.chatId);
    composed = 0;
    failCompose = 2;
    try {
      const res = await languages(user.token, user.chatId, {
        url: user.urls[0],
        titles: TITLES,
      }).expect(500);
      expect(errorBodySchema.parse(res.body).code).toBe('internal');
    } finally {
      failCompose = null;
    }
    expect(await messagesOf(user.token, user.chatId)).toEqual(before);
    expect(chatFiles(user.userId, user.chatId)).toEqual(files);
  });
});
