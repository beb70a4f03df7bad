import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, errorBodySchema, meResponseSchema } from '@thumbforge/contract';
import { createClerkIdentityDirectory } from '../../src/adapters/clerk/clerk-identity-directory.js';
import { createApp } from '../../src/http/create-app.js';
import { startFakeClerk, type FakeClerk } from '../support/fake-clerk.js';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, type TestServer } from '../support/test-server.js';
import { bearer } from '../support/payments.js';

const SECRET_KEY = 'sk_test_fake_clerk_secret';

/** `GET /auth/me` with profiles from Clerk's Backend API, as the Firebase runtime wires it. */
describe('GET /auth/me with the Clerk identity directory', () => {
  const temp = makeTempDir();
  let server: TestServer;
  let clerk: FakeClerk;
  let app: ReturnType<typeof createApp>;
  let users = 0;

  beforeAll(async () => {
    server = await startTestServer(temp.dir);
    clerk = await startFakeClerk(SECRET_KEY);
    app = createApp({
      ...server.deps,
      directory: createClerkIdentityDirectory({ secretKey: SECRET_KEY, apiUrl: clerk.url }),
    });
  });
  afterAll(async () => {
    await clerk.close();
    await server.close();
    temp.remove();
  });

  /** A verified session whose user Clerk knows as "Clerk Ann" (unless `inClerk` is false). */
  async function session(inClerk = true): Promise<{ token: string; userId: string }> {
    users += 1;
    const { token } = await signUp(server, { ...ANN, email: `clerk${users}@example.com` });
    const userId = String(decodeToken(token).payload.sub);
    if (inClerk) {
      clerk.users.set(userId, {
        id: userId,
        firstName: 'Clerk',
        lastName: 'Ann',
        emails: [`clerk${users}@example.com`],
      });
    }
    return { token, userId };
  }

  const me = (token: string) => request(app).get(`${API_PREFIX}${API_PATHS.me}`).set(bearer(token));

  it('fetches the profile from Clerk once, then serves it from the user document', async () => {
    const { token, userId } = await session();
    const asked = () => clerk.requests.filter((path) => path === `/v1/users/${userId}`).length;

    const first = meResponseSchema.parse((await me(token).expect(200)).body);
    expect(first.user).toMatchObject({
      id: userId,
      fullName: 'Clerk Ann',
      firstName: 'Clerk',
      emailAddresses: [{ emailAddress: `clerk${users}@example.com` }],
      tokenBalance: 3,
    });
    expect(asked()).toBe(1);

    const second = meResponseSchema.parse((await me(token).expect(200)).body);
    expect(second.user).toEqual(first.user);
    expect(asked()).toBe(1);
  });

  it('answers 401 when Clerk does not know the user, creating nothing', async () => {
    const { token, userId } = await session(false);

    const res = await me(token).expect(401);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'Please sign in to continue',
      code: 'unauthenticated',
    });
    expect(await server.deps.users.get(userId)).toBeNull();
  });

  it('answers 502 when Clerk fails, and succeeds on the next call', async () => {
    const { token, userId } = await session();
    clerk.failNext(500);

    const res = await me(token).expect(502);
    expect(errorBodySchema.parse(res.body)).toEqual({
      message: 'We could not load your account details. Please try again.',
      code: 'upstream_failed',
    });
    expect(await server.deps.users.get(userId)).toBeNull();

    const retried = meResponseSchema.parse((await me(token).expect(200)).body);
    expect(retried.user.fullName).toBe('Clerk Ann');
  });
});
