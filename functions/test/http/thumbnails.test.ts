import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  chatListResponseSchema,
  EMPTY_PREFERENCES,
  errorBodySchema,
  generateThumbnailResponseSchema,
  LIMITS,
  MESSAGES,
  PREFERENCE_MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { chatFilesPrefix } from '../../src/core/chats/chat-files.js';
import { TOO_MANY_PIXELS_MESSAGE } from '../../src/core/uploads/inspect-upload.js';
import { withSegment } from '../support/crafted-images.js';
import { GPS_LATITUDE_BYTES, gpsExifSegment, pngClaiming } from '../support/crafted-uploads.js';
import { decodeToken } from '../support/forge-token.js';
import { bearer, verifiedPurchase } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  containsExif,
  currentUser,
  download,
  fixture,
  FORM,
  imageHeader,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

describe('POST /thumbnail/{chatId}', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let token: string;
  let userId: string;
  let chatId: string;
  let emails = 0;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir);
    ({ token } = await signUp(server, ANN));
    userId = String(decodeToken(token).payload.sub);
    chatId = await newChat(server, token);
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function freshUser(): Promise<{ token: string; userId: string; chatId: string }> {
    emails += 1;
    const signed = await signUp(server, { ...ANN, email: `user${emails}@example.com` });
    return {
      token: signed.token,
      userId: String(decodeToken(signed.token).payload.sub),
      chatId: await newChat(server, signed.token),
    };
  }

  async function expectRefused(
    res: request.Response,
    status: number,
    message: string,
  ): Promise<void> {
    expect(res.status).toBe(status);
    expect(errorBodySchema.parse(res.body).message).toBe(message);
    // Nothing was charged or stored for a refused request.
    expect(await server.deps.ledger.balance(userId)).toBe(3);
    expect(await server.deps.messages.listByChat(chatId)).toEqual([]);
  }

  describe('refuses bad input before taking a token', () => {
    it.each(['prompt', 'genre', 'mood', 'title', 'resolution'])(
      'without %s: Please fill all fields',
      async (field) => {
        const res = await postGeneration(server, token, chatId, { fields: { [field]: undefined } });
        await expectRefused(res, 400, MESSAGES.fillAllFields);
      },
    );

    it('with a blank prompt or title: Please fill all fields', async () => {
      for (const fields of [{ prompt: '   \n ' }, { title: '  ' }]) {
        const res = await postGeneration(server, token, chatId, { fields });
        await expectRefused(res, 400, MESSAGES.fillAllFields);
      }
    });

    it('without a file: Please fill all fields', async () => {
      const res = await postGeneration(server, token, chatId, { file: null });
      await expectRefused(res, 400, MESSAGES.fillAllFields);
    });

    it('a prompt over 10000 characters or a title over 100', async () => {
      const longPrompt = await postGeneration(server, token, chatId, {
        fields: { prompt: 'x'.repeat(LIMITS.promptMaxChars + 1) },
      });
      await expectRefused(longPrompt, 400, THUMBNAIL_MESSAGES.promptTooLong);
      const longTitle = await postGeneration(server, token, chatId, {
        fields: { title: 'y'.repeat(LIMITS.videoTitleMaxChars + 1) },
      });
      await expectRefused(longTitle, 400, THUMBNAIL_MESSAGES.titleTooLong);
      // A prompt far over the field limit is cut by the parser and still refused as too long.
      const huge = await postGeneration(server, token, chatId, {
        fields: { prompt: 'z'.repeat(200_000) },
      });
      await expectRefused(huge, 400, THUMBNAIL_MESSAGES.promptTooLong);
    });

    it('a genre, mood or resolution that is not an option', async () => {
      const cases = [
        [{ genre: 'horror' }, THUMBNAIL_MESSAGES.unknownGenre],
        [{ mood: 'sleepy' }, THUMBNAIL_MESSAGES.unknownMood],
        [{ resolution: '7680 x 4320' }, THUMBNAIL_MESSAGES.unknownResolution],
      ] as const;
      for (const [fields, message] of cases) {
        const res = await postGeneration(server, token, chatId, { fields });
        await expectRefused(res, 400, message);
      }
    });

    it('a file of 10 MB + 1 byte: 413 File size must be less than 10MB', async () => {
      const file = Buffer.alloc(LIMITS.uploadMaxBytes + 1);
      fixture('rocket.jpg').copy(file);
      const res = await postGeneration(server, token, chatId, { file });
      await expectRefused(res, 413, MESSAGES.fileTooLarge);
    });

    it('accepts exactly 10 MB as far as size goes', async () => {
      // Padding after the JPEG's end: the size check passes and the photo still decodes.
      const user = await freshUser();
      const file = Buffer.alloc(LIMITS.uploadMaxBytes);
      fixture('rocket.jpg').copy(file);
      await postGeneration(server, user.token, user.chatId, { file }).expect(201);
    });

    it('an HTML file named .jpg and sent as image/jpeg: 415', async () => {
      const html = Buffer.from(
        '<!doctype html><html><body><script>alert(1)</script></body></html>',
      );
      const res = await postGeneration(server, token, chatId, {
        file: html,
        filename: 'holiday.jpg',
        contentType: 'image/jpeg',
      });
      await expectRefused(res, 415, MESSAGES.invalidImage);
    });

    it('a 20000 x 20000 PNG: 413 before any pixel is decoded', async () => {
      const bomb = pngClaiming(20_000, 20_000);
      expect(bomb.length).toBeLessThan(1024);
      const before = process.memoryUsage().rss;
      const res = await postGeneration(server, token, chatId, {
        file: bomb,
        filename: 'bomb.png',
        contentType: 'image/png',
      });
      await expectRefused(res, 413, TOO_MANY_PIXELS_MESSAGE);
      // Decoding it would take 1.6 GB of RGBA.
      expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
    });

    it('a body that is not multipart: 400 with what to send', async () => {
      const res = await request(server.url)
        .post(server.api(API_PATHS.thumbnails(chatId)))
        .set(bearer(token))
        .send(FORM);
      await expectRefused(res, 400, THUMBNAIL_MESSAGES.notMultipart);
    });

    it('a truncated multipart body: 400', async () => {
      const boundary = 'thumbforgeboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nhello\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        fixture('rocket.jpg').subarray(0, 5000),
      ]);
      const res = await request(server.url)
        .post(server.api(API_PATHS.thumbnails(chatId)))
        .set(bearer(token))
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body);
      await expectRefused(res, 400, THUMBNAIL_MESSAGES.malformedUpload);
    });

    it('multipart without a boundary: 400', async () => {
      const res = await request(server.url)
        .post(server.api(API_PATHS.thumbnails(chatId)))
        .set(bearer(token))
        .set('Content-Type', 'multipart/form-data')
        .send(Buffer.from('garbage'));
      await expectRefused(res, 400, THUMBNAIL_MESSAGES.malformedUpload);
    });

    it('a bad extra photo, as any photo: 413 or 415, nothing charged or stored', async () => {
      const html = Buffer.from('<!doctype html><html></html>');
      const withHtml = postGeneration(server, token, chatId).attach('file', html, {
        filename: 'product.jpg',
        contentType: 'image/jpeg',
      });
      await expectRefused(await withHtml, 415, MESSAGES.invalidImage);
      const big = Buffer.alloc(LIMITS.uploadMaxBytes + 1);
      fixture('coffee.png').copy(big);
      const withBig = postGeneration(server, token, chatId).attach('file', big, 'dish.png');
      await expectRefused(await withBig, 413, MESSAGES.fileTooLarge);
    });

    it('five photos: 400, at most four', async () => {
      const res = postGeneration(server, token, chatId);
      for (const name of ['2', '3', '4', '5'])
        res.attach('file', fixture('coffee.png'), `${name}.png`);
      await expectRefused(await res, 400, THUMBNAIL_MESSAGES.tooManyPhotos);
    });

    it('another user’s chat or a malformed id: 404 Chat not found', async () => {
      const other = await freshUser();
      const foreign = await postGeneration(server, token, other.chatId);
      await expectRefused(foreign, 404, MESSAGES.chatNotFound);
      const malformed = await postGeneration(server, token, 'not-a-chat');
      await expectRefused(malformed, 404, MESSAGES.chatNotFound);
    });

    it('without a session: 401', async () => {
      const res = await request(server.url)
        .post(server.api(API_PATHS.thumbnails(chatId)))
        .field('prompt', 'x');
      expect(res.status).toBe(401);
    });
  });

  it('generates: 201, one token, the variants, the chat titled after the video', async () => {
    const user = await freshUser();
    const res = await postGeneration(server, user.token, user.chatId).expect(201);
    const body = generateThumbnailResponseSchema.parse(res.body);

    expect(body.updatedTokens).toBe(2);
    expect(body.response).toMatch(/Here are 2 thumbnails for "Launch Day Vlog"/);
    const [thread] = body.chatMessages;
    expect(thread?.chatId).toBe(user.chatId);
    const [prompt, reply] = thread?.messages ?? [];
    expect(prompt).toMatchObject({
      role: 'user',
      text: FORM.prompt,
      status: 'complete',
      meta: { genre: 'tech', mood: 'exciting', resolution: '1280 x 720', title: FORM.title },
    });
    expect(prompt?.images).toHaveLength(1);
    expect(reply).toMatchObject({ role: 'assistant', status: 'complete', text: body.response });
    expect(reply?.images).toHaveLength(2);
    expect(new Set(reply?.images).size).toBe(2);

    // The ledger: the signup grant and one `gen:` debit keyed by the user's message.
    const entries = await server.deps.ledger.entries(user.userId);
    expect(entries).toMatchObject([
      { key: 'signup', delta: 3 },
      { key: `gen:${prompt?._id}`, delta: -1, reason: 'generation', balanceAfter: 2 },
    ]);
    expect((await currentUser(server, user.token)).tokenBalance).toBe(2);

    // The empty chat took the video title.
    const chats = await request(server.url)
      .get(server.api(API_PATHS.chats))
      .set(bearer(user.token))
      .expect(200);
    const chat = chatListResponseSchema.parse(chats.body).chat.find((c) => c._id === user.chatId);
    expect(chat?.title).toBe(FORM.title);

    // Every stored image lives under the chat's folder, with its base art and title layer.
    const stored = await server.deps.messages.listByChat(user.chatId);
    const generated = stored[1]?.images ?? [];
    for (const image of generated) {
      expect(image.path.startsWith(chatFilesPrefix(user.userId, user.chatId))).toBe(true);
      expect(image).toMatchObject({
        baseArtPath: expect.stringMatching(/-base\.png$/),
        titleLayer: { text: FORM.title },
        resolution: '1280 x 720',
      });
      expect(await server.deps.files.read(String(image.baseArtPath))).not.toBeNull();
    }
  });

  it('takes a second photo for a versus; with one, the reply says what a second would add', async () => {
    const user = await freshUser();
    const fields = { fields: { prompt: 'me versus this rocket, red on the left' } };
    const two = await postGeneration(server, user.token, user.chatId, fields)
      .attach('file', fixture('coffee.png'), 'cup.png')
      .expect(201);
    const [asked, made] = generateThumbnailResponseSchema.parse(two.body).chatMessages[0]!.messages;
    expect(asked?.images).toHaveLength(2);
    const stored = await server.deps.messages.listByChat(user.chatId);
    expect(stored[0]?.images.map((image) => image.path)).toEqual([
      expect.stringMatching(/-photo\.jpg$/),
      expect.stringMatching(/-thing-1\.jpg$/),
    ]);
    expect(made?.images).toHaveLength(2);
    expect(made?.text).not.toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('versus'));

    const one = await postGeneration(server, user.token, user.chatId, fields).expect(201);
    const reply = generateThumbnailResponseSchema.parse(one.body).chatMessages[0]!.messages.at(-1);
    expect(reply?.text).toContain(THUMBNAIL_MESSAGES.secondPhotoWanted('versus'));
  });

  it('draws the prompt’s words it can and the reply names, as written, what it cannot', async () => {
    const user = await freshUser();
    const res = await postGeneration(server, user.token, user.chatId, {
      fields: {
        prompt:
          'cat looking shocked at a glowing game controller, neon background, big arrow pointing at the cat',
      },
      file: fixture('chelsea.png'),
      filename: 'chelsea.png',
      contentType: 'image/png',
    }).expect(201);
    const body = generateThumbnailResponseSchema.parse(res.body);
    expect(body.response).toMatch(/^Here are 2 thumbnails for ".*"\./);
    expect(body.response).toContain('I could not add: a glowing game controller.');
    expect(body.chatMessages[0]?.messages[1]?.text).toBe(body.response);
  });

  it('keeps a chat title the user already chose', async () => {
    const user = await freshUser();
    await request(server.url)
      .put(server.api(API_PATHS.chat(user.chatId)))
      .set(bearer(user.token))
      .send({ rename: 'My rockets' })
      .expect(200);
    await postGeneration(server, user.token, user.chatId).expect(201);
    expect((await server.deps.chats.findOwned(user.userId, user.chatId))?.title).toBe('My rockets');
  });

  it.each([
    ['1280 x 720', 1280, 720],
    ['1920 x 1080', 1920, 1080],
  ])('outputs JPEGs of exactly %s under 2 MB', async (resolution, width, height) => {
    const user = await freshUser();
    if (resolution !== '1280 x 720') await verifiedPurchase(server, user.token, 'premium');
    const res = await postGeneration(server, user.token, user.chatId, {
      fields: { resolution },
      file: fixture('astronaut.png'),
      filename: 'astronaut.png',
      contentType: 'image/png',
    }).expect(201);
    const reply = generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages[1];
    expect(reply?.images).toHaveLength(2);
    for (const url of reply?.images ?? []) {
      const jpeg = await download(server, url);
      expect(imageHeader(jpeg)).toMatchObject({ type: 'jpeg', width, height });
      expect(jpeg.length).toBeLessThan(LIMITS.outputMaxBytes);
    }
  });

  it('strips GPS EXIF from the stored upload and the outputs', async () => {
    const user = await freshUser();
    const tagged = Buffer.from(withSegment(fixture('rocket.jpg'), gpsExifSegment()));
    expect(containsExif(tagged)).toBe(true);
    expect(tagged.includes(GPS_LATITUDE_BYTES)).toBe(true);

    const res = await postGeneration(server, user.token, user.chatId, { file: tagged }).expect(201);
    const [prompt, reply] =
      generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
    const urls = [...(prompt?.images ?? []), ...(reply?.images ?? [])];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const bytes = await download(server, url);
      expect(imageHeader(bytes).type).toBe('jpeg');
      expect(containsExif(bytes)).toBe(false);
      expect(bytes.includes(GPS_LATITUDE_BYTES)).toBe(false);
    }
    // The stored upload keeps the photo's size, upright.
    const upload = await download(server, prompt?.images[0] ?? '');
    expect(imageHeader(upload)).toMatchObject({ width: 640, height: 427 });
  });

  it('records a generation’s choices for its chat, learns nothing from one, and clears', async () => {
    const user = await freshUser();
    await verifiedPurchase(server, user.token, 'premium');
    await postGeneration(server, user.token, user.chatId, {
      fields: { genre: 'cooking', mood: 'happy', resolution: '1920 x 1080' },
    }).expect(201);
    expect((await currentUser(server, user.token)).preferences).toEqual({
      saved: null,
      learnt: null,
      recentChats: [
        {
          chatId: user.chatId,
          genre: 'cooking',
          mood: 'happy',
          resolution: '1920 x 1080',
          styleWords: [],
        },
      ],
    });

    const cleared = await request(server.url)
      .delete(server.api(API_PATHS.mePreferences('learnt')))
      .set(bearer(user.token))
      .expect(200);
    expect(cleared.body.user.preferences).toEqual(EMPTY_PREFERENCES);
    const unknown = await request(server.url)
      .delete(server.api('/auth/me/preferences/everything'))
      .set(bearer(user.token))
      .expect(400);
    expect(unknown.body).toEqual({
      message: PREFERENCE_MESSAGES.unknownSource,
      code: expect.any(String),
    });
    await request(server.url)
      .delete(server.api(API_PATHS.mePreferences('saved')))
      .expect(401);
  });

  it('refuses with 402 when the balance is 0, taking nothing', async () => {
    const user = await freshUser();
    await server.deps.ledger.apply(user.userId, { key: 'test:spend', delta: -3, reason: 'edit' });
    const res = await postGeneration(server, user.token, user.chatId);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(MESSAGES.notEnoughTokens);
    expect(await server.deps.messages.listByChat(user.chatId)).toEqual([]);
  });
});
