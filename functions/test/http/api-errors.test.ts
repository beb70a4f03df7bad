import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_FONTS,
  API_PATHS,
  API_PREFIX,
  errorBodySchema,
  LIMITS_CONFIG,
  MESSAGES,
  OPTIONS_CONFIG,
  PLAN_LIST,
  runtimeConfigSchema,
} from '@thumbforge/contract';
import type { AppDeps } from '../../src/http/app-deps.js';
import { createApp } from '../../src/http/create-app.js';
import { createCaptureLogger } from '../support/capture-logger.js';
import { makeTempDir } from '../support/temp-dir.js';
import { startTestServer, WEB_ORIGIN, type TestServer } from '../support/test-server.js';

describe('API basics on the embedded server', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(temp.dir, { SUPPORT_EMAIL: 'help@example.com' });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('serves the public runtime config in the contract shape', async () => {
    const res = await request(server.url).get(server.api(API_PATHS.config)).expect(200);
    expect(runtimeConfigSchema.parse(res.body)).toEqual({
      mode: 'embedded',
      supportEmail: 'help@example.com',
      plans: PLAN_LIST,
      options: OPTIONS_CONFIG,
      limits: LIMITS_CONFIG,
      auth: { provider: 'local' },
      checkout: { provider: 'sandbox', keyId: 'rzp_test_sandbox' },
      billing: { required: false },
      brandFonts: BRAND_FONTS,
    });
  });

  it('answers health checks', async () => {
    await request(server.url).get(server.api('/health')).expect(200, { ok: true });
  });

  it('answers unknown API routes with 404 JSON, not the web app', async () => {
    for (const path of ['/nope', '/auth/nope', '/config/extra']) {
      const res = await request(server.url)
        .get(server.api(path))
        .set('Accept', 'text/html')
        .expect(404)
        .expect('Content-Type', /json/);
      expect(errorBodySchema.parse(res.body)).toEqual({
        message: 'This API route does not exist',
        code: 'not_found',
      });
    }
    await request(server.url).delete(server.api(API_PATHS.config)).expect(404);
  });

  it('answers a malformed JSON body with 400 JSON', async () => {
    const res = await request(server.url)
      .post(server.api(API_PATHS.localAuth.signIn))
      .set('Origin', WEB_ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"email": "a@b.c", ')
      .expect(400)
      .expect('Content-Type', /json/);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'The request body is not valid JSON',
      code: 'invalid_input',
    });
  });

  it('answers an oversized JSON body with 413 JSON', async () => {
    const res = await request(server.url)
      .post(server.api(API_PATHS.localAuth.signIn))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }))
      .expect(413);
    expect(errorBodySchema.parse(res.body).code).toBe('payload_too_large');
  });

  it('echoes a sane X-Request-Id and logs it; replaces an unsafe one', async () => {
    const kept = await request(server.url)
      .get(server.api('/health'))
      .set('X-Request-Id', 'trace-123.abc')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-123.abc');
    expect(server.logs).toContainEqual(
      expect.objectContaining({ message: 'request', requestId: 'trace-123.abc', status: 200 }),
    );

    const replaced = await request(server.url)
      .get(server.api('/health'))
      .set('X-Request-Id', 'x'.repeat(300))
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const generated = await request(server.url).get(server.api('/health')).expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.headers['x-request-id']).not.toBe(replaced.headers['x-request-id']);
  });
});

describe('unexpected failures', () => {
  function failingApp() {
    const { logger, records } = createCaptureLogger();
    const boom = new Error('database exploded at /secret/path');
    const deps = {
      logger,
      runtimeConfig: { auth: { provider: 'local' }, checkout: { provider: 'sandbox', keyId: 'k' } },
      sessions: { verify: async () => ({ userId: 'user_1', sessionId: 'sess_1' }) },
      users: {
        get: async () => {
          throw boom;
        },
      },
    } as unknown as AppDeps;
    return { app: createApp(deps), records, boom };
  }

  it('answer 500 JSON with a generic message and no stack, and log the error', async () => {
    const { app, records, boom } = failingApp();

    const res = await request(app)
      .get(`${API_PREFIX}${API_PATHS.me}`)
      .set('Authorization', 'Bearer a.b.c')
      .expect(500)
      .expect('Content-Type', /json/);

    expect(res.body).toEqual({ message: MESSAGES.internal, code: 'internal' });
    expect(res.text).not.toMatch(/exploded|secret|at .*\.ts/);
    expect(records).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'request failed', error: boom }),
    );
  });
});
