import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  errorBodySchema,
  generateThumbnailResponseSchema,
  MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import type { ImageModel, PaintBaseArtRequest } from '../../src/core/ports/image-model.port.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  download,
  FORM,
  imageHeader,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';
import { bearer } from '../support/payments.js';

describe('POST /thumbnail/{chatId}/more', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  const painted: PaintBaseArtRequest[] = [];
  let emails = 0;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        const real = deps.thumbnails.model;
        const recording: ImageModel = {
          findSubject: (photo) => real.findSubject(photo),
          paintBaseArt: (req) => {
            painted.push(req);
            return real.paintBaseArt(req);
          },
          editBaseArt: (req) => real.editBaseArt(req),
        };
        return { ...deps, thumbnails: { ...deps.thumbnails, model: recording } };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function generated() {
    emails += 1;
    const { token } = await signUp(server, { ...ANN, email: `more${emails}@example.com` });
    const chatId = await newChat(server, token);
    const res = await postGeneration(server, token, chatId).expect(201);
    const [, reply] =
      generateThumbnailResponseSchema.parse(res.body).chatMessages[0]?.messages ?? [];
    return { token, chatId, userId: String(decodeToken(token).payload.sub), urls: reply!.images };
  }

  const more = (token: string, chatId: string, body: unknown) =>
    request(server.url)
      .post(server.api(API_PATHS.thumbnailMore(chatId)))
      .set(bearer(token))
      .send(body as object);

  it('makes new variants from the same photo, prompt and choices, for one token', async () => {
    const user = await generated();
    const first = painted.at(-1)!;
    const res = await more(user.token, user.chatId, { url: user.urls[1] }).expect(201);
    const body = generateThumbnailResponseSchema.parse(res.body);
    expect(body.updatedTokens).toBe(1);
    expect(await server.deps.ledger.balance(user.userId)).toBe(1);

    const messages = body.chatMessages[0]?.messages ?? [];
    expect(messages).toHaveLength(4);
    const [photoMessage, , ask, answer] = messages;
    expect(ask).toMatchObject({
      role: 'user',
      text: THUMBNAIL_MESSAGES.moreLikeThis,
      meta: { ...FORM, prompt: FORM.prompt },
    });
    // The photo is the one uploaded, kept under the new message without a second upload.
    expect(
      (await download(server, ask!.images[0]!)).equals(
        await download(server, photoMessage!.images[0]!),
      ),
    ).toBe(true);
    expect(answer).toMatchObject({ role: 'assistant', status: 'complete', text: body.response });
    expect(answer?.images).toHaveLength(user.urls.length);
    expect(body.response).toContain(FORM.title);
    const newest = answer!.images[0]!;
    expect(imageHeader(await download(server, newest))).toMatchObject({ width: 1280, height: 720 });

    const again = painted.at(-1)!;
    expect(again.prompt).toBe(first.prompt);
    expect(again.photo).toEqual(first.photo);
    expect({ genre: again.genre, mood: again.mood, resolution: again.resolution }).toEqual({
      genre: first.genre,
      mood: first.mood,
      resolution: first.resolution,
    });
    // Arranged apart from the ones the chat has: not the first generation's variants again.
    expect(again.variants.map((plan) => plan.arrangement)).not.toEqual(
      first.variants.map((plan) => plan.arrangement),
    );

    // More like one of those repeats the first prompt, not the words "More like this".
    await server.deps.ledger.apply(user.userId, {
      key: 'test:topup',
      delta: 1,
      reason: 'purchase',
    });
    await more(user.token, user.chatId, { url: newest }).expect(201);
    expect(painted.at(-1)!.prompt).toBe(FORM.prompt);
  });

  it('refuses a photo, another chat’s image and a missing url, charging nothing', async () => {
    const user = await generated();
    const other = await generated();
    const before = await server.deps.ledger.balance(user.userId);

    const list = await request(server.url)
      .get(server.api(API_PATHS.thumbnails(user.chatId)))
      .set(bearer(user.token))
      .expect(200);
    const photoUrl = generateThumbnailResponseSchema.shape.chatMessages.parse(
      list.body.chatMessages,
    )[0]!.messages[0]!.images[0]!;
    const photo = await more(user.token, user.chatId, { url: photoUrl }).expect(400);
    expect(errorBodySchema.parse(photo.body)).toEqual({
      message: THUMBNAIL_MESSAGES.notRepeatable,
      code: 'invalid_input',
    });
    const foreign = await more(user.token, user.chatId, { url: other.urls[0] }).expect(404);
    expect(errorBodySchema.parse(foreign.body).message).toBe(THUMBNAIL_MESSAGES.imageNotFound);
    const empty = await more(user.token, user.chatId, {}).expect(400);
    expect(errorBodySchema.parse(empty.body).message).toBe(MESSAGES.fillAllFields);
    expect(await server.deps.ledger.balance(user.userId)).toBe(before);
  });

  it('says the photo is gone when retention took it, charging nothing', async () => {
    const user = await generated();
    const list = await request(server.url)
      .get(server.api(API_PATHS.thumbnails(user.chatId)))
      .set(bearer(user.token))
      .expect(200);
    const photoUrl = list.body.chatMessages[0].messages[0].images[0] as string;
    const path = decodeURIComponent(new URL(photoUrl, server.url).pathname).replace(
      /^.*\/files\//,
      '',
    );
    await server.deps.files.delete(path);
    const res = await more(user.token, user.chatId, { url: user.urls[0] }).expect(404);
    expect(errorBodySchema.parse(res.body).message).toBe(THUMBNAIL_MESSAGES.sourcePhotoGone);
    expect(await server.deps.ledger.balance(user.userId)).toBe(2);
  });
});
