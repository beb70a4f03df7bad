import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorBodySchema, MESSAGES } from '@thumbforge/contract';
import {
  decodeToken,
  forgeToken,
  nowSeconds,
  otherPrivateKey,
  serverPrivateKey,
  unsignedToken,
  withPayload,
} from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { signUp, startTestServer, WEB_ORIGIN, type TestServer } from '../support/test-server.js';

describe('bearer session tokens on GET /auth/me', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let token: string;
  let userId: string;
  let sessionId: string;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    ({ token } = await signUp(server));
    const { payload } = decodeToken(token);
    userId = String(payload.sub);
    sessionId = String(payload.sid);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const me = (authorization?: string) => {
    const req = request(server.url).get(server.api(API_PATHS.me));
    return authorization === undefined ? req : req.set('Authorization', authorization);
  };

  function validClaims(change: Record<string, unknown> = {}) {
    const iat = nowSeconds();
    return {
      sub: userId,
      sid: sessionId,
      azp: WEB_ORIGIN,
      iat,
      nbf: iat - 10,
      exp: iat + 60,
      ...change,
    };
  }

  /** Checks the answer and, through the request's log line, that it was refused for `reason`. */
  async function expectRefused(authorization: string | undefined, message: string, reason: RegExp) {
    const res = await me(authorization).expect(401).expect('Content-Type', /json/);
    expect(errorBodySchema.parse(res.body)).toEqual({ message, code: 'unauthenticated' });
    const refusal = server.logs.find(
      (record) =>
        record.requestId === res.headers['x-request-id'] && record.message === 'request refused',
    );
    expect(refusal?.detail).toMatch(reason);
  }

  it('issues RS256 tokens with sub, sid, azp, iat, nbf, exp (60 s) and a kid', () => {
    const { header, payload } = decodeToken(token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({
      sub: expect.stringMatching(/^user_/),
      sid: expect.stringMatching(/^sess_/),
      azp: WEB_ORIGIN,
    });
    expect(Number(payload.exp) - Number(payload.iat)).toBe(60);
    expect(Number(payload.nbf)).toBeLessThanOrEqual(Number(payload.iat));
  });

  it('accepts the issued token and a correctly signed one built here (the control)', async () => {
    await me(`Bearer ${token}`).expect(200);
    const forged = await forgeToken(serverPrivateKey(temp.dir), validClaims());
    await me(`Bearer ${forged}`).expect(200);
  });

  it('refuses a request without an Authorization header', async () => {
    await expectRefused(undefined, MESSAGES.signInRequired, /missing or malformed/);
  });

  it.each([
    ['garbage', 'garbage'],
    ['a bare token without the Bearer scheme', 'TOKEN'],
    ['a Basic credential', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l'],
    ['an empty bearer', 'Bearer '],
  ])('refuses %s', async (_label, header) => {
    await expectRefused(
      header.replace('TOKEN', token),
      MESSAGES.signInRequired,
      /missing or malformed/,
    );
  });

  it('refuses a bearer value that is not a JWT', async () => {
    await expectRefused('Bearer not.a.jwt', MESSAGES.sessionExpired, /invalid JWT form|decode/i);
  });

  it('refuses an expired token', async () => {
    const past = nowSeconds() - 600;
    const expired = await forgeToken(
      serverPrivateKey(temp.dir),
      validClaims({ iat: past, nbf: past - 10, exp: past + 60 }),
    );
    await expectRefused(`Bearer ${expired}`, MESSAGES.sessionExpired, /expired/i);
  });

  it('refuses a token whose payload was changed under the original signature', async () => {
    await expectRefused(
      `Bearer ${withPayload(token, { sub: 'user_someone_else' })}`,
      MESSAGES.sessionExpired,
      /signature/i,
    );
  });

  it('refuses a token signed by another key', async () => {
    const foreign = await forgeToken(
      otherPrivateKey(),
      validClaims(),
      String(decodeToken(token).header.kid),
    );
    await expectRefused(`Bearer ${foreign}`, MESSAGES.sessionExpired, /signature/i);
  });

  it('refuses a token issued to another origin (azp)', async () => {
    const elsewhere = await forgeToken(
      serverPrivateKey(temp.dir),
      validClaims({ azp: 'https://evil.example' }),
    );
    await expectRefused(`Bearer ${elsewhere}`, MESSAGES.sessionExpired, /azp/);
  });

  it('refuses a token without azp', async () => {
    const claims: Record<string, unknown> = validClaims();
    delete claims.azp;
    await expectRefused(
      `Bearer ${await forgeToken(serverPrivateKey(temp.dir), claims)}`,
      MESSAGES.sessionExpired,
      /azp/,
    );
  });

  it('refuses an unsigned token (alg: none)', async () => {
    await expectRefused(
      `Bearer ${unsignedToken(validClaims())}`,
      MESSAGES.sessionExpired,
      /algorithm/i,
    );
  });

  it('refuses a token that is not a session token (no sid)', async () => {
    const claims: Record<string, unknown> = validClaims();
    delete claims.sid;
    const machine = await forgeToken(serverPrivateKey(temp.dir), claims);
    await expectRefused(`Bearer ${machine}`, MESSAGES.sessionExpired, /no sid/);
  });

  it('refuses a token that is not valid yet', async () => {
    const future = nowSeconds() + 600;
    const early = await forgeToken(
      serverPrivateKey(temp.dir),
      validClaims({ iat: future, nbf: future, exp: future + 60 }),
    );
    await expectRefused(`Bearer ${early}`, MESSAGES.sessionExpired, /not before|nbf|iat/i);
  });
});
