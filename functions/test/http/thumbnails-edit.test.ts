import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  editThumbnailResponseSchema,
  errorBodySchema,
  generateThumbnailResponseSchema,
  generationFailedBodySchema,
  MESSAGES,
  meResponseSchema,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import type { ImageModel, PaintBaseArtRequest } from '../../src/core/ports/image-model.port.js';
import { decodeToken } from '../support/forge-token.js';
import { bearer, verifiedPurchase } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  currentUser,
  download,
  failingModel,
  imageHeader,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
  anotherFile,
  FORM,
} from '../support/thumbnails.js';

describe('PUT /thumbnail/{chatId}', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let model: ImageModel;
  let failNextEdit = false;
  let lastPaint: PaintBaseArtRequest | undefined;
  let emails = 0;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        model = deps.thumbnails.model;
        const switchable: ImageModel = {
          findSubject: (photo) => model.findSubject(photo),
          paintBaseArt: (req) => {
            lastPaint = req;
            return model.paintBaseArt(req);
          },
          editBaseArt: (req) => {
            if (!failNextEdit) return model.editBaseArt(req);
            failNextEdit = false;
            return failingModel.editBaseArt(req);
          },
        };
        return { ...deps, thumbnails: { ...deps.thumbnails, model: switchable } };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  /** A user with one generation done in a fresh chat (Full HD: bought Premium first). */
  async function generated(resolution = '1280 x 720', description: string = FORM.prompt) {
    emails += 1;
    const { token } = await signUp(server, { ...ANN, email: `editor${emails}@example.com` });
    const userId = String(decodeToken(token).payload.sub);
    if (resolution !== '1280 x 720') await verifiedPurchase(server, token, 'premium');
    const chatId = await newChat(server, token);
    const res = await postGeneration(server, token, chatId, {
      fields: { resolution, prompt: description },
    }).expect(201);
    const [prompt, reply] =
      generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
    return {
      token,
      userId,
      chatId,
      photoUrl: prompt?.images[0] ?? '',
      urls: reply?.images ?? [],
    };
  }

  const rememberStyle = (token: string, chatId: string, body: object) =>
    request(server.url)
      .post(server.api(API_PATHS.thumbnailRememberStyle(chatId)))
      .set(bearer(token))
      .send(body);

  const edit = (token: string, chatId: string, body: unknown) =>
    request(server.url)
      .put(server.api(API_PATHS.thumbnails(chatId)))
      .set(bearer(token))
      .send(body as object);

  it('applies an edit: one token, a new image, a reply naming what was and was not done', async () => {
    const user = await generated('1920 x 1080');
    const selected = user.urls[1] ?? '';
    const res = await edit(user.token, user.chatId, {
      url: selected,
      prompt: 'make it brighter, add a dragon and a red border',
    }).expect(200);
    const body = editThumbnailResponseSchema.parse(res.body);

    // 3 free and 25 bought, less the generation and the edit.
    expect(body.updatedTokens).toBe(26);
    expect(await server.deps.ledger.balance(user.userId)).toBe(26);
    const last = await server.deps.ledger.entries(user.userId);
    expect(last.at(-1)).toMatchObject({
      delta: -1,
      reason: 'edit',
      key: expect.stringMatching(/^gen:/),
    });

    expect(body.response).toMatch(/made it brighter/);
    expect(body.response).toMatch(/added a red border/);
    expect(body.response).toMatch(/I could not add: a dragon\./);
    expect(body.response).not.toMatch(/didn't understand/);

    const [thread] = body.chat;
    expect(thread?.chatId).toBe(user.chatId);
    const messages = thread?.messages ?? [];
    expect(messages).toHaveLength(4);
    const [, , ask, answer] = messages;
    expect(ask).toMatchObject({
      role: 'user',
      text: 'make it brighter, add a dragon and a red border',
      status: 'complete',
    });
    expect(answer).toMatchObject({ role: 'assistant', status: 'complete', text: body.response });
    const newUrl = answer?.images[0] ?? '';
    expect(answer?.images).toHaveLength(1);
    expect(user.urls).not.toContain(newUrl);

    const before = await download(server, selected);
    const after = await download(server, newUrl);
    expect(imageHeader(after)).toMatchObject({ type: 'jpeg', width: 1920, height: 1080 });
    expect(after.equals(before)).toBe(false);

    // The edited image can be edited again: it carries its own layers.
    const again = await edit(user.token, user.chatId, {
      url: newUrl,
      prompt: 'change the title to "Second Try"',
    }).expect(200);
    expect(editThumbnailResponseSchema.parse(again.body).response).toMatch(
      /changed the title to "Second Try"/,
    );
  });

  it('keeps a fix and an edit in their chat; "Remember this style" keeps the generation’s look', async () => {
    const user = await generated(
      '1280 x 720',
      'Me pointing at the rocket on a purple neon background, warmer',
    );
    await server.deps.ledger.apply(user.userId, {
      key: 'test:topup',
      delta: 5,
      reason: 'purchase',
    });
    // The feed check's fix, then an edit: both for this thumbnail only.
    const fixed = await edit(user.token, user.chatId, {
      url: user.urls[0],
      prompt: 'make the title black',
    }).expect(200);
    const fixedUrl = editThumbnailResponseSchema.parse(fixed.body).chat[0]?.messages.at(-1)
      ?.images[0];
    await edit(user.token, user.chatId, {
      url: fixedUrl,
      prompt: 'make the title bigger and add a red arrow pointing at her face',
    }).expect(200);
    expect((await currentUser(server, user.token)).preferences).toEqual({
      saved: null,
      learnt: null,
      recentChats: [
        {
          chatId: user.chatId,
          genre: 'tech',
          mood: 'exciting',
          resolution: '1280 x 720',
          styleWords: ['purple neon background', 'warmer'],
        },
      ],
    });

    // Remembered from the fixed thumbnail: its generation's look, not the fix.
    const remembered = await rememberStyle(user.token, user.chatId, { url: fixedUrl }).expect(200);
    expect(meResponseSchema.parse(remembered.body).user.preferences.saved).toEqual({
      genre: 'tech',
      mood: 'exciting',
      resolution: '1280 x 720',
      styleWords: ['purple neon background', 'warmer'],
    });

    const coffeeChat = await newChat(server, user.token);
    const coffee = await postGeneration(server, user.token, coffeeChat, {
      fields: { prompt: 'Me with my morning coffee', title: 'Best Coffee At Home' },
    }).expect(201);
    const painted = lastPaint;
    expect(painted?.styleNotes).toEqual(['purple neon background', 'warmer']);
    expect(painted?.directions.callouts).toEqual([]);
    // No title change came along: the title is the one planned for this chat alone.
    expect(painted?.variants.flatMap((variant) => variant.titlePlan.changes)).toEqual([]);
    const reply = generateThumbnailResponseSchema.parse(coffee.body).chatMessages[0]?.messages[1];
    expect(reply?.text).toContain(
      THUMBNAIL_MESSAGES.styleUsed('saved', ['purple neon background', 'warmer']),
    );
    expect(reply?.text).not.toMatch(/arrow|black/i);
  });

  it('refuses another chat’s image and another user’s image with 404, taking nothing', async () => {
    const ann = await generated();
    const otherChat = await newChat(server, ann.token);
    const bob = await generated();

    for (const [chatId, url] of [
      [otherChat, ann.urls[0]],
      [ann.chatId, bob.urls[0]],
      [ann.chatId, anotherFile(ann.urls[0] ?? '')],
      [ann.chatId, 'https://evil.example/steal.jpg'],
    ] as const) {
      for (const res of [
        await edit(ann.token, chatId, { url, prompt: 'brighter' }),
        await rememberStyle(ann.token, chatId, { url }),
      ]) {
        expect(res.status).toBe(404);
        expect(errorBodySchema.parse(res.body).message).toBe(THUMBNAIL_MESSAGES.imageNotFound);
      }
    }
    // Bob's chat id with Bob's image, asked by Ann, is simply not her chat.
    const foreignChat = await edit(ann.token, bob.chatId, { url: bob.urls[0], prompt: 'brighter' });
    expect(foreignChat.status).toBe(404);
    expect(foreignChat.body.message).toBe(MESSAGES.chatNotFound);
    const foreignStyle = await rememberStyle(ann.token, bob.chatId, { url: bob.urls[0] });
    expect(foreignStyle.status).toBe(404);
    expect(foreignStyle.body.message).toBe(MESSAGES.chatNotFound);
    expect((await currentUser(server, ann.token)).preferences.saved).toBeNull();

    expect(await server.deps.ledger.balance(ann.userId)).toBe(2);
    expect(await server.deps.messages.listByChat(otherChat)).toEqual([]);
  });

  it('refuses the uploaded photo (not a generated thumbnail) and blank prompts with 400', async () => {
    const user = await generated();
    const photo = await edit(user.token, user.chatId, { url: user.photoUrl, prompt: 'brighter' });
    expect(photo.status).toBe(400);
    expect(photo.body.message).toBe(THUMBNAIL_MESSAGES.notEditable);
    const photoStyle = await rememberStyle(user.token, user.chatId, { url: user.photoUrl });
    expect(photoStyle.status).toBe(400);
    expect(photoStyle.body.message).toBe(THUMBNAIL_MESSAGES.notRememberable);
    const noUrl = await rememberStyle(user.token, user.chatId, {});
    expect(noUrl.status).toBe(400);
    for (const body of [{ url: user.urls[0], prompt: '  ' }, { url: user.urls[0] }, {}]) {
      const res = await edit(user.token, user.chatId, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.fillAllFields);
    }
    expect(await server.deps.ledger.balance(user.userId)).toBe(2);
  });

  it('an edit that changes nothing costs nothing and says what it can do', async () => {
    const user = await generated();
    const res = await edit(user.token, user.chatId, {
      url: user.urls[0],
      prompt: 'add a dragon',
    }).expect(200);
    const body = editThumbnailResponseSchema.parse(res.body);
    expect(body.updatedTokens).toBe(2);
    expect(body.response).toMatch(/I could not add: a dragon\./);
    expect(body.response).not.toMatch(/didn't understand/);
    expect(body.response).toMatch(/token was refunded/);
    expect(await server.deps.ledger.balance(user.userId)).toBe(2);
    const messages = await server.deps.messages.listByChat(user.chatId);
    expect(messages.slice(2)).toMatchObject([
      { role: 'user', text: 'add a dragon' },
      { role: 'assistant', images: [], text: body.response },
    ]);
  });

  it('a failing edit: 502, the token back, both messages kept', async () => {
    const user = await generated();
    failNextEdit = true;
    const res = await edit(user.token, user.chatId, { url: user.urls[0], prompt: 'brighter' });
    expect(res.status).toBe(502);
    expect(generationFailedBodySchema.parse(res.body)).toEqual({
      message: THUMBNAIL_MESSAGES.editFailed,
      code: 'upstream_failed',
      updatedTokens: 2,
    });
    expect(await server.deps.ledger.balance(user.userId)).toBe(2);
    const refunds = (await server.deps.ledger.entries(user.userId)).filter((e) =>
      e.key.startsWith('refund:'),
    );
    expect(refunds).toHaveLength(1);
    const messages = await server.deps.messages.listByChat(user.chatId);
    expect(messages.slice(2)).toMatchObject([
      { role: 'user', text: 'brighter', status: 'failed' },
      { role: 'assistant', status: 'failed', text: expect.stringMatching(/couldn't edit/) },
    ]);
  });
});
