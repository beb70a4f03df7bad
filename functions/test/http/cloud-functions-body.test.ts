import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  chatResponseSchema,
  createOrderResponseSchema,
  errorBodySchema,
} from '@thumbforge/contract';
import { createApp } from '../../src/http/create-app.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, startTestServer, WEB_ORIGIN, type TestServer } from '../support/test-server.js';

/**
 * What the Cloud Functions framework does before Express sees a request: it reads the whole body,
 * keeps the bytes as `req.rawBody`, and sets `req.body` to the parsed JSON. The stream is then
 * spent, so a parser that waited for it would hang the request.
 */
function cloudFunctionsHost(app: RequestListener): RequestListener {
  return (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      const json = (req.headers['content-type'] ?? '').startsWith('application/json');
      const body: unknown = json && rawBody.length > 0 ? JSON.parse(rawBody.toString('utf8')) : {};
      Object.assign(req as IncomingMessage, { rawBody, body });
      app(req, res);
    });
  };
}

describe('the API under Cloud Functions (body already read)', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let host: ReturnType<typeof createServer>;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    host = createServer(cloudFunctionsHost(createApp(server.deps)));
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const api = (path: string) => `${API_PREFIX}${path}`;

  /** Signs up and opens a chat through the host, as the web would. */
  async function userWithChat(email: string): Promise<{ bearer: string; chatId: string }> {
    const signedUp = await request(host)
      .post(api(API_PATHS.localAuth.signUp))
      .set('Origin', WEB_ORIGIN)
      .send({ ...ANN, email })
      .expect(201);
    const bearer = `Bearer ${(signedUp.body as { token: string }).token}`;
    const created = await request(host)
      .post(api(API_PATHS.chats))
      .set('Authorization', bearer)
      .send({})
      .expect(201);
    return { bearer, chatId: chatResponseSchema.parse(created.body).chat._id };
  }

  const rename = (bearer: string, chatId: string, title: string) =>
    request(host)
      .put(api(API_PATHS.chat(chatId)))
      .set('Authorization', bearer)
      .send({ rename: title });

  const orderPlan = (bearer: string, planName: string) =>
    request(host).post(api(API_PATHS.createOrder)).set('Authorization', bearer).send({ planName });

  it('reads JSON bodies that Cloud Functions parsed: sign-up, new chat, rename, order', async () => {
    const { bearer, chatId } = await userWithChat('functions@example.com');

    const renamed = await rename(bearer, chatId, '  Launch day  ').expect(200);
    expect(chatResponseSchema.parse(renamed.body).chat.title).toBe('Launch day');

    const order = await orderPlan(bearer, 'premium').expect(200);
    expect(createOrderResponseSchema.parse(order.body).amount).toBe(1400);
  });

  it('still checks a parsed body against its schema', async () => {
    const { bearer, chatId } = await userWithChat('functions-bad@example.com');

    const res = await rename(bearer, chatId, '   ').expect(400);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'The title cannot be empty',
      code: 'invalid_input',
    });
    await orderPlan(bearer, 'platinum').expect(400);
  });
});
