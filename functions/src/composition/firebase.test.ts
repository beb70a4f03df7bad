import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS, API_PREFIX, runtimeConfigSchema } from '@thumbforge/contract';
import { createCaptureLogger } from '../../test/support/capture-logger.js';
import { createApp } from '../http/create-app.js';
import { firebaseDeps } from './firebase.js';
import { parseFirebaseSettings } from './firebase-settings.js';

const COMPLETE = {
  PUBLIC_ORIGIN: 'https://thumbforge.web.app',
  CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k',
  CLERK_SECRET_KEY: 'sk_test_secret',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  FIREBASE_CONFIG: JSON.stringify({
    projectId: 'demo-thumbforge',
    storageBucket: 'demo-thumbforge.appspot.com',
  }),
};

const EVERY_SETTING = [
  'PUBLIC_ORIGIN',
  'CLERK_PUBLISHABLE_KEY',
  'CLERK_SECRET_KEY',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'STORAGE_BUCKET',
];

function refusal(source: Record<string, string>): string {
  try {
    firebaseDeps(source);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('firebaseDeps started without its settings');
}

describe('firebaseDeps', () => {
  let app: App | undefined;
  afterEach(async () => {
    if (app) await deleteApp(app);
    app = undefined;
  });

  it('refuses to start with nothing set, naming every missing setting and how to set it', () => {
    const message = refusal({});
    expect(message).toMatch(/^The Firebase runtime cannot start: 7 setting\(s\) missing:/);
    for (const name of EVERY_SETTING) expect(message).toContain(`  ${name} (`);
    expect(message).toContain('firebase functions:secrets:set RAZORPAY_WEBHOOK_SECRET');
  });

  it('names only what is missing, and blank values count as missing', () => {
    const message = refusal({
      ...COMPLETE,
      CLERK_SECRET_KEY: '  ',
      RAZORPAY_WEBHOOK_SECRET: '',
      FIREBASE_CONFIG: '{}',
    });
    expect(message).toMatch(/3 setting\(s\) missing/);
    expect(message).toContain('CLERK_SECRET_KEY (');
    expect(message).toContain('RAZORPAY_WEBHOOK_SECRET (');
    expect(message).toContain('STORAGE_BUCKET (');
    expect(message).not.toContain('PUBLIC_ORIGIN');
    expect(message).not.toContain('RAZORPAY_KEY_ID');
  });

  it('refuses a PUBLIC_ORIGIN that is not an origin', () => {
    expect(refusal({ ...COMPLETE, PUBLIC_ORIGIN: 'https://thumbforge.web.app/app/' })).toMatch(
      /PUBLIC_ORIGIN\.0: each entry must be an origin/,
    );
  });

  it('takes the bucket from STORAGE_BUCKET before FIREBASE_CONFIG, and the optional settings', () => {
    expect(parseFirebaseSettings(COMPLETE)).toMatchObject({
      publicOrigins: ['https://thumbforge.web.app'],
      supportEmail: 'support@thumbforge.app',
      clerk: { jwtKey: null, secretKey: 'sk_test_secret' },
      storageBucket: 'demo-thumbforge.appspot.com',
      storageEmulatorHost: null,
      imagesPerGeneration: 2,
    });
    expect(
      parseFirebaseSettings({
        ...COMPLETE,
        STORAGE_BUCKET: 'other-bucket',
        CLERK_JWT_KEY: '-----BEGIN PUBLIC KEY-----',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
      }),
    ).toMatchObject({
      storageBucket: 'other-bucket',
      clerk: { jwtKey: '-----BEGIN PUBLIC KEY-----' },
      storageEmulatorHost: '127.0.0.1:9199',
    });
  });

  it('wires Clerk, Razorpay and the Firebase-only routes, and none of the embedded ones', async () => {
    app = initializeApp({ projectId: 'demo-thumbforge' }, 'firebase-composition-test');
    const { logger, records } = createCaptureLogger();
    const deps = firebaseDeps(COMPLETE, { app, logger });

    expect(runtimeConfigSchema.parse(deps.runtimeConfig)).toMatchObject({
      mode: 'firebase',
      auth: { provider: 'clerk', publishableKey: COMPLETE.CLERK_PUBLISHABLE_KEY },
      checkout: { provider: 'razorpay', keyId: 'rzp_live_key' },
    });
    expect(deps.payments.gateway.keyId).toBe('rzp_live_key');
    expect(deps.payments.secrets).toEqual({
      keySecret: 'razorpay-key-secret',
      webhookSecret: 'razorpay-webhook-secret',
    });
    expect(deps.firebaseTokens).toBeDefined();
    expect(deps.localIdentity).toBeUndefined();
    expect(deps.changeFeed).toBeUndefined();
    expect(deps.fileUrls).toBeUndefined();
    expect(deps.sandboxCheckout).toBeUndefined();
    expect(records.some((record) => /local renderer/.test(record.message))).toBe(true);

    const http = createApp(deps);
    const config = await request(http).get(`${API_PREFIX}${API_PATHS.config}`).expect(200);
    expect(config.body).toEqual(deps.runtimeConfig);
    // Mounted (401 without a session), unlike the embedded-only routes (404).
    await request(http).post(`${API_PREFIX}${API_PATHS.firebaseToken}`).expect(401);
    await request(http).post(`${API_PREFIX}${API_PATHS.localAuth.signIn}`).send({}).expect(404);
    await request(http).get(`${API_PREFIX}${API_PATHS.events}`).expect(404);
  });
});
