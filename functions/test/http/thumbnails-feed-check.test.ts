import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  errorBodySchema,
  FEED_CHECK_IDS,
  feedCheckResponseSchema,
  MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import type { ImageProcessor } from '../../src/core/ports/image-processor.port.js';
import { makeTempDir } from '../support/temp-dir.js';
import type { TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import {
  authedPost,
  currentUser,
  RENDER_TIMEOUT_MS,
  signUpAndGenerate,
} from '../support/thumbnails.js';

describe('POST /thumbnail/{chatId}/check', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let measured = 0;
  let emails = 0;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        const real = deps.thumbnails.imaging;
        const counting: ImageProcessor = {
          ...real,
          measureFeed: (req) => {
            measured += 1;
            return real.measureFeed(req);
          },
        };
        return { ...deps, thumbnails: { ...deps.thumbnails, imaging: counting } };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  async function generated() {
    emails += 1;
    return signUpAndGenerate(server, `checker${emails}@example.com`);
  }

  const check = (token: string, chatId: string, body: unknown) =>
    authedPost(server, token, API_PATHS.thumbnailCheck(chatId), body);

  it('answers the check kept with the thumbnail: every id, measured once at generation, no token', async () => {
    const before = measured;
    const user = await generated();
    expect(user.urls.length).toBeGreaterThan(0);
    // Measured while the thumbnails were made, once each.
    expect(measured - before).toBe(user.urls.length);
    const balance = (await currentUser(server, user.token)).tokenBalance;

    for (const url of user.urls) {
      const res = await check(user.token, user.chatId, { url }).expect(200);
      const { checks } = feedCheckResponseSchema.parse(res.body);
      expect(checks.map((c) => c.id)).toEqual([...FEED_CHECK_IDS]);
      const byId = Object.fromEntries(checks.map((c) => [c.id, c]));
      expect(byId['exact-size']).toMatchObject({
        status: 'pass',
        message: 'Exactly 1280x720, the size you chose',
      });
      expect(byId['file-size']?.status).toBe('pass');
      for (const warning of checks.filter((c) => c.status === 'warn')) {
        expect(warning.message.length).toBeGreaterThan(0);
      }
    }
    // Checking reads what was kept; it measures nothing and charges nothing.
    expect(measured - before).toBe(user.urls.length);
    expect((await currentUser(server, user.token)).tokenBalance).toBe(balance);
  });

  it("answers 404 for another user's chat or image, and 400 for a photo or a missing url", async () => {
    const owner = await generated();
    const other = await generated();
    const url = owner.urls[0] ?? '';
    const balance = (await currentUser(server, other.token)).tokenBalance;

    const foreignChat = await check(other.token, owner.chatId, { url }).expect(404);
    expect(errorBodySchema.parse(foreignChat.body).message).toBe(MESSAGES.chatNotFound);
    const foreignImage = await check(other.token, other.chatId, { url }).expect(404);
    expect(errorBodySchema.parse(foreignImage.body).message).toBe(THUMBNAIL_MESSAGES.imageNotFound);

    const photo = await check(owner.token, owner.chatId, { url: owner.photoUrl }).expect(400);
    expect(errorBodySchema.parse(photo.body).message).toBe(THUMBNAIL_MESSAGES.notCheckable);
    const missing = await check(owner.token, owner.chatId, {}).expect(400);
    expect(errorBodySchema.parse(missing.body).message).toBe(MESSAGES.fillAllFields);

    expect((await currentUser(server, other.token)).tokenBalance).toBe(balance);
  });
});
