import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  API_PATHS,
  API_PREFIX,
  EMPTY_PREFERENCES,
  runtimeConfigSchema,
} from '@thumbforge/contract';
import { createCaptureLogger } from '../../test/support/capture-logger.js';
import { FIXTURE_PHOTOS } from '../../test/support/crafted-images.js';
import { fakeAuthClient, startFakeVertex } from '../../test/support/fake-vertex.js';
import { plainTitleLayer } from '../../test/support/title-layers.js';
import { normalizeUpload } from '../adapters/imaging/normalize-upload.js';
import { createApp } from '../http/create-app.js';
import { firebaseDeps } from './firebase.js';
import { parseFirebaseSettings } from './firebase-settings.js';
import { envOf } from './env.js';
import { readConfig, type Source } from '../config/read-config.js';
import { paintLayeredImages } from '../core/thumbnails/painting/index.js';

const COMPLETE = {
  PUBLIC_ORIGIN: 'https://thumbforge.web.app',
  CLERK_PUBLISHABLE_KEY: 'pk_test_Y2xlcmsuZXhhbXBsZS5jb20k',
  CLERK_SECRET_KEY: 'sk_test_secret',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
  FILE_LINK_KEY: 'a-file-link-key-of-32-characters',
  WEB_FIREBASE_API_KEY: 'AIzaSy-web-api-key',
  WEB_FIREBASE_APP_ID: '1:1234567890:web:abcdef',
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
  'FILE_LINK_KEY',
  'WEB_FIREBASE_API_KEY',
  'WEB_FIREBASE_APP_ID',
  'GCLOUD_PROJECT',
];

const settingsOf = (source: Source) => parseFirebaseSettings(readConfig(source));

async function refusal(source: Record<string, string>): Promise<string> {
  try {
    await firebaseDeps(source);
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

  it('refuses to start with nothing set, naming every missing setting and how to set it', async () => {
    const message = await refusal({});
    expect(message).toMatch(/^The Firebase runtime cannot start: 10 setting\(s\) missing:/);
    for (const name of EVERY_SETTING) expect(message).toContain(`  ${name} (`);
    expect(message).toContain('firebase functions:secrets:set RAZORPAY_WEBHOOK_SECRET');
  });

  it('names only what is missing, and blank values count as missing', async () => {
    const message = await refusal({
      ...COMPLETE,
      CLERK_SECRET_KEY: '  ',
      RAZORPAY_WEBHOOK_SECRET: '',
      FIREBASE_CONFIG: '{}',
    });
    expect(message).toMatch(/3 setting\(s\) missing/);
    expect(message).toContain('CLERK_SECRET_KEY (');
    expect(message).toContain('RAZORPAY_WEBHOOK_SECRET (');
    expect(message).toContain('GCLOUD_PROJECT (');
    expect(message).not.toContain('PUBLIC_ORIGIN');
    expect(message).not.toContain('RAZORPAY_KEY_ID');
    // The bucket follows from the project, so it is never missing on its own.
    expect(message).not.toContain('STORAGE_BUCKET');
  });

  it('refuses a file link key shorter than a signature: guessable', async () => {
    expect(await refusal({ ...COMPLETE, FILE_LINK_KEY: 'short-key' })).toBe(
      'Invalid environment:\n  FILE_LINK_KEY: must be at least 32 random characters',
    );
  });

  it("builds the web app's Firebase config from the web settings and the project, whose default bucket the server's agrees with", () => {
    const expected = {
      apiKey: 'AIzaSy-web-api-key',
      authDomain: 'demo-thumbforge.firebaseapp.com',
      projectId: 'demo-thumbforge',
      storageBucket: 'demo-thumbforge.appspot.com',
      appId: '1:1234567890:web:abcdef',
    };
    expect(settingsOf(COMPLETE).firebaseWeb).toEqual(expected);
    expect(
      settingsOf({
        ...COMPLETE,
        FIREBASE_CONFIG: undefined,
        GCLOUD_PROJECT: 'tf-prod',
      }),
    ).toMatchObject({ storageBucket: 'tf-prod.firebasestorage.app' });
    expect(
      settingsOf({
        ...COMPLETE,
        FIREBASE_CONFIG: undefined,
        GCLOUD_PROJECT: 'tf-prod',
      }).firebaseWeb,
    ).toEqual({
      ...expected,
      authDomain: 'tf-prod.firebaseapp.com',
      projectId: 'tf-prod',
      storageBucket: 'tf-prod.firebasestorage.app',
    });
  });

  it('refuses a PUBLIC_ORIGIN that is not an origin', async () => {
    expect(
      await refusal({ ...COMPLETE, PUBLIC_ORIGIN: 'https://thumbforge.web.app/app/' }),
    ).toMatch(/PUBLIC_ORIGIN\.0: each entry must be an origin/);
  });

  it('takes the bucket from STORAGE_BUCKET before FIREBASE_CONFIG, and the optional settings', () => {
    expect(settingsOf(COMPLETE)).toMatchObject({
      clerk: { jwtKey: null, secretKey: 'sk_test_secret' },
      storageBucket: 'demo-thumbforge.appspot.com',
      fileLinkKey: COMPLETE.FILE_LINK_KEY,
    });
    // What every runtime reads is read once, into the Env the composition is given.
    expect(envOf(readConfig(COMPLETE, 'function'))).toMatchObject({
      publicOrigins: ['https://thumbforge.web.app'],
      supportEmail: 'support@thumbforge.app',
      imagesPerGeneration: 2,
    });
    expect(
      settingsOf({
        ...COMPLETE,
        STORAGE_BUCKET: 'other-bucket',
        CLERK_JWT_KEY: '-----BEGIN PUBLIC KEY-----',
      }),
    ).toMatchObject({
      storageBucket: 'other-bucket',
      clerk: { jwtKey: '-----BEGIN PUBLIC KEY-----' },
    });
  });

  it('reads the Vertex AI settings only when VERTEX_PROJECT is set, with their defaults', () => {
    expect(settingsOf(COMPLETE).vertex).toBeNull();
    expect(settingsOf({ ...COMPLETE, VERTEX_PROJECT: 'tf-prod' }).vertex).toEqual({
      project: 'tf-prod',
      location: 'us-central1',
      model: 'gemini-3.1-flash-image',
    });
    expect(
      settingsOf({
        ...COMPLETE,
        VERTEX_PROJECT: 'tf-prod',
        VERTEX_LOCATION: 'europe-west4',
        VERTEX_IMAGE_MODEL: 'gemini-3-pro-image',
      }).vertex,
    ).toEqual({
      project: 'tf-prod',
      location: 'europe-west4',
      model: 'gemini-3-pro-image',
    });
  });

  it('reads an express-mode key and a base URL, and needs no project with the key', () => {
    expect(
      settingsOf({
        ...COMPLETE,
        VERTEX_API_KEY: 'AQ.express-key',
        VERTEX_BASE_URL: 'https://vertex-gateway.example.com',
      }).vertex,
    ).toEqual({
      apiKey: 'AQ.express-key',
      model: 'gemini-3.1-flash-image',
      baseUrl: 'https://vertex-gateway.example.com',
    });
    expect(() => settingsOf({ ...COMPLETE, VERTEX_BASE_URL: 'vertex.example.com' })).toThrow(
      /VERTEX_BASE_URL/,
    );
  });

  it('paints with the local renderer first and Vertex AI beside it, at the configured project, location and model, when VERTEX_PROJECT is set', async () => {
    app = initializeApp({ projectId: 'demo-thumbforge' }, 'firebase-vertex-test');
    const fake = await startFakeVertex();
    try {
      const { logger, records } = createCaptureLogger();
      const deps = await firebaseDeps(
        { ...COMPLETE, VERTEX_PROJECT: 'tf-prod', VERTEX_LOCATION: 'europe-west4' },
        { app, logger, vertexConnection: { baseUrl: fake.url, authClient: fakeAuthClient() } },
      );
      expect(records).toContainEqual(
        expect.objectContaining({
          level: 'info',
          message: 'image model: the local renderer, then Vertex AI',
        }),
      );
      // The web shows an edit of Gemini's picture against its usual time.
      expect(deps.runtimeConfig.imageModel).toEqual({ expectedSeconds: 30 });
      const remote = deps.thumbnails.remote?.model;
      if (!remote) throw new Error('no remote model');

      const photo = await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/rocket.jpg`));
      const images = await paintLayeredImages(remote, {
        photo: photo.jpeg,
        prompt: 'Launch day',
        genre: 'tech',
        mood: 'exciting',
        title: 'We Went To Space',
        resolution: '1280 x 720',
        preferences: EMPTY_PREFERENCES,
        variants: deps.thumbnails.variants,
      });
      expect(images).toHaveLength(2);
      expect(fake.requests.map((sent) => sent.path)).toEqual([
        '/v1beta1/projects/tf-prod/locations/europe-west4/publishers/google/models/gemini-3.1-flash-image:generateContent',
        '/v1beta1/projects/tf-prod/locations/europe-west4/publishers/google/models/gemini-3.1-flash-image:generateContent',
      ]);
    } finally {
      await fake.close();
    }
  });

  it('calls Vertex AI in express mode with VERTEX_API_KEY, at VERTEX_BASE_URL', async () => {
    app = initializeApp({ projectId: 'demo-thumbforge' }, 'firebase-vertex-express-test');
    const fake = await startFakeVertex();
    try {
      const deps = await firebaseDeps(
        { ...COMPLETE, VERTEX_API_KEY: 'AQ.express-key', VERTEX_BASE_URL: fake.url },
        { app, logger: createCaptureLogger().logger },
      );
      const photo = await normalizeUpload(readFileSync(`${FIXTURE_PHOTOS}/rocket.jpg`));
      await deps.thumbnails.remote?.model.editBaseArt({
        baseArt: photo.jpeg,
        title: plainTitleLayer('Launch Day'),
        titlePlan: { planned: plainTitleLayer('Launch Day'), changes: [], keepClear: [] },
        operations: [],
        wishes: [{ said: 'add steam', things: ['steam'] }],
        history: [],
        preferences: EMPTY_PREFERENCES,
      });
      expect(fake.requests.map((sent) => [sent.path, sent.headers['x-goog-api-key']])).toEqual([
        [
          '/v1beta1/publishers/google/models/gemini-3.1-flash-image:generateContent',
          'AQ.express-key',
        ],
      ]);
      expect(fake.requests[0]?.headers.authorization).toBeUndefined();
    } finally {
      await fake.close();
    }
  });

  it('wires Clerk, Razorpay and the Firebase-only routes, and none of the embedded ones', async () => {
    app = initializeApp({ projectId: 'demo-thumbforge' }, 'firebase-composition-test');
    const { logger, records } = createCaptureLogger();
    const deps = await firebaseDeps(COMPLETE, { app, logger });

    expect(runtimeConfigSchema.parse(deps.runtimeConfig)).toMatchObject({
      mode: 'firebase',
      auth: { provider: 'clerk', publishableKey: COMPLETE.CLERK_PUBLISHABLE_KEY },
      checkout: { provider: 'razorpay', keyId: 'rzp_live_key' },
      firebase: { projectId: 'demo-thumbforge', appId: COMPLETE.WEB_FIREBASE_APP_ID },
    });
    expect(deps.payments.gateway.keyId).toBe('rzp_live_key');
    expect(deps.payments.secrets).toEqual({
      keySecret: 'razorpay-key-secret',
      webhookSecret: 'razorpay-webhook-secret',
    });
    expect(deps.firebaseTokens).toBeDefined();
    expect(deps.localIdentity).toBeUndefined();
    expect(deps.changes).toBeUndefined();
    // Files are served through the API's signed links, as in the embedded runtime.
    expect(deps.fileLinks.linkFor('users/u1/chats/c1/a.jpg', {}, new Date(0))).toMatch(
      /^\/api\/v1\/files\/users\/u1\/chats\/c1\/a\.jpg\?exp=\d+&sig=[\w-]{43}$/,
    );
    expect(deps.sandboxCheckout).toBeUndefined();
    expect(records.some((record) => /local renderer/.test(record.message))).toBe(true);

    const http = createApp(deps);
    const config = await request(http).get(`${API_PREFIX}${API_PATHS.config}`).expect(200);
    expect(config.body).toEqual(deps.runtimeConfig);
    // Mounted (401 without a session), unlike the embedded-only routes (404).
    await request(http).post(`${API_PREFIX}${API_PATHS.firebaseToken}`).expect(401);
    await request(http).post(`${API_PREFIX}${API_PATHS.localAuth.signIn}`).send({}).expect(404);
    await request(http).get(`${API_PREFIX}${API_PATHS.events}`).expect(404);
    const unsigned = await request(http).get(`${API_PREFIX}${API_PATHS.files}other/a.jpg`);
    expect(unsigned.body).toEqual({ message: 'File not found', code: 'not_found' });
  });
});
