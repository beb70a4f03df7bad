import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, errorBodySchema, MESSAGES } from '@thumbforge/contract';
import { createApp } from '../../src/http/create-app.js';
import { OPEN_TO_CLOSED_ACCOUNTS } from '../../src/http/middleware/account-gate.js';
import { apiRoutes, concretePath, type ApiRoute } from '../support/api-routes.js';
import { bearer, userIdOf, withSandboxServer } from '../support/payments.js';
import { newChat } from '../support/thumbnails.js';

/** Routes with no session of a user (a signature, a cookie or nothing authenticates them). */
const NOT_A_USERS = new Set([
  'GET /health',
  `GET ${API_PATHS.config}`,
  `POST ${API_PATHS.paymentWebhook}`,
  `POST ${API_PATHS.clerkWebhook}`,
  `GET ${API_PATHS.files}*path`,
  ...Object.values(API_PATHS.localAuth).map((path) => `POST ${path}`),
]);

/** What a closed account may still change, reviewed here: widening it is a decision. */
const EXPECTED_OPEN = [
  'DELETE /chat/:id',
  'DELETE /auth/me/preferences/:source',
  // Revoking a key takes a way in away; a closed account's keys are refused anyway.
  'DELETE /api-keys/:id',
  // Taking away one's own brand kit, like preferences.
  `DELETE ${API_PATHS.brandKit}`,
  `DELETE ${API_PATHS.brandKitLogo}`,
  `POST ${API_PATHS.closeAccount}`,
  `POST ${API_PATHS.reopenAccount}`,
  `POST ${API_PATHS.downloadZip}`,
  `POST ${API_PATHS.downloadTestAndCompare}`,
  `POST ${API_PATHS.downloadLanguageVersions}`,
  'POST /thumbnail/:chatId/check',
  'POST /thumbnail/:chatId/compare',
  `POST ${API_PATHS.firebaseToken}`,
  `POST ${API_PATHS.verifyPayment}`,
  `POST ${API_PATHS.sandboxPay}`,
];

const keyOf = (route: ApiRoute) => `${route.method} ${route.path}`;

describe('a closed account is read-only on every route', () => {
  const sandbox = withSandboxServer('closed-writes');
  let routes: ApiRoute[];
  let app: ReturnType<typeof createApp>;
  let token: string;
  let chatId: string;

  beforeAll(async () => {
    const { server } = sandbox;
    // Every optional router mounted, so every route of either runtime is walked.
    app = createApp({
      ...server.deps,
      identityWebhookSecret: 'whsec_dGVzdA==',
      firebaseTokens: { mint: async () => 'custom-token' },
    });
    routes = apiRoutes(app);
    token = await sandbox.newUser();
    chatId = await newChat(server, token);
    await request(app)
      .post(`${API_PREFIX}${API_PATHS.closeAccount}`)
      .set(bearer(token))
      .expect(200);
  });

  const call = (route: ApiRoute) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const path = `${API_PREFIX}${concretePath(route.path, { id: chatId, chatId })}`;
    const agent = request(app);
    return agent[method](path).set(bearer(token)).send({});
  };

  const writes = () =>
    routes.filter(
      (route) =>
        !NOT_A_USERS.has(keyOf(route)) &&
        !OPEN_TO_CLOSED_ACCOUNTS.has(keyOf(route)) &&
        (route.method !== 'GET' || route.path === '/chat/pin/:id'),
    );

  it('finds the routes in the router stack, and keeps open only what the product allows', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect([...OPEN_TO_CLOSED_ACCOUNTS].sort()).toEqual([...EXPECTED_OPEN].sort());
    for (const open of OPEN_TO_CLOSED_ACCOUNTS) expect(routes.map(keyOf)).toContain(open);
    expect(writes().map(keyOf)).toEqual(
      expect.arrayContaining([
        `POST ${API_PATHS.chats}`,
        'PUT /chat/:id',
        'GET /chat/pin/:id',
        'POST /thumbnail/:chatId',
        'PUT /thumbnail/:chatId',
        'POST /thumbnail/:chatId/languages',
        `POST ${API_PATHS.createOrder}`,
      ]),
    );
  });

  it('refuses every other write with 403 account_closed, before reading the request', async () => {
    for (const route of writes()) {
      const res = await call(route);
      expect([keyOf(route), res.status], keyOf(route)).toEqual([keyOf(route), 403]);
      expect(errorBodySchema.parse(res.body)).toEqual({
        code: 'account_closed',
        message: MESSAGES.accountClosed,
      });
    }
    // Nothing changed: the one chat is as it was, untitled, unpinned and empty.
    const { deps } = sandbox.server;
    const chats = await deps.chats.listByOwner(await userIdOf(sandbox.server, token));
    expect(chats).toMatchObject([{ id: chatId, title: '', pinned: false }]);
    expect(await deps.messages.listByChat(chatId)).toEqual([]);
  });

  it('still reads, removes its own data and reopens', async () => {
    const reads = routes.filter(
      (route) =>
        !NOT_A_USERS.has(keyOf(route)) && route.method === 'GET' && route.path !== '/chat/pin/:id',
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const route of reads) {
      if (route.path === API_PATHS.events) continue;
      const res = await call(route);
      expect([keyOf(route), res.status]).not.toEqual([keyOf(route), 403]);
    }
    await request(app)
      .delete(`${API_PREFIX}${API_PATHS.mePreferences('learnt')}`)
      .set(bearer(token))
      .expect(200);
    await request(app)
      .delete(`${API_PREFIX}${API_PATHS.chat(chatId)}`)
      .set(bearer(token))
      .expect(200);
  });
});
