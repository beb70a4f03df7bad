import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/read-config.js';
import { parseEnv } from './env.js';

describe('parseEnv', () => {
  it('falls back to the documented defaults', () => {
    expect(parseEnv({}, '/srv/app')).toEqual({
      port: 3000,
      dataDir: '/srv/app/.data',
      publicOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      publicOriginsSet: false,
      supportEmail: 'support@thumbforge.app',
      nodeEnv: 'development',
      allowLocalIdentityInProduction: false,
      webDist: null,
      razorpay: null,
      razorpayMissing: [],
      sandboxSecrets: { keySecret: undefined, webhookSecret: undefined },
      allowSandboxPaymentsInProduction: false,
      imagesPerGeneration: 2,
      generationTimeoutMs: 120_000,
      staleReservationMs: 300_000,
      requestDeadlines: { headersMs: 15_000, requestMs: 60_000 },
      pixelQueueTimeoutMs: 30_000,
      rateLimits: {
        signIn: { limit: 20, windowMs: 60_000 },
        address: { limit: 1200, windowMs: 60_000 },
        userWrites: { limit: 120, windowMs: 60_000 },
        userGenerations: { limit: 30, windowMs: 60_000 },
      },
      invoicing: {
        seller: { legalName: 'ThumbForge', address: '', state: null, gstin: null },
        sac: '998431',
        ratePercent: 18,
      },
      ports: {
        database: 'sqlite',
        files: 'disk',
        identity: 'local',
        imageModel: 'local',
        payments: 'sandbox',
        liveData: 'sse',
      },
      trustProxyHops: null,
      config: readConfig({}),
    });
  });

  it('reads the seller, and checks a GSTIN against its state and check character', () => {
    const seller = {
      SELLER_LEGAL_NAME: 'ThumbForge Media Private Limited',
      SELLER_ADDRESS: '12 MG Road, Bengaluru 560001',
      SELLER_STATE: '27',
      SELLER_GSTIN: '27aapfu0939f1zv',
      INVOICE_SAC: '998439',
      GST_RATE_PERCENT: '12',
    };
    expect(parseEnv(seller, '/x').invoicing).toEqual({
      seller: {
        legalName: 'ThumbForge Media Private Limited',
        address: '12 MG Road, Bengaluru 560001',
        state: '27',
        gstin: '27AAPFU0939F1ZV',
      },
      sac: '998439',
      ratePercent: 12,
    });
    expect(() => parseEnv({ ...seller, SELLER_STATE: '29' }, '/x')).toThrow(
      'SELLER_GSTIN: This GSTIN is not registered in Karnataka',
    );
    expect(() => parseEnv({ ...seller, SELLER_GSTIN: '27AAPFU0939F1ZW' }, '/x')).toThrow(
      'SELLER_GSTIN: This GSTIN is mistyped',
    );
    expect(() => parseEnv({ SELLER_GSTIN: '27AAPFU0939F1ZV' }, '/x')).toThrow(
      /SELLER_LEGAL_NAME: is required when SELLER_GSTIN is set[\s\S]*SELLER_ADDRESS[\s\S]*SELLER_STATE/,
    );
    expect(() => parseEnv({ SELLER_STATE: '28' }, '/x')).toThrow(
      'SELLER_STATE: must be a two-digit',
    );
    expect(() => parseEnv({ INVOICE_SAC: '12' }, '/x')).toThrow('INVOICE_SAC: must be a six-digit');
    expect(() => parseEnv({ GST_RATE_PERCENT: '-1' }, '/x')).toThrow('GST_RATE_PERCENT');
  });

  it('reads the generation timeout, the stale-reservation age and the rate limits', () => {
    const env = parseEnv(
      {
        GENERATION_TIMEOUT_SECONDS: '2.5',
        STALE_RESERVATION_MINUTES: '0',
        RATE_LIMIT_WRITES_PER_MINUTE: '7',
      },
      '/x',
    );
    expect(env.generationTimeoutMs).toBe(2500);
    expect(env.staleReservationMs).toBe(0);
    expect(env.rateLimits).toMatchObject({
      signIn: { limit: 20, windowMs: 60_000 },
      userWrites: { limit: 7, windowMs: 60_000 },
    });
    expect(() => parseEnv({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' }, '/x')).toThrow(
      /RATE_LIMIT_SIGN_IN_PER_MINUTE/,
    );
    expect(() => parseEnv({ GENERATION_TIMEOUT_SECONDS: 'soon' }, '/x')).toThrow(
      /GENERATION_TIMEOUT_SECONDS/,
    );
  });

  it('reads Razorpay credentials only when all three are set', () => {
    const all = {
      RAZORPAY_KEY_ID: 'rzp_live_abc',
      RAZORPAY_KEY_SECRET: 'key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
    };
    expect(parseEnv(all, '/x')).toMatchObject({
      razorpay: { keyId: 'rzp_live_abc', keySecret: 'key-secret', webhookSecret: 'hook-secret' },
      razorpayMissing: [],
    });
    expect(parseEnv({ ...all, RAZORPAY_WEBHOOK_SECRET: '' }, '/x')).toMatchObject({
      razorpay: null,
      razorpayMissing: ['RAZORPAY_WEBHOOK_SECRET'],
    });
    expect(
      parseEnv(
        {
          SANDBOX_RAZORPAY_KEY_SECRET: 's1',
          SANDBOX_RAZORPAY_WEBHOOK_SECRET: 's2',
          ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'true',
        },
        '/x',
      ),
    ).toMatchObject({
      sandboxSecrets: { keySecret: 's1', webhookSecret: 's2' },
      allowSandboxPaymentsInProduction: true,
    });
  });

  it('reads every variable, resolving paths against the working directory', () => {
    const env = parseEnv(
      {
        PORT: '8080',
        DATA_DIR: 'var/data',
        PUBLIC_ORIGIN: 'https://thumbforge.app, http://localhost:5173',
        SUPPORT_EMAIL: 'help@example.com',
        NODE_ENV: 'production',
        ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: 'true',
        WEB_DIST: '/opt/web',
      },
      '/srv/app',
    );
    expect(env).toMatchObject({
      port: 8080,
      dataDir: '/srv/app/var/data',
      publicOrigins: ['https://thumbforge.app', 'http://localhost:5173'],
      publicOriginsSet: true,
      supportEmail: 'help@example.com',
      nodeEnv: 'production',
      allowLocalIdentityInProduction: true,
      webDist: '/opt/web',
    });
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ PORT: '', PUBLIC_ORIGIN: '', SUPPORT_EMAIL: '' }, '/x')).toMatchObject({
      port: 3000,
      publicOriginsSet: false,
      supportEmail: 'support@thumbforge.app',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_ORIGIN: 'https://thumbforge.app/' }, /PUBLIC_ORIGIN.*must be an origin/],
    [{ PUBLIC_ORIGIN: 'thumbforge.app' }, /PUBLIC_ORIGIN/],
    [{ SUPPORT_EMAIL: 'nobody' }, /SUPPORT_EMAIL: must be an email address/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes' }, /ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION/],
  ])('refuses %o with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source, '/x')).toThrow(message);
  });
});
