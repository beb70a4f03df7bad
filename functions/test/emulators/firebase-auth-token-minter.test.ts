import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { createFirebaseAuthTokenMinter } from '../../src/adapters/firebase/firebase-auth-token-minter.js';
import { emulatorApp, emulatorStatus } from './emulator-env.js';

const auth = emulatorStatus('auth');
const suffix = auth.skipReason ? ` (${auth.skipReason})` : '';

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe.skipIf(!auth.host)(`Firebase custom tokens on the Auth emulator${suffix}`, () => {
  it('mints a token the Auth emulator signs in with, as the Clerk user id', async () => {
    const { app, close } = emulatorApp();
    try {
      const token = await createFirebaseAuthTokenMinter(getAuth(app)).mint('user_2abcClerkId');
      // The client SDK's signInWithCustomToken, over REST (the emulator accepts any API key).
      const res = await fetch(
        `http://${auth.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=emulator`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, returnSecureToken: true }),
        },
      );
      expect(res.status).toBe(200);
      const { idToken } = (await res.json()) as { idToken: string };
      expect(payloadOf(idToken)).toMatchObject({ user_id: 'user_2abcClerkId' });
    } finally {
      await close();
    }
  });

  it('refuses a token that was tampered with', async () => {
    const { app, close } = emulatorApp();
    try {
      const token = await createFirebaseAuthTokenMinter(getAuth(app)).mint('user_ann');
      const res = await fetch(
        `http://${auth.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=emulator`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token: `${token.slice(0, 20)}garbage`, returnSecureToken: true }),
        },
      );
      expect(res.status).toBe(400);
    } finally {
      await close();
    }
  });
});
