import request from 'supertest';
import { bearer } from '../support/payments.js';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@thumbforge/contract';
import { createApp } from '../../src/http/create-app.js';
import { ANN, serverPerSuite, signUp } from '../support/test-server.js';

interface RouterLike {
  caseSensitive?: boolean;
  strict?: boolean;
  stack: { name?: string; handle: unknown }[];
}

const isRouter = (handle: unknown): handle is RouterLike =>
  typeof handle === 'function' && Array.isArray((handle as { stack?: unknown }).stack);

/** Every router mounted under `router`, however deep. */
function routersIn(router: RouterLike): RouterLike[] {
  return router.stack.flatMap(({ handle }) =>
    isRouter(handle) ? [handle, ...routersIn(handle)] : [],
  );
}

describe('API routing', () => {
  const suite = serverPerSuite();

  it('matches only the path as written, in every router', () => {
    const app = createApp(suite.server.deps) as unknown as { router: RouterLike };
    const routers = [app.router, ...routersIn(app.router)];
    expect(routers.length).toBeGreaterThan(10);
    for (const router of routers) {
      expect({ caseSensitive: router.caseSensitive, strict: router.strict }).toEqual({
        caseSensitive: true,
        strict: true,
      });
    }
  });

  it('serves the documented paths exactly, trailing slashes included', async () => {
    const { server } = suite;
    const { token } = await signUp(server, ANN);
    const call = (method: 'get' | 'post', path: string) =>
      request(server.url)[method](path).set(bearer(token)).send();
    expect((await call('get', server.api(API_PATHS.me))).status).toBe(200);
    expect((await call('post', server.api(API_PATHS.chats))).status).toBe(201);
    expect((await call('get', server.api(API_PATHS.chats))).status).toBe(200);
    expect((await call('get', server.api(API_PATHS.payments))).status).toBe(200);
    expect(API_PATHS.chats).toBe('/chat/');
    expect(API_PATHS.payments).toBe('/payment/');
    for (const other of ['/chat', '/Chat/', '/auth/me/', '/AUTH/ME', '/payment']) {
      const res = await call('get', server.api(other));
      expect([other, res.status, res.body]).toEqual([
        other,
        404,
        { message: 'This API route does not exist', code: 'not_found' },
      ]);
    }
  });
});
