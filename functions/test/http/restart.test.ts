import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, meResponseSchema, sessionTokenResponseSchema } from '@thumbforge/contract';
import { decodeToken } from '../support/forge-token.js';
import { makeTempDir } from '../support/temp-dir.js';
import { ANN, signUp, startTestServer, WEB_ORIGIN } from '../support/test-server.js';
import { bearer } from '../support/payments.js';

describe('the embedded server across a restart on the same DATA_DIR', () => {
  const temp = makeTempDir();
  afterAll(() => temp.remove());

  const privateKeyFile = join(temp.dir, 'keys', 'session-private.pem');
  const publicKeyFile = join(temp.dir, 'keys', 'session-public.pem');

  it('keeps accounts, sessions, balances and the signing key', async () => {
    const first = await startTestServer(temp.dir);
    const { token, cookie } = await signUp(first);
    const me = await request(first.url).get(first.api(API_PATHS.me)).set(bearer(token)).expect(200);
    const { user } = meResponseSchema.parse(me.body);
    await first.deps.ledger.apply(user.id, { key: 'gen:m1', delta: -1, reason: 'generation' });
    const keyBefore = readFileSync(privateKeyFile, 'utf8');
    expect(statSync(privateKeyFile).mode & 0o777).toBe(0o600);
    await first.close();

    const second = await startTestServer(temp.dir);
    try {
      expect(readFileSync(privateKeyFile, 'utf8')).toBe(keyBefore);
      expect(readFileSync(publicKeyFile, 'utf8')).toMatch(/^-----BEGIN PUBLIC KEY-----/);

      // The token minted before the restart still verifies: same key pair.
      await request(second.url).get(second.api(API_PATHS.me)).set(bearer(token)).expect(200);

      // The session cookie from before the restart still refreshes.
      const refreshed = await request(second.url)
        .post(second.api(API_PATHS.localAuth.token))
        .set('Origin', WEB_ORIGIN)
        .set('Cookie', cookie)
        .expect(200);
      expect(decodeToken(sessionTokenResponseSchema.parse(refreshed.body).token).payload.sub).toBe(
        user.id,
      );

      const signedIn = await request(second.url)
        .post(second.api(API_PATHS.localAuth.signIn))
        .set('Origin', WEB_ORIGIN)
        .send({ email: ANN.email, password: ANN.password })
        .expect(200);
      const newToken = sessionTokenResponseSchema.parse(signedIn.body).token;
      const after = await request(second.url)
        .get(second.api(API_PATHS.me))
        .set(bearer(newToken))
        .expect(200);
      expect(meResponseSchema.parse(after.body).user).toEqual({ ...user, tokenBalance: 2 });
      expect(await second.deps.ledger.entries(user.id)).toHaveLength(2);

      // Signing up again with the same email is still refused.
      await request(second.url)
        .post(second.api(API_PATHS.localAuth.signUp))
        .set('Origin', WEB_ORIGIN)
        .send(ANN)
        .expect(409);
    } finally {
      await second.close();
    }
  });
});
