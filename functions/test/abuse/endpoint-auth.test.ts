import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  errorBodySchema,
  generateThumbnailResponseSchema,
  MESSAGES,
} from '@thumbforge/contract';
import {
  decodeToken,
  forgeToken,
  nowSeconds,
  otherPrivateKey,
  serverPrivateKey,
} from '../support/forge-token.js';
import { bearer, createOrder, SANDBOX_SECRETS_ENV, sandboxPay } from '../support/payments.js';
import { makeTempDir } from '../support/temp-dir.js';
import {
  ANN,
  signUp,
  startTestServer,
  WEB_ORIGIN,
  type TestServer,
} from '../support/test-server.js';
import {
  fixture,
  FORM,
  newChat,
  postGeneration,
  RENDER_TIMEOUT_MS,
} from '../support/thumbnails.js';

const BOB = { ...ANN, email: 'bob@example.com', firstName: 'Bob' };
const SOME_CHAT = 'chat0000000000000001';
const SOME_ORDER = 'order_0000000000000A';

interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  body?: object;
}

/** Every route that needs a session, with a body it would accept. */
const PROTECTED: Endpoint[] = [
  { method: 'get', path: API_PATHS.me },
  { method: 'delete', path: API_PATHS.mePreferences('saved') },
  { method: 'get', path: API_PATHS.chats },
  { method: 'post', path: API_PATHS.chats, body: {} },
  { method: 'get', path: API_PATHS.pinChat(SOME_CHAT) },
  { method: 'put', path: API_PATHS.chat(SOME_CHAT), body: { rename: 'New name' } },
  { method: 'delete', path: API_PATHS.chat(SOME_CHAT) },
  { method: 'get', path: API_PATHS.thumbnails(SOME_CHAT) },
  { method: 'post', path: API_PATHS.thumbnailRememberStyle(SOME_CHAT), body: { url: '/x.jpg' } },
  { method: 'post', path: API_PATHS.thumbnails(SOME_CHAT), body: FORM },
  { method: 'put', path: API_PATHS.thumbnails(SOME_CHAT), body: { url: '/x.jpg', prompt: 'p' } },
  { method: 'post', path: API_PATHS.createOrder, body: { planName: 'standard' } },
  {
    method: 'post',
    path: API_PATHS.verifyPayment,
    body: {
      razorpay_payment_id: 'pay_0000000000000A',
      razorpay_order_id: SOME_ORDER,
      razorpay_signature: 'a'.repeat(64),
    },
  },
  { method: 'get', path: API_PATHS.payments },
  { method: 'get', path: API_PATHS.receipt(SOME_ORDER) },
  { method: 'get', path: API_PATHS.tokenGrants },
  { method: 'post', path: API_PATHS.downloadZip, body: { imageUrls: ['/api/v1/files/a.jpg'] } },
  { method: 'get', path: API_PATHS.events },
  { method: 'post', path: API_PATHS.sandboxPay, body: { orderId: SOME_ORDER, outcome: 'success' } },
  { method: 'post', path: API_PATHS.closeAccount },
  { method: 'post', path: API_PATHS.reopenAccount },
  { method: 'get', path: API_PATHS.exportAccount },
  { method: 'get', path: API_PATHS.apiKeys },
  { method: 'post', path: API_PATHS.apiKeys, body: { name: 'script', scopes: ['read'] } },
  { method: 'delete', path: API_PATHS.apiKey(SOME_CHAT) },
  { method: 'post', path: API_PATHS.mcp, body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } },
];

/**
 * Public on purpose, each authenticated another way or not at all: left out of the table.
 * `/auth/firebase-token` exists only in the Firebase runtime (its own tests cover it).
 */
const PUBLIC = [
  'GET /health',
  'GET /config',
  'POST /local-auth/* (sign-up, sign-in: credentials; token, sign-out: the session cookie)',
  'POST /payment/webhook (X-Razorpay-Signature)',
  'POST /auth/clerk-webhook (Svix signature; only when CLERK_WEBHOOK_SECRET is set)',
  'GET /files/* (the signed URL is the capability)',
];

describe('every protected endpoint refuses a bad session', () => {
  const temp = makeTempDir();
  let server: TestServer;
  const badTokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(temp.dir, { ...SANDBOX_SECRETS_ENV });
    const { token } = await signUp(server);
    const { payload } = decodeToken(token);
    const iat = nowSeconds();
    const claims = {
      sub: String(payload.sub),
      sid: String(payload.sid),
      azp: WEB_ORIGIN,
      iat,
      nbf: iat - 5,
    };
    const key = serverPrivateKey(temp.dir);
    badTokens.none = '';
    badTokens.expired = await forgeToken(key, {
      ...claims,
      iat: iat - 600,
      nbf: iat - 600,
      exp: iat - 300,
    });
    badTokens['other key'] = await forgeToken(otherPrivateKey(), { ...claims, exp: iat + 60 });
    badTokens['wrong azp'] = await forgeToken(key, {
      ...claims,
      azp: 'https://evil.example',
      exp: iat + 60,
    });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('lists the public routes it leaves out', () => {
    expect(PUBLIC).toHaveLength(6);
  });

  for (const kind of ['none', 'expired', 'other key', 'wrong azp']) {
    it(`answers 401 JSON to each endpoint with ${kind === 'none' ? 'no token' : `a token: ${kind}`}`, async () => {
      for (const endpoint of PROTECTED) {
        const req = request(server.url)[endpoint.method](server.api(endpoint.path));
        const token = badTokens[kind];
        if (token) req.set(bearer(token));
        const res = await (endpoint.body ? req.send(endpoint.body) : req);
        const where = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
        expect(res.status, where).toBe(401);
        expect(res.headers['content-type'], where).toMatch(/application\/json/);
        const body = errorBodySchema.parse(res.body);
        expect(body.code, where).toBe('unauthenticated');
        expect([MESSAGES.signInRequired, MESSAGES.sessionExpired], where).toContain(body.message);
      }
    });
  }
});

describe("another user's resources are not found", { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  let ann: string;
  let bob: string;
  let annChat: string;
  let bobChat: string;
  let annImage: string;
  let annOrder: string;

  beforeAll(async () => {
    server = await startTestServer(temp.dir, {
      ...SANDBOX_SECRETS_ENV,
      IMAGES_PER_GENERATION: '1',
    });
    ({ token: ann } = await signUp(server, ANN));
    ({ token: bob } = await signUp(server, BOB));
    annChat = await newChat(server, ann);
    bobChat = await newChat(server, bob);
    const generated = await postGeneration(server, ann, annChat).expect(201);
    const messages = generateThumbnailResponseSchema.parse(generated.body).chatMessages[0]
      ?.messages;
    annImage = messages?.at(-1)?.images[0] ?? '';
    expect(annImage).toMatch(/^\/api\/v1\/files\//);
    annOrder = (await createOrder(server, ann)).orderId;
    const paid = await sandboxPay(server, ann, annOrder, 'success').expect(200);
    await as(ann, 'post', API_PATHS.verifyPayment)
      .send(paid.body as object)
      .expect(200);
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const as = (token: string, method: Endpoint['method'], path: string) => {
    const client = request(server.url);
    return client[method](server.api(path)).set(bearer(token));
  };

  it("answers 404 to Bob for Ann's chat, messages, edits, receipts, files and zip", async () => {
    const attempts: [string, request.Test][] = [
      ['messages', as(bob, 'get', API_PATHS.thumbnails(annChat))],
      ['pin', as(bob, 'get', API_PATHS.pinChat(annChat))],
      ['rename', as(bob, 'put', API_PATHS.chat(annChat)).send({ rename: 'Mine now' })],
      ['delete', as(bob, 'delete', API_PATHS.chat(annChat))],
      [
        'edit in her chat',
        as(bob, 'put', API_PATHS.thumbnails(annChat)).send({ url: annImage, prompt: 'brighter' }),
      ],
      // Ann's image named in Bob's own chat: looked up among Bob's chat's images only.
      [
        'edit of her image in his chat',
        as(bob, 'put', API_PATHS.thumbnails(bobChat)).send({ url: annImage, prompt: 'brighter' }),
      ],
      [
        'generate in her chat',
        as(bob, 'post', API_PATHS.thumbnails(annChat))
          .field({ ...FORM })
          .attach('file', fixture('rocket.jpg'), 'photo.jpg'),
      ],
      ['receipt', as(bob, 'get', API_PATHS.receipt(annOrder))],
      ['zip', as(bob, 'post', API_PATHS.downloadZip).send({ imageUrls: [annImage] })],
    ];
    const answers = await Promise.all(attempts.map(([, attempt]) => attempt));
    for (const [index, res] of answers.entries()) {
      const where = attempts[index]?.[0];
      expect(res.status, where).toBe(404);
      const body = errorBodySchema.parse(res.body);
      expect(body.code, where).toBe('not_found');
      expect(body.message, where).not.toBe('');
    }

    // Ann's signature does not open another path of hers: a signature is for one file.
    const [path = '', query = ''] = annImage.split('?');
    const otherPath = path.replace(/\/1\.jpg$/, '/1-base.png');
    expect(otherPath).not.toBe(path);
    const res = await request(server.url).get(`${otherPath}?${query}`).expect(404);
    expect(errorBodySchema.parse(res.body).code).toBe('not_found');
  });

  it("leaves Ann's things as they were and Bob's balance untouched", async () => {
    const chats = await server.deps.chats.listByOwner(String(decodeToken(ann).payload.sub));
    expect(chats.map((chat) => chat.id)).toContain(annChat);
    expect(chats.find((chat) => chat.id === annChat)?.title).toBe(FORM.title);
    expect(await server.deps.messages.listByChat(annChat)).toHaveLength(2);
    const bobId = String(decodeToken(bob).payload.sub);
    expect(await server.deps.ledger.balance(bobId)).toBe(3);
    const res = await as(ann, 'get', API_PATHS.receipt(annOrder)).expect(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
  });
});
