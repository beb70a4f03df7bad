import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, EMPTY_PREFERENCES, meResponseSchema } from '@thumbforge/contract';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/payments.js';

describe('GET /auth/me', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const me = (token: string) =>
    request(server.url).get(server.api(API_PATHS.me)).set(bearer(token));

  it('creates the user on the first call with 3 free tokens and the profile', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'first@example.com' });

    const res = await me(token).expect(200);
    const { user } = meResponseSchema.parse(res.body);
    expect(user).toEqual({
      id: decodeToken(token).payload.sub,
      tokenBalance: 3,
      fullName: 'Ann Lee',
      firstName: 'Ann',
      emailAddresses: [{ emailAddress: 'first@example.com' }],
      preferences: EMPTY_PREFERENCES,
    });
    expect(await server.deps.ledger.entries(user.id)).toMatchObject([
      { key: 'signup', delta: 3, reason: 'signup', balanceAfter: 3 },
    ]);
  });

  it('does not grant again on later calls', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'later@example.com' });
    const { user } = meResponseSchema.parse((await me(token).expect(200)).body);
    await server.deps.ledger.apply(user.id, { key: 'gen:m1', delta: -1, reason: 'generation' });

    const again = meResponseSchema.parse((await me(token).expect(200)).body);
    expect(again.user.tokenBalance).toBe(2);
    expect(await server.deps.ledger.entries(user.id)).toHaveLength(2);
  });

  it('grants exactly once under 20 concurrent first calls', async () => {
    const { token } = await signUp(server, { ...ANN, email: 'race@example.com' });

    const responses = await Promise.all(Array.from({ length: 20 }, () => me(token)));

    expect(responses.map((res) => res.status)).toEqual(Array(20).fill(200));
    const balances = responses.map((res) => meResponseSchema.parse(res.body).user.tokenBalance);
    expect(balances).toEqual(Array(20).fill(3));
    const userId = String(decodeToken(token).payload.sub);
    expect(await server.deps.ledger.entries(userId)).toHaveLength(1);
    expect(await server.deps.ledger.balance(userId)).toBe(3);
  });
});
