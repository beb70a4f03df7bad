import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './read-config.js';
import { CONFIG_VARIABLES, RUNTIMES } from './variables.js';

describe('readConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives every variable with a default its default, checked like a set value', () => {
    const config = readConfig({});
    for (const name of [
      'PUBLIC_ORIGIN',
      'TRUST_PROXY_HOPS',
      'DATABASE',
      'STORAGE_BUCKET',
    ] as const) {
      expect(config[name], name).toBeUndefined();
    }
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      SUPPORT_EMAIL: 'support@thumbforge.app',
      NODE_ENV: 'development',
      ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: false,
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: false,
      SELLER_LEGAL_NAME: 'ThumbForge',
      SELLER_ADDRESS: '',
      INVOICE_SAC: '998431',
      GST_RATE_PERCENT: 18,
      IMAGES_PER_GENERATION: 2,
      GENERATION_TIMEOUT_SECONDS: 120,
      STALE_RESERVATION_MINUTES: 5,
      HEADERS_TIMEOUT_SECONDS: 15,
      REQUEST_TIMEOUT_SECONDS: 60,
      PIXEL_QUEUE_TIMEOUT_SECONDS: 30,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: 20,
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: 1200,
      RATE_LIMIT_WRITES_PER_MINUTE: 120,
      RATE_LIMIT_GENERATIONS_PER_MINUTE: 30,
      VERTEX_LOCATION: 'us-central1',
      VERTEX_IMAGE_MODEL: 'gemini-3.1-flash-image',
    });
  });

  it('treats blank values as unset and turns set ones into what the code uses', () => {
    expect(
      readConfig({
        PORT: ' ',
        TRUST_PROXY_HOPS: '0',
        PUBLIC_ORIGIN: 'https://thumbforge.app, http://localhost:5173',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        SELLER_GSTIN: '27aapfu0939f1zv',
        SELLER_STATE: '27',
        SELLER_ADDRESS: '12 MG Road',
        SELLER_LEGAL_NAME: 'ThumbForge Media',
        FIREBASE_CONFIG: '{"projectId":"tf-prod","storageBucket":"tf-prod.appspot.com"}',
        CLERK_SECRET_KEY: '  sk_test_secret  ',
      }),
    ).toMatchObject({
      PORT: 3000,
      TRUST_PROXY_HOPS: 0,
      PUBLIC_ORIGIN: ['https://thumbforge.app', 'http://localhost:5173'],
      ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: true,
      SELLER_GSTIN: '27AAPFU0939F1ZV',
      FIREBASE_CONFIG: { projectId: 'tf-prod', storageBucket: 'tf-prod.appspot.com' },
      CLERK_SECRET_KEY: 'sk_test_secret',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be a port number, 0 to 65535'],
    [{ TRUST_PROXY_HOPS: '11' }, 'TRUST_PROXY_HOPS: must be a whole number from 0 to 10'],
    [{ DATABASE: 'mongo' }, 'DATABASE: must be sqlite or firestore'],
    [{ LIVE_DATA: 'websocket' }, 'LIVE_DATA: must be sse or firestore'],
    [{ IMAGES_PER_GENERATION: '5' }, 'IMAGES_PER_GENERATION: must be 1 to 4'],
    [
      { RATE_LIMIT_GENERATIONS_PER_MINUTE: '0' },
      'RATE_LIMIT_GENERATIONS_PER_MINUTE: must be a whole number of requests per minute, 1 or more',
    ],
    [{ FILE_LINK_KEY: 'short' }, 'FILE_LINK_KEY: must be at least 32 random characters'],
    [
      { FIREBASE_CONFIG: '{projectId: tf}' },
      'FIREBASE_CONFIG: must be JSON, as Cloud Functions sets it',
    ],
    [{ SUPPORT_EMAIL: 'nobody' }, 'SUPPORT_EMAIL: must be an email address'],
    [
      { SELLER_GSTIN: '27AAPFU0939F1ZV' },
      'SELLER_LEGAL_NAME: is required when SELLER_GSTIN is set',
    ],
  ])('refuses %o at start with a message naming the variable', (source, message) => {
    expect(() => readConfig(source)).toThrow(`Invalid environment:\n  ${message}`);
  });

  it('names every bad variable in one message', () => {
    expect(() => readConfig({ PORT: '-1', NODE_ENV: 'staging' })).toThrow(
      /PORT: must be a port number[\s\S]*\n {2}NODE_ENV: must be development or production or test/,
    );
  });

  it('leaves out what a runtime does not read, such as the PORT Cloud Functions listens on', () => {
    const emulator = { PORT: '/tmp/fire_emu_1234.sock', IMAGES_PER_GENERATION: '3' };
    expect(() => readConfig(emulator)).toThrow('PORT: must be a port number');
    expect(readConfig(emulator, 'function')).toMatchObject({
      PORT: 3000,
      IMAGES_PER_GENERATION: 3,
    });
  });

  it("reads the process's environment when given none", () => {
    vi.stubEnv('IMAGES_PER_GENERATION', '3');
    expect(readConfig().IMAGES_PER_GENERATION).toBe(3);
    vi.stubEnv('IMAGES_PER_GENERATION', 'many');
    expect(() => readConfig()).toThrow('IMAGES_PER_GENERATION: must be 1 to 4');
  });

  it('says of every variable what it does and which runtimes read it', () => {
    for (const [name, spec] of Object.entries(CONFIG_VARIABLES)) {
      expect(spec.doc, name).not.toMatch(/\n|\|/);
      expect(spec.runtimes.length, name).toBeGreaterThan(0);
      for (const runtime of spec.runtimes) expect(RUNTIMES, name).toContain(runtime);
    }
  });
});
