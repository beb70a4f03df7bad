import type { IncomingMessage, RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateThumbnailResponseSchema,
  MESSAGES,
  THUMBNAIL_MESSAGES,
} from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

/**
 * What Cloud Functions does before Express sees a multipart request: reads the body into
 * `req.rawBody`. (Its JSON handling is out of scope here, so other requests pass through.)
 */
function preReadBody(app: RequestListener): RequestListener {
  return (req, res) => {
    if (!req.headers['content-type']?.startsWith('multipart/')) {
      app(req, res);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      (req as IncomingMessage & { rawBody: Buffer }).rawBody = Buffer.concat(chunks);
      app(req, res);
    });
  };
}

describe('multipart from a pre-read body (Cloud Functions)', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let token: string;
  let chatId: string;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, { wrap: preReadBody });
    ({ token } = await signUp(server, ANN));
    chatId = await newChat(server, token);
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('generates from req.rawBody when the stream was already read', async () => {
    const res = await postGeneration(server, token, chatId).expect(201);
    expect(generateThumbnailResponseSchema.parse(res.body).updatedTokens).toBe(2);
  });

  it('still refuses bad input read from req.rawBody', async () => {
    const missing = await postGeneration(server, token, chatId, { fields: { mood: undefined } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(MESSAGES.fillAllFields);
    const fiveFiles = postGeneration(server, token, chatId);
    for (const name of ['b', 'c', 'd', 'e']) {
      fiveFiles.attach('file', Buffer.from([0xff, 0xd8, 0xff]), `${name}.jpg`);
    }
    const refused = await fiveFiles;
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(THUMBNAIL_MESSAGES.tooManyPhotos);
  });
});
