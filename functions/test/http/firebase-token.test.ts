import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  errorBodySchema,
  firebaseTokenResponseSchema,
} from '@thumbforge/contract';
import { UpstreamFailed } from '../../src/core/errors.js';
import type { FirebaseTokenMinter } from '../../src/core/ports/firebase-token-minter.port.js';
import { createApp } from '../../src/http/create-app.js';
import { decodeToken, forgeToken, nowSeconds, otherPrivateKey } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import {
  ANN,
  signUp,
  startTestServer,
  WEB_ORIGIN,
  type TestServer,
} from '../support/test-server.js';
import { bearer } from '../support/payments.js';

const PATH = `${API_PREFIX}${API_PATHS.firebaseToken}`;

describe('POST /auth/firebase-token', () => {
  const temp = makeTempDir();
  let server: TestServer;
  const minted: string[] = [];
  let failNext = false;
  const minter: FirebaseTokenMinter = {
    async mint(userId) {
      if (failNext) {
        failNext = false;
        throw new UpstreamFailed('We could not connect you to live updates. Please try again.');
      }
      minted.push(userId);
      return `custom-token-for:${userId}`;
    },
  };
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    app = createApp({ ...server.deps, firebaseTokens: minter });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  it('mints a token for the user of the verified session', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'firebase1@example.com' });
    const userId = String(decodeToken(token).payload.sub);

    const res = await request(app).post(PATH).set(bearer(token)).expect(200);
    expect(firebaseTokenResponseSchema.parse(res.body)).toEqual({
      token: `custom-token-for:${userId}`,
    });
    expect(minted.at(-1)).toBe(userId);
  });

  it('answers 401 without a session or with a forged one, minting nothing', async () => {
    const before = minted.length;
    const missing = await request(app).post(PATH).expect(401);
    expect(errorBodySchema.parse(missing.body)).toEqual({
      message: 'Please sign in to continue',
      code: 'unauthenticated',
    });

    const forged = await forgeToken(otherPrivateKey(), {
      sub: 'user_victim',
      sid: 'sess_forged',
      azp: WEB_ORIGIN,
      iat: nowSeconds(),
      nbf: nowSeconds(),
      exp: nowSeconds() + 60,
    });
    const refused = await request(app).post(PATH).set(bearer(forged)).expect(401);
    expect(errorBodySchema.parse(refused.body).code).toBe('unauthenticated');
    expect(minted).toHaveLength(before);
  });

  it('answers 502 with a message when minting fails', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'firebase2@example.com' });
    failNext = true;
    const res = await request(app).post(PATH).set(bearer(token)).expect(502);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'We could not connect you to live updates. Please try again.',
      code: 'upstream_failed',
    });
  });

  it('does not exist where the runtime provides no minter (the embedded server)', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'firebase3@example.com' });
    const res = await request(server.url).post(PATH).set(bearer(token)).expect(404);
    expect(errorBodySchema.parse(res.body).message).toBe('This API route does not exist');
  });
});
