import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, errorBodySchema } from '@thumbforge/contract';
import { createInMemoryRateLimiter } from '../../src/adapters/in-memory/in-memory-rate-limiter.js';
import { RATE_LIMIT_MESSAGE } from '../../src/http/middleware/rate-limit.js';
import { makeTempDir } from '../support/temp-dir.js';
import {
  ANN,
  signUp,
  startTestServer,
  WEB_ORIGIN,
  type TestServer,
} from '../support/test-server.js';
import { bearer } from '../support/payments.js';

function expectRateLimited(res: request.Response): void {
  expect(res.status).toBe(429);
  expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  expect(errorBodySchema.parse(res.body)).toEqual({
    message: RATE_LIMIT_MESSAGE,
    code: 'rate_limited',
  });
}

describe('the in-memory rate limiter', () => {
  it('allows a burst of `limit`, then refills evenly and says when to retry', async () => {
    let now = 0;
    const limiter = createInMemoryRateLimiter({ now: () => now });
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 3; i += 1) expect(await limiter.take('a', rule)).toEqual({ allowed: true });
    expect(await limiter.take('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    // Another key has its own budget.
    expect(await limiter.take('b', rule)).toEqual({ allowed: true });
    now = 20_000;
    expect(await limiter.take('a', rule)).toEqual({ allowed: true });
    expect(await limiter.take('a', rule)).toMatchObject({ allowed: false });
  });

  it('forgets refilled keys when it holds too many', async () => {
    let now = 0;
    const limiter = createInMemoryRateLimiter({ now: () => now, maxKeys: 2 });
    const rule = { limit: 1, windowMs: 1000 };
    await limiter.take('a', rule);
    await limiter.take('b', rule);
    now = 5000;
    await limiter.take('c', rule);
    // 'a' was forgotten, so it has a full bucket again; 'c' has just spent its one.
    expect(await limiter.take('a', rule)).toEqual({ allowed: true });
    expect(await limiter.take('c', rule)).toMatchObject({ allowed: false });
  });
});

describe('rate limits over HTTP', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer;
  const start = async (env: Record<string, string>) => {
    temp = makeTempDir();
    server = await startTestServer(temp.dir, env);
  };
  afterEach(async () => {
    await server.close();
    temp.remove();
  });

  it('limits sign-in attempts per address, across accounts, with 429 and Retry-After', async () => {
    await start({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' });
    const attempt = (n: number) =>
      request(server.url)
        .post(server.api(API_PATHS.localAuth.signIn))
        .set('Origin', WEB_ORIGIN)
        .send({ email: `user${n}@example.com`, password: 'guess number n' });
    for (let i = 0; i < 3; i += 1) expect((await attempt(i)).status).toBe(401);
    expectRateLimited(await attempt(3));
    // Other routes of the same address are not held back by the sign-in budget.
    await request(server.url).get(server.api(API_PATHS.config)).expect(200);
  });

  it('limits sign-in attempts per account, across addresses, with 429 and Retry-After', async () => {
    await start({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', TRUST_PROXY_HOPS: '1' });
    const attempt = (client: string, email = 'ann@example.com') =>
      request(server.url)
        .post(server.api(API_PATHS.localAuth.signIn))
        .set('Origin', WEB_ORIGIN)
        .set('X-Forwarded-For', client)
        .send({ email, password: 'guess number n' });
    for (let i = 1; i <= 3; i += 1) expect((await attempt(`203.0.113.${i}`)).status).toBe(401);
    // The same account in other letters is the same account.
    expectRateLimited(await attempt('203.0.113.4', ' ANN@example.com'));
    // A fresh client naming another account is not held back.
    expect((await attempt('203.0.113.5', 'bob@example.com')).status).toBe(401);
  });

  it('limits every API request per address, but never the payment webhook', async () => {
    await start({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '4' });
    for (let i = 0; i < 4; i += 1) {
      await request(server.url).get(server.api('/health')).expect(200);
    }
    expectRateLimited(await request(server.url).get(server.api('/health')));
    expectRateLimited(await request(server.url).get(server.api(API_PATHS.config)));
    // The webhook still answers for itself (here: a missing signature), and its size is capped.
    const hook = await request(server.url)
      .post(server.api(API_PATHS.paymentWebhook))
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(hook.status).toBe(400);
    const huge = await request(server.url)
      .post(server.api(API_PATHS.paymentWebhook))
      .set('Content-Type', 'application/json')
      .send(`{"pad":"${'p'.repeat(300 * 1024)}"}`);
    expect(huge.status).toBe(413);
    expect(errorBodySchema.parse(huge.body).code).toBe('payload_too_large');
  });

  it('limits writes per user, leaving reads and other users alone', async () => {
    await start({ RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_SIGN_IN_PER_MINUTE: '100' });
    const { token: ann } = await signUp(server, ANN);
    const { token: bob } = await signUp(server, { ...ANN, email: 'bob@example.com' });
    const newChat = (token: string) =>
      request(server.url).post(server.api(API_PATHS.chats)).set(bearer(token)).send({});
    for (let i = 0; i < 3; i += 1) expect((await newChat(ann)).status).toBe(201);
    expectRateLimited(await newChat(ann));
    await request(server.url).get(server.api(API_PATHS.chats)).set(bearer(ann)).expect(200);
    expect((await newChat(bob)).status).toBe(201);
    // A request refused for its rate made nothing.
    const chats = await request(server.url)
      .get(server.api(API_PATHS.chats))
      .set(bearer(ann))
      .expect(200);
    expect((chats.body as { chat: unknown[] }).chat).toHaveLength(3);
  });

  it('limits generations and edits per user on top of the writes budget', async () => {
    await start({ RATE_LIMIT_GENERATIONS_PER_MINUTE: '1' });
    const { token } = await signUp(server, ANN);
    const chat = await request(server.url)
      .post(server.api(API_PATHS.chats))
      .set(bearer(token))
      .send({})
      .expect(201);
    const chatId = (chat.body as { chat: { _id: string } }).chat._id;
    const edit = () =>
      request(server.url)
        .put(server.api(API_PATHS.thumbnails(chatId)))
        .set(bearer(token))
        .send({ url: '/api/v1/files/x.jpg', prompt: 'brighter' });
    expect((await edit()).status).toBe(404);
    expectRateLimited(await edit());
    // Other writes still go through.
    await request(server.url)
      .put(server.api(API_PATHS.chat(chatId)))
      .set(bearer(token))
      .send({ rename: 'Still allowed' })
      .expect(200);
  });

  it('counts by the connecting address, whatever X-Forwarded-For says from a client', async () => {
    await start({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '2' });
    const health = (forwardedFor: string) =>
      request(server.url).get(server.api('/health')).set('X-Forwarded-For', forwardedFor);
    expect((await health('203.0.113.1')).status).toBe(200);
    expect((await health('203.0.113.2')).status).toBe(200);
    expectRateLimited(await health('203.0.113.3'));
  });

  it('believes X-Forwarded-For from as many proxies as TRUST_PROXY_HOPS says', async () => {
    await start({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1', TRUST_PROXY_HOPS: '1' });
    const health = (forwardedFor: string) =>
      request(server.url).get(server.api('/health')).set('X-Forwarded-For', forwardedFor);
    expect((await health('203.0.113.1')).status).toBe(200);
    expect((await health('203.0.113.2')).status).toBe(200);
    expectRateLimited(await health('203.0.113.1'));
    // A client's own X-Forwarded-For entries before the proxy's are not believed.
    expectRateLimited(await health('198.51.100.9, 203.0.113.2'));
  });

  it('counts a bad token against the address, not against any user', async () => {
    await start({ RATE_LIMIT_WRITES_PER_MINUTE: '1' });
    const { token } = await signUp(server, ANN);
    for (let i = 0; i < 3; i += 1) {
      await request(server.url)
        .post(server.api(API_PATHS.chats))
        .set('Authorization', 'Bearer not.a.token')
        .send({})
        .expect(401);
    }
    await request(server.url)
      .post(server.api(API_PATHS.chats))
      .set(bearer(token))
      .send({})
      .expect(201);
  });
});

/** A request with its path sent byte for byte (no client normalises `//`, `%69` or case here). */
function rawJson(
  port: number,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { 'Content-Type': 'application/json', Origin: WEB_ORIGIN, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Every other way of writing a path that a lenient router, or a proxy, might take for it. */
function variantsOf(path: string): string[] {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  const tail = rest.join('/');
  const encodeFirstLetter = (part: string) => `%${part.charCodeAt(0).toString(16)}${part.slice(1)}`;
  return [
    `${API_PREFIX}${path.toUpperCase()}`,
    `${API_PREFIX}/${first.charAt(0).toUpperCase()}${first.slice(1)}/${tail}`,
    `${API_PREFIX.toUpperCase()}${path}`,
    `${API_PREFIX}${path}/`,
    `${API_PREFIX}/${path}`,
    `${API_PREFIX}/${first}//${tail}`,
    `/${API_PREFIX}${path}`,
    `${API_PREFIX}/${encodeFirstLetter(first)}/${tail}`,
    `${API_PREFIX}/${first}/${encodeFirstLetter(tail)}`,
    `${API_PREFIX}/${first}/${tail.slice(0, -1)}%${tail.charCodeAt(tail.length - 1).toString(16)}`,
    `${API_PREFIX}/${first}%2F${tail}`,
    `${API_PREFIX}/${first}/./${tail}`,
    `${API_PREFIX}/${first}/x/../${tail}`,
    `${API_PREFIX}${path};x`,
  ];
}

describe('rate limits, whatever way the path is written', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let server: TestServer;
  afterEach(async () => {
    await server.close();
    temp.remove();
  });

  it('counts sign-in and sign-up under every variant that reaches them, or does not route it', async () => {
    temp = makeTempDir();
    server = await startTestServer(temp.dir, { RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' });
    const signInBody = { email: 'ann@example.com', password: 'guess number n' };
    const variants = [
      ...variantsOf(API_PATHS.localAuth.signIn).map((path) => ({ path, body: signInBody })),
      ...variantsOf(API_PATHS.localAuth.signUp).map((path, i) => ({
        path,
        body: { ...ANN, email: `variant${i}@example.com` },
      })),
    ];
    expect(new Set(variants.map(({ path }) => path)).size).toBe(variants.length);

    const reached: string[] = [];
    for (const { path, body } of variants) {
      const res = await rawJson(server.port, 'POST', path, body);
      // Routed (and so counted: at most 3 get past the limit) or not routed at all.
      if (res.status !== 404) reached.push(`${path} ${res.status}`);
      expect([404, 401, 201, 429], path).toContain(res.status);
    }
    const canonical = () =>
      rawJson(server.port, 'POST', server.api(API_PATHS.localAuth.signIn), signInBody);
    let answered = (await canonical()).status;
    while (answered === 401) answered = (await canonical()).status;
    expect(answered).toBe(429);

    // The budget is spent: no variant signs anyone in or up now.
    for (const { path, body } of variants) {
      const res = await rawJson(server.port, 'POST', path, body);
      expect([404, 429], `${path} after the limit`).toContain(res.status);
    }
    // Nothing written another way made an account.
    expect(reached.filter((line) => line.endsWith(' 201'))).toEqual([]);
  });

  it('counts generations under every variant that reaches them, or does not route it', async () => {
    temp = makeTempDir();
    server = await startTestServer(temp.dir, { RATE_LIMIT_GENERATIONS_PER_MINUTE: '1' });
    const { token } = await signUp(server, ANN);
    const chat = await request(server.url)
      .post(server.api(API_PATHS.chats))
      .set(bearer(token))
      .send({})
      .expect(201);
    const chatId = (chat.body as { chat: { _id: string } }).chat._id;
    const edit = { url: '/api/v1/files/x.jpg', prompt: 'brighter' };
    const auth = bearer(token);
    const put = (path: string) => rawJson(server.port, 'PUT', path, edit, auth);

    // The one allowed edit: routed, counted, refused for its unknown image.
    const first = await put(server.api(API_PATHS.thumbnails(chatId)));
    expect(first.status).toBe(404);
    expect(errorBodySchema.parse(JSON.parse(first.body)).code).toBe('not_found');
    expect(JSON.parse(first.body)).not.toMatchObject({ message: 'This API route does not exist' });

    const encodedId = `%${chatId.charCodeAt(0).toString(16)}${chatId.slice(1)}`;
    for (const path of [
      ...variantsOf(API_PATHS.thumbnails(chatId)),
      server.api(`/thumbnail/${encodedId}`),
    ]) {
      const res = await put(path);
      const notRouted = res.status === 404 && res.body.includes('This API route does not exist');
      const counted = res.status === 429;
      const outsideTheApi = res.status === 404 && !res.body.startsWith('{');
      expect(notRouted || counted || outsideTheApi, `${path}: ${res.status} ${res.body}`).toBe(
        true,
      );
    }
  });
});
