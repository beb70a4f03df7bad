import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaptureLogger } from '../../test/support/capture-logger.js';
import { makeTempDir } from '../../test/support/temp-dir.js';
import { embeddedDeps } from './embedded.js';
import { parseEnv } from './env.js';
import { firebaseDeps } from './firebase.js';
import { parseFirebaseSettings } from './firebase-settings.js';
import { readConfig, type Source } from '../config/read-config.js';
import { parsePortChoices, type Host } from './port-choices.js';

const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

/** What the Firebase web app and the project give the function under the emulators. */
const FIREBASE_PROJECT = {
  PUBLIC_ORIGIN: 'http://127.0.0.1:5000',
  WEB_FIREBASE_API_KEY: 'emulator-api-key',
  WEB_FIREBASE_APP_ID: '1:0:web:demo',
  GCLOUD_PROJECT: 'demo-thumbforge',
};

/** The emulators' table: Firebase's database and live data, everything that needs the internet local. */
const LOCAL_SERVICES = {
  FILES: 'disk',
  IDENTITY: 'local',
  IMAGE_MODEL: 'local',
  PAYMENTS: 'sandbox',
};

const choicesOf = (host: Host, source: Source) => parsePortChoices(host, readConfig(source));

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error('started without its settings');
}

describe('the table of port choices', () => {
  it('runs the server offline by default, with Razorpay once all its keys are set', () => {
    expect(choicesOf('server', {})).toEqual({
      database: 'sqlite',
      files: 'disk',
      identity: 'local',
      imageModel: 'local',
      payments: 'sandbox',
      liveData: 'sse',
    });
    expect(choicesOf('server', RAZORPAY).payments).toBe('razorpay');
    expect(choicesOf('server', { ...RAZORPAY, RAZORPAY_KEY_SECRET: '' }).payments).toBe('sandbox');
  });

  it('runs the function on Firebase by default, with Vertex AI once a project is set', () => {
    expect(choicesOf('function', {})).toEqual({
      database: 'firestore',
      files: 'cloud-storage',
      identity: 'clerk',
      imageModel: 'local',
      payments: 'razorpay',
      liveData: 'firestore',
    });
    expect(choicesOf('function', { VERTEX_PROJECT: 'tf' }).imageModel).toBe('vertex');
    expect(choicesOf('server', { VERTEX_API_KEY: 'AQ.key' }).imageModel).toBe('vertex');
  });

  it('switches each port on its own by its variable', () => {
    expect(choicesOf('server', { DATABASE: 'firestore', LIVE_DATA: 'firestore' })).toEqual({
      database: 'firestore',
      files: 'disk',
      identity: 'local',
      imageModel: 'local',
      payments: 'sandbox',
      liveData: 'firestore',
    });
    expect(choicesOf('function', LOCAL_SERVICES)).toMatchObject({
      database: 'firestore',
      files: 'disk',
      identity: 'local',
      imageModel: 'local',
      payments: 'sandbox',
      liveData: 'firestore',
    });
  });

  it('refuses an unknown choice, naming the variable and what it may be', () => {
    const message = refusal(() => choicesOf('server', { DATABASE: 'mongo', FILES: 's3' }));
    expect(message).toContain('DATABASE: must be sqlite or firestore');
    expect(message).toContain('FILES: must be disk or cloud-storage');
  });
});

describe('the settings each choice needs, checked at start', () => {
  it('asks the function on the emulators only for what Firebase itself needs', () => {
    const choices = choicesOf('function', LOCAL_SERVICES);
    const message = refusal(() =>
      parseFirebaseSettings(readConfig(LOCAL_SERVICES), choices, 'function'),
    );
    expect(message).toMatch(/^The Firebase runtime cannot start: 4 setting\(s\) missing:/);
    for (const name of [
      'PUBLIC_ORIGIN',
      'WEB_FIREBASE_API_KEY',
      'WEB_FIREBASE_APP_ID',
      'GCLOUD_PROJECT',
    ]) {
      expect(message).toContain(`  ${name} (`);
    }
    for (const name of ['CLERK', 'RAZORPAY', 'STORAGE_BUCKET']) expect(message).not.toContain(name);
  });

  it('names what a self-hosted server on Firestore with Clerk and Vertex AI lacks, the bucket following from the project', () => {
    const source = {
      DATABASE: 'firestore',
      IDENTITY: 'clerk',
      IMAGE_MODEL: 'vertex',
      FILES: 'cloud-storage',
    };
    const message = refusal(() =>
      parseFirebaseSettings(readConfig(source), choicesOf('server', source), 'server'),
    );
    expect(message).toMatch(/^The server cannot start: 4 setting\(s\) missing:/);
    expect(message).toContain('  CLERK_PUBLISHABLE_KEY (environment variable)');
    expect(message).toContain('  CLERK_SECRET_KEY (');
    expect(message).toContain('  VERTEX_PROJECT (');
    expect(message).toContain('  GCLOUD_PROJECT (');
    expect(message).not.toContain('STORAGE_BUCKET');
    expect(message).toContain(
      'ports: DATABASE=firestore FILES=cloud-storage IDENTITY=clerk IMAGE_MODEL=vertex',
    );
  });

  it('refuses choices that cannot work together', () => {
    const sseOnFunctions = { ...FIREBASE_PROJECT, ...LOCAL_SERVICES, LIVE_DATA: 'sse' };
    expect(
      refusal(() =>
        parseFirebaseSettings(
          readConfig(sseOnFunctions),
          choicesOf('function', sseOnFunctions),
          'function',
        ),
      ),
    ).toMatch(/LIVE_DATA=sse: the change stream lives in one process/);
    const listenToSqlite = { ...FIREBASE_PROJECT, LIVE_DATA: 'firestore' };
    expect(
      refusal(() =>
        parseFirebaseSettings(
          readConfig(listenToSqlite),
          choicesOf('server', listenToSqlite),
          'server',
        ),
      ),
    ).toMatch(/LIVE_DATA=firestore: .* needs DATABASE=firestore/);
  });
});

describe('one composition for every table', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let app: App | undefined;
  const { logger } = createCaptureLogger();

  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(async () => {
    temp.remove();
    if (app) await deleteApp(app);
    app = undefined;
  });

  it('runs the function with local sign-in, disk files, the local renderer and the sandbox', async () => {
    app = initializeApp({ projectId: 'demo-thumbforge' }, 'port-choices-emulators');
    const deps = await firebaseDeps(
      { ...FIREBASE_PROJECT, ...LOCAL_SERVICES, DATA_DIR: temp.dir },
      { app, logger },
    );
    expect(deps.runtimeConfig).toMatchObject({
      mode: 'firebase',
      auth: { provider: 'local' },
      checkout: { provider: 'sandbox' },
      firebase: { projectId: 'demo-thumbforge', apiKey: 'emulator-api-key' },
    });
    expect(deps.localIdentity?.allowedOrigins).toEqual(['http://127.0.0.1:5000']);
    expect(deps.sandboxCheckout).toBeDefined();
    expect(deps.fileUrls).toBeDefined();
    // The browser listens to Firestore, so it needs a Firebase sign-in and no change stream.
    expect(deps.firebaseTokens).toBeDefined();
    expect(deps.changes).toBeUndefined();
  });

  it('runs the embedded server with real Razorpay when told, and says so in its banner', async () => {
    const notices: string[] = [];
    const runtime = await embeddedDeps(parseEnv({ DATA_DIR: temp.dir, ...RAZORPAY }), {
      logger,
      announce: (text) => notices.push(text),
    });
    try {
      expect(runtime.deps.runtimeConfig.checkout).toEqual({
        provider: 'razorpay',
        keyId: 'rzp_test_key',
      });
      expect(runtime.deps.sandboxCheckout).toBeUndefined();
      expect(runtime.deps.changes).toBeDefined();
      expect(notices.join('')).toContain(
        'Ports: DATABASE=sqlite FILES=disk IDENTITY=local IMAGE_MODEL=local PAYMENTS=razorpay LIVE_DATA=sse',
      );
    } finally {
      runtime.close();
    }
  });

  it('runs the sandbox when told to, even with Razorpay keys set', async () => {
    const runtime = await embeddedDeps(
      parseEnv({ DATA_DIR: temp.dir, ...RAZORPAY, PAYMENTS: 'sandbox' }),
      { logger, announce: () => {} },
    );
    try {
      expect(runtime.deps.runtimeConfig.checkout.provider).toBe('sandbox');
      expect(runtime.deps.sandboxCheckout).toBeDefined();
    } finally {
      runtime.close();
    }
  });
});
