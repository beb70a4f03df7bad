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

  it('reads JSON bodies that Cloud Functions parsed: sign-up, new chat, rename, order', async () => {
    const signedUp = await request(host)
      .post(api(API_PATHS.localAuth.signUp))
      .set('Origin', WEB_ORIGIN)
      .send({ ...ANN, email: 'functions@example.com' })
      .expect(201);
    const bearer = `Bearer ${(signedUp.body as { token: string }).token}`;

    const created = await request(host)
      .post(api(API_PATHS.chats))
      .set('Authorization', bearer)
      .send({})
      .expect(201);
    const { chat } = chatResponseSchema.parse(created.body);

    const renamed = await request(host)
      .put(api(API_PATHS.chat(chat._id)))
      .set('Authorization', bearer)
      .send({ rename: '  Launch day  ' })
      .expect(200);
    expect(chatResponseSchema.parse(renamed.body).chat.title).toBe('Launch day');

    const order = await request(host)
      .post(api(API_PATHS.createOrder))
      .set('Authorization', bearer)
      .send({ planName: 'premium' })
      .expect(200);
    expect(createOrderResponseSchema.parse(order.body).amount).toBe(1400);
  });

  it('still checks a parsed body against its schema', async () => {
    const signedUp = await request(host)
      .post(api(API_PATHS.localAuth.signUp))
      .set('Origin', WEB_ORIGIN)
      .send({ ...ANN, email: 'functions-bad@example.com' })
      .expect(201);
    const bearer = `Bearer ${(signedUp.body as { token: string }).token}`;
    const created = await request(host)
      .post(api(API_PATHS.chats))
      .set('Authorization', bearer)
      .send({})
      .expect(201);
    const { chat } = chatResponseSchema.parse(created.body);

    const res = await request(host)
      .put(api(API_PATHS.chat(chat._id)))
      .set('Authorization', bearer)
      .send({ rename: '   ' })
      .expect(400);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'The title cannot be empty',
      code: 'invalid_input',
    });
    await request(host)
      .post(api(API_PATHS.createOrder))
      .set('Authorization', bearer)
      .send({ planName: 'platinum' })
      .expect(400);
  });
});
