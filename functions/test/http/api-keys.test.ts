import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  API_KEY_PATTERN,
  API_PATHS,
  apiKeysResponseSchema,
  createdApiKeySchema,
  errorBodySchema,
  meResponseSchema,
} from '@thumbforge/contract';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, type TestServer } from '../support/test-server.js';
import { startThumbnailServer } from '../support/thumbnail-server.js';
import { failingModel, newChat, postGeneration, RENDER_TIMEOUT_MS } from '../support/thumbnails.js';

describe('API keys', { timeout: RENDER_TIMEOUT_MS }, () => {
  const temp = makeTempDir();
  let server: TestServer;
  const limited: string[] = [];
  let modelDown = false;

  beforeAll(async () => {
    server = await startThumbnailServer(temp.dir, {
      override: (deps) => {
        const { model } = deps.thumbnails;
        // Down on demand, for a generation that fails and is refunded.
        const switchable: typeof model = {
          findSubject: (photo) => model.findSubject(photo),
          paintBaseArt: (request) => (modelDown ? failingModel : model).paintBaseArt(request),
          editBaseArt: (request) => model.editBaseArt(request),
        };
        const rateLimits = deps.rateLimits!;
        const limiter = {
          take: (key: string, rule: Parameters<typeof rateLimits.limiter.take>[1]) => {
            limited.push(key);
            return rateLimits.limiter.take(key, rule);
          },
        };
        return {
          ...deps,
          thumbnails: { ...deps.thumbnails, model: switchable },
          rateLimits: { ...rateLimits, limiter },
        };
      },
    });
  }, RENDER_TIMEOUT_MS);
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const as = (bearer: string) => ({
    get: (path: string) =>
      request(server.url).get(server.api(path)).set('Authorization', `Bearer ${bearer}`),
    post: (path: string, body: object = {}) =>
      request(server.url)
        .post(server.api(path))
        .set('Authorization', `Bearer ${bearer}`)
        .send(body),
    delete: (path: string) =>
      request(server.url).delete(server.api(path)).set('Authorization', `Bearer ${bearer}`),
  });

  async function makeKey(session: string, name: string, scopes: string[]) {
    const res = await as(session).post(API_PATHS.apiKeys, { name, scopes }).expect(201);
    return createdApiKeySchema.parse(res.body);
  }

  const refusal = (body: unknown) => errorBodySchema.parse(body);

  it('makes a key shown once, generates with it, records it and revokes it', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'keys@example.com' });
    const made = await makeKey(token, '  CI script ', ['thumbnails', 'read']);
    expect(made.key).toMatch(API_KEY_PATTERN);
    expect(made.name).toBe('CI script');

    const listed = apiKeysResponseSchema.parse((await as(token).get(API_PATHS.apiKeys)).body);
    expect(listed.keys).toEqual([
      {
        id: made.id,
        name: 'CI script',
        scopes: made.scopes,
        createdAt: made.createdAt,
        lastUsedAt: null,
        calls: { thumbnails: 0, read: 0, refused: 0 },
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.key);
    const [stored] = await server.deps.apiKeys.listByUser(
      meResponseSchema.parse((await as(token).get(API_PATHS.me)).body).user.id,
    );
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);

    limited.length = 0;
    const chatId = await newChat(server, made.key);
    await postGeneration(server, made.key, chatId).expect(201);
    const me = meResponseSchema.parse((await as(made.key).get(API_PATHS.me).expect(200)).body);
    expect(me.user.tokenBalance).toBe(2);
    const spent = (await server.deps.ledger.entries(me.user.id)).at(-1);
    expect(spent).toMatchObject({ reason: 'generation', delta: -1, note: 'API key "CI script"' });
    expect(limited).toEqual(
      expect.arrayContaining([
        `writes:${me.user.id}`,
        `writes:key:${made.id}`,
        `generations:${me.user.id}`,
        `generations:key:${made.id}`,
      ]),
    );

    await as(token).delete(API_PATHS.apiKey(made.id)).expect(204);
    const revoked = await as(made.key).get(API_PATHS.me).expect(401);
    expect(refusal(revoked.body)).toEqual({
      message: API_KEY_MESSAGES.invalidKey,
      code: 'unauthenticated',
    });
    await as(token).delete(API_PATHS.apiKey(made.id)).expect(404);
  });

  it('counts every call of a key on its record, those that spend nothing and a refunded one', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'usage@example.com' });
    const made = await makeKey(token, 'agency', ['thumbnails', 'read']);
    const chatId = await newChat(server, made.key);
    const me = meResponseSchema.parse((await as(made.key).get(API_PATHS.me).expect(200)).body);
    await as(made.key).get(API_PATHS.chats).expect(200);
    await as(made.key).post(API_PATHS.createOrder, { planName: 'standard' }).expect(403);
    modelDown = true;
    await postGeneration(server, made.key, chatId).expect(502);
    modelDown = false;

    const [listed] = apiKeysResponseSchema.parse(
      (await as(token).get(API_PATHS.apiKeys)).body,
    ).keys;
    expect(listed?.calls).toEqual({ thumbnails: 2, read: 2, refused: 1 });
    expect(listed?.lastUsedAt).toEqual(expect.any(String));
    const entries = await server.deps.ledger.entries(me.user.id);
    expect(entries.slice(-2)).toMatchObject([
      { reason: 'generation', delta: -1, note: 'API key "agency"' },
      { reason: 'refund', delta: 1, note: 'API key "agency"' },
    ]);
    expect(await server.deps.ledger.balance(me.user.id)).toBe(3);
  });

  it('refuses a key what its scopes do not cover, and what only a session may do', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'scopes@example.com' });
    const reader = await makeKey(token, 'dashboard', ['read']);
    await as(reader.key).get(API_PATHS.chats).expect(200);
    const create = await as(reader.key).post(API_PATHS.chats).expect(403);
    expect(refusal(create.body)).toEqual({
      message: API_KEY_MESSAGES.missingScope('thumbnails'),
      code: 'forbidden',
    });

    const full = await makeKey(token, 'everything', ['thumbnails', 'read']);
    const sessionOnly = [
      as(full.key).get(API_PATHS.apiKeys),
      as(full.key).post(API_PATHS.apiKeys, { name: 'another', scopes: ['read'] }),
      as(full.key).delete(API_PATHS.apiKey(reader.id)),
      as(full.key).post(API_PATHS.createOrder, { planName: 'standard' }),
      as(full.key).post(API_PATHS.closeAccount),
      as(full.key).get(API_PATHS.exportAccount),
    ];
    for (const res of await Promise.all(sessionOnly)) {
      expect(res.status).toBe(403);
      expect(refusal(res.body).message).toBe(API_KEY_MESSAGES.sessionOnly);
    }
    await as(full.key).get(API_PATHS.me).expect(200);
  });

  it('refuses a bad name, no scope or an unknown one, and a key that is no key', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'bad@example.com' });
    const noName = await as(token).post(API_PATHS.apiKeys, { name: ' ', scopes: ['read'] });
    expect(refusal(noName.body)).toEqual({
      message: API_KEY_MESSAGES.nameRequired,
      code: 'invalid_input',
    });
    await as(token).post(API_PATHS.apiKeys, { name: 'x', scopes: [] }).expect(400);
    await as(token)
      .post(API_PATHS.apiKeys, { name: 'x', scopes: ['admin'] })
      .expect(400);
    const forged = await as(`tf_live_${'A'.repeat(43)}`)
      .get(API_PATHS.me)
      .expect(401);
    expect(refusal(forged.body).message).toBe(API_KEY_MESSAGES.invalidKey);
  });

  it("stops a closed account's keys at once", async () => {
    const { token } = await signUp(server, { ...ANN, email: 'closing@example.com' });
    const made = await makeKey(token, 'agency', ['read']);
    await as(made.key).get(API_PATHS.me).expect(200);
    await as(token).post(API_PATHS.closeAccount).expect(200);
    const refused = await as(made.key).get(API_PATHS.me).expect(401);
    expect(refusal(refused.body).message).toBe(API_KEY_MESSAGES.accountClosed);
    // The session may still revoke it while the account is closed.
    await as(token).delete(API_PATHS.apiKey(made.id)).expect(204);
  });
});
