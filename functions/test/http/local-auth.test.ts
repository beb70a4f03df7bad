import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, errorBodySchema, sessionTokenResponseSchema } from '@thumbforge/contract';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import {
  ANN,
  sessionCookie,
  signUp,
  startTestServer,
  WEB_ORIGIN,
  type TestServer,
} from '../support/test-server.js';
import { bearer } from '../support/payments.js';

const paths = API_PATHS.localAuth;

describe('local identity service (/local-auth)', () => {
  const temp = makeTempDir();
  let server: TestServer;

  beforeAll(async () => {
    // As behind one TLS-terminating proxy: its X-Forwarded-Proto is believed (see the https test).
    server = await startTestServer(temp.dir, { TRUST_PROXY_HOPS: '1' });
  });
  afterAll(async () => {
    await server.close();
    temp.remove();
  });

  const post = (path: string, body?: object) => {
    const req = request(server.url).post(server.api(path)).set('Origin', WEB_ORIGIN);
    return body ? req.send(body) : req;
  };

  async function expectError(
    res: request.Response,
    status: number,
    body: { message: string; code: string },
  ) {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(errorBodySchema.parse(res.body)).toEqual(body);
  }

  describe('sign-up', () => {
    it('creates the account, answers 201 { token } and sets the session cookie', async () => {
      const res = await post(paths.signUp, { ...ANN, email: 'signup@example.com' }).expect(201);

      const { token } = sessionTokenResponseSchema.parse(res.body);
      expect(decodeToken(token).payload).toMatchObject({ azp: WEB_ORIGIN });
      const cookie = (res.headers['set-cookie'] as unknown as string[])[0] ?? '';
      expect(cookie).toMatch(/^__session=[\w-]{40,};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\/api\/v1;/);
      expect(cookie).toMatch(/; Expires=/);
      expect(cookie).not.toMatch(/Secure/);
    });

    it('marks the cookie Secure when the request came over https', async () => {
      const res = await post(paths.signUp, { ...ANN, email: 'tls@example.com' })
        .set('X-Forwarded-Proto', 'https')
        .expect(201);
      expect((res.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure/);
    });

    it('refuses a second account with the same email, whatever its case', async () => {
      await post(paths.signUp, { ...ANN, email: 'twice@example.com' }).expect(201);
      const res = await post(paths.signUp, { ...ANN, email: ' Twice@Example.com ' });
      await expectError(res, 409, {
        message: 'An account with this email already exists',
        code: 'conflict',
      });
    });

    it('refuses a weak password with the reason', async () => {
      const res = await post(paths.signUp, {
        ...ANN,
        email: 'weak@example.com',
        password: 'short',
      });
      await expectError(res, 400, {
        message: 'Password must be at least 8 characters',
        code: 'invalid_input',
      });
    });

    it('refuses an invalid email', async () => {
      const res = await post(paths.signUp, { ...ANN, email: 'not-an-email' });
      await expectError(res, 400, {
        message: 'Enter a valid email address',
        code: 'invalid_input',
      });
    });

    it('refuses a missing name and an empty body', async () => {
      await expectError(
        await post(paths.signUp, { ...ANN, email: 'noname@example.com', firstName: '  ' }),
        400,
        { message: 'First name is required', code: 'invalid_input' },
      );
      await expectError(await post(paths.signUp), 400, {
        message: 'Email is required',
        code: 'invalid_input',
      });
    });

    it('refuses to issue a token to a page from an origin that is not allowed', async () => {
      const res = await request(server.url)
        .post(server.api(paths.signUp))
        .set('Origin', 'https://evil.example')
        .send({ ...ANN, email: 'evil@example.com' });
      await expectError(res, 403, {
        message: 'This page is not allowed to sign in to ThumbForge',
        code: 'forbidden',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('sign-in', () => {
    const email = 'signin@example.com';

    beforeAll(async () => {
      await signUp(server, { ...ANN, email });
    });

    it('answers 200 { token } with a new session cookie for the right password', async () => {
      const res = await post(paths.signIn, {
        email: 'SignIn@example.com',
        password: ANN.password,
      }).expect(200);
      const { token } = sessionTokenResponseSchema.parse(res.body);
      expect(decodeToken(token).payload.sub).toMatch(/^user_/);
      expect(sessionCookie(res.headers)).toMatch(/^__session=/);
    });

    it('refuses a wrong password and an unknown email with the same answer', async () => {
      const expected = { message: 'Incorrect email or password', code: 'unauthenticated' };
      const wrongPassword = await post(paths.signIn, { email, password: 'not the password' });
      await expectError(wrongPassword, 401, expected);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
      await expectError(
        await post(paths.signIn, { email: 'nobody@example.com', password: ANN.password }),
        401,
        expected,
      );
    });

    it('refuses a missing password', async () => {
      await expectError(await post(paths.signIn, { email }), 400, {
        message: 'Password is required',
        code: 'invalid_input',
      });
    });
  });

  describe('token and sign-out', () => {
    it('gives a fresh token for the session cookie, for the requesting origin', async () => {
      const { token, cookie } = await signUp(server, { ...ANN, email: 'token@example.com' });

      const res = await post(paths.token).set('Cookie', cookie).expect(200);
      const fresh = sessionTokenResponseSchema.parse(res.body).token;
      expect(decodeToken(fresh).payload).toMatchObject({
        sub: decodeToken(token).payload.sub,
        sid: decodeToken(token).payload.sid,
        azp: WEB_ORIGIN,
      });
      await request(server.url).get(server.api(API_PATHS.me)).set(bearer(fresh)).expect(200);
    });

    it('answers 401 without a session cookie or with an unknown one', async () => {
      const expected = { message: 'Please sign in to continue', code: 'unauthenticated' };
      await expectError(await post(paths.token), 401, expected);
      await expectError(await post(paths.token).set('Cookie', '__session=made-up'), 401, expected);
    });

    it('answers 403 for a page from an origin that is not allowed', async () => {
      const { cookie } = await signUp(server, { ...ANN, email: 'origin@example.com' });
      const res = await request(server.url)
        .post(server.api(paths.token))
        .set('Origin', 'https://evil.example')
        .set('Cookie', cookie);
      await expectError(res, 403, {
        message: 'This page is not allowed to sign in to ThumbForge',
        code: 'forbidden',
      });
    });

    it('ends the session on sign-out: the cookie is cleared and the token endpoint answers 401', async () => {
      const { cookie } = await signUp(server, { ...ANN, email: 'signout@example.com' });
      const other = await post(paths.signIn, {
        email: 'signout@example.com',
        password: ANN.password,
      });
      const otherCookie = sessionCookie(other.headers);

      const res = await post(paths.signOut).set('Cookie', cookie).expect(200);
      expect(res.body).toEqual({ success: true });
      const cleared = (res.headers['set-cookie'] as unknown as string[])[0] ?? '';
      expect(cleared).toMatch(/^__session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);

      await expectError(await post(paths.token).set('Cookie', cookie), 401, {
        message: 'Please sign in to continue',
        code: 'unauthenticated',
      });
      // Only that session ended: the same user's other session still works.
      await post(paths.token).set('Cookie', otherCookie).expect(200);
    });

    it('signs out without a cookie as a no-op', async () => {
      await post(paths.signOut).expect(200, { success: true });
    });
  });
});
