import { describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  API_PATHS,
  API_PREFIX,
  apiKeysResponseSchema,
  createdApiKeySchema,
  errorBodySchema,
  firebaseTokenResponseSchema,
  meResponseSchema,
  runtimeConfigSchema,
} from '@thumbforge/contract';
import { getFirestore } from 'firebase-admin/firestore';
import { createFirestoreChatStore } from '../../src/adapters/firebase/firestore-chat-store.js';
import { createFirestoreUserStore } from '../../src/adapters/firebase/firestore-user-store.js';
import { otherPrivateKey } from '../support/forge-token.js';
import { clerkPrivateKey, clerkSessionToken, emulatorOrigin } from './clerk-session.js';
import { createUser } from '../support/store-records.js';
import {
  clearFirestore,
  EMULATOR_PROJECT_ID,
  emulatorApp,
  emulatorStatus,
  runningEmulators,
} from './emulator-env.js';

const origin = emulatorOrigin;
const running = await runningEmulators();
const ready = Boolean(running.functions && running.hosting && running.auth && clerkPrivateKey);
const skipReason = ready
  ? ''
  : 'SKIPPED: the Functions, Hosting and Auth emulators are not running: run "npm run test:emulators"';
if (skipReason) console.warn(skipReason);

/** Through the Hosting emulator, so firebase.json's rewrite of `/api/v1/**` is exercised too. */
function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${origin}${API_PREFIX}${path}`, init);
}

describe.skipIf(!ready)(
  `the api function in the Functions emulator${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    it('answers GET /config in Firebase mode, with Clerk, Razorpay and the web Firebase config', async () => {
      const res = await api(API_PATHS.config);
      expect(res.status).toBe(200);
      const config = runtimeConfigSchema.parse(await res.json());
      expect(config.mode).toBe('firebase');
      expect(config.auth.provider).toBe('clerk');
      expect(config.checkout).toEqual({ provider: 'razorpay', keyId: 'rzp_test_emulator' });
      expect(config.firebase?.projectId).toBe(EMULATOR_PROJECT_ID);
    });

    it('refuses the chat list without a session, with the JSON error shape', async () => {
      const res = await api(API_PATHS.chats);
      expect(res.status).toBe(401);
      expect(errorBodySchema.parse(await res.json()).code).toBeTruthy();
    });

    it('mints a Firebase custom token for a Clerk session that the Auth emulator signs in with', async () => {
      const res = await api(API_PATHS.firebaseToken, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await clerkSessionToken('user_emulatorAnn')}`,
          Origin: origin,
        },
      });
      expect(res.status).toBe(200);
      const { token } = firebaseTokenResponseSchema.parse(await res.json());

      const auth = running.auth;
      const signIn = await fetch(
        `http://${auth?.host}:${auth?.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=emulator`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, returnSecureToken: true }),
        },
      );
      expect(signIn.status).toBe(200);
      const { idToken } = (await signIn.json()) as { idToken: string };
      const claims = JSON.parse(
        Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
      ) as Record<string, unknown>;
      expect(claims.user_id).toBe('user_emulatorAnn');
    });

    it('refuses a session token signed by a key that is not Clerk’s', async () => {
      const forged = await clerkSessionToken('user_mallory', otherPrivateKey());
      const res = await api(API_PATHS.firebaseToken, {
        method: 'POST',
        headers: { Authorization: `Bearer ${forged}`, Origin: origin },
      });
      expect(res.status).toBe(401);
    });

    it('gives the pages Hosting serves the security headers, with a CSP naming Clerk and Razorpay', async () => {
      const res = await fetch(`${origin}/pricing`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src [^;]*https:\/\/clerk\.thumbforge\.test/);
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/firestore\.googleapis\.com/);
    });

    it('lets browsers keep the hashed assets for a year', async () => {
      const page = await (await fetch(`${origin}/pricing`)).text();
      const asset = /\/assets\/[^"']+\.js/.exec(page)?.[0];
      expect(asset).toBeTruthy();
      const res = await fetch(`${origin}${asset}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    const firestore = emulatorStatus('firestore');
    it.skipIf(!firestore.host)(
      `keeps its data in the Firestore emulator${firestore.skipReason ? ` (${firestore.skipReason})` : ''}`,
      async () => {
        const { app, close } = emulatorApp();
        try {
          await clearFirestore(firestore.host ?? '');
          const db = getFirestore(app);
          // An existing account, so the function never asks Clerk's API for a profile.
          await createUser(createFirestoreUserStore(db), 'user_emulatorAnn', 3);
          const auth = {
            Authorization: `Bearer ${await clerkSessionToken('user_emulatorAnn')}`,
            Origin: origin,
          };

          const me = await api(API_PATHS.me, { headers: auth });
          expect(me.status).toBe(200);
          // Never cached by Hosting's CDN, and so its cookies pass (Hosting drops them otherwise).
          expect(me.headers.get('cache-control')).toBe('private, no-store');
          expect(((await me.json()) as { user: { tokenBalance: number } }).user.tokenBalance).toBe(
            3,
          );
          const created = await api(API_PATHS.chats, { method: 'POST', headers: auth });
          expect(created.status).toBe(201);
          const { chat } = (await created.json()) as { chat: { _id: string } };
          const stored = await createFirestoreChatStore(db).findOwned('user_emulatorAnn', chat._id);
          expect(stored?.ownerId).toBe('user_emulatorAnn');
        } finally {
          await close();
        }
      },
    );

    it.skipIf(!firestore.host)(
      `takes an API key made, counts its call, and refuses it once revoked${firestore.skipReason ? ` (${firestore.skipReason})` : ''}`,
      async () => {
        const { app, close } = emulatorApp();
        try {
          await clearFirestore(firestore.host ?? '');
          await createUser(createFirestoreUserStore(getFirestore(app)), 'user_emulatorKeys', 3);
          const session = {
            Authorization: `Bearer ${await clerkSessionToken('user_emulatorKeys')}`,
            Origin: origin,
          };
          const made = await api(API_PATHS.apiKeys, {
            method: 'POST',
            headers: { ...session, 'Content-Type': 'application/json' },
            body: JSON.stringify({ name: 'emulator script', scopes: ['read'] }),
          });
          expect(made.status).toBe(201);
          const { id, key } = createdApiKeySchema.parse(await made.json());
          const withKey = { headers: { Authorization: `Bearer ${key}` } };

          const balance = await api(API_PATHS.me, withKey);
          expect(balance.status).toBe(200);
          expect(meResponseSchema.parse(await balance.json()).user.tokenBalance).toBe(3);
          const listed = await api(API_PATHS.apiKeys, { headers: session });
          const [record] = apiKeysResponseSchema.parse(await listed.json()).keys;
          expect(record?.calls).toEqual({ thumbnails: 0, read: 1, refused: 0 });
          expect(record?.lastUsedAt).toEqual(expect.any(String));

          const revoked = await api(API_PATHS.apiKey(id), { method: 'DELETE', headers: session });
          expect(revoked.status).toBe(204);
          const refused = await api(API_PATHS.me, withKey);
          expect(refused.status).toBe(401);
          expect(errorBodySchema.parse(await refused.json())).toEqual({
            message: API_KEY_MESSAGES.invalidKey,
            code: 'unauthenticated',
          });
        } finally {
          await close();
        }
      },
    );

    it('serves the web app from Hosting, deep links included', async () => {
      for (const path of ['/', '/pricing', '/dashboard']) {
        const res = await fetch(`${origin}${path}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toMatch(/<div id="root"[ >]/);
      }
    });
  },
);
