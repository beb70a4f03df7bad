import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCaptureLogger } from '../../test/support/capture-logger.js';
import { makeTempDir } from '../../test/support/temp-dir.js';
import { embeddedDeps, SANDBOX_CHECKOUT_KEY_ID } from './embedded.js';
import { parseEnv } from './env.js';

describe('embedded payments composition', () => {
  let temp: ReturnType<typeof makeTempDir>;
  const { logger } = createCaptureLogger();

  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  async function start(source: Record<string, string>) {
    const notices: string[] = [];
    const runtime = await embeddedDeps(parseEnv({ DATA_DIR: temp.dir, ...source }), {
      logger,
      announce: (text) => notices.push(text),
    });
    return { runtime, banner: notices.join('') };
  }

  it('runs the sandbox by default with secrets generated into DATA_DIR and kept', async () => {
    const first = await start({});
    const secrets = first.runtime.deps.payments.secrets;
    first.runtime.close();
    try {
      expect(first.runtime.deps.runtimeConfig.checkout).toEqual({
        provider: 'sandbox',
        keyId: SANDBOX_CHECKOUT_KEY_ID,
      });
      expect(first.runtime.deps.payments.gateway.keyId).toBe('rzp_test_sandbox');
      expect(first.runtime.deps.sandboxCheckout?.secrets).toEqual(secrets);
      expect(first.banner).toMatch(/Payments: SANDBOX gateway/);
      expect(secrets.keySecret).not.toBe(secrets.webhookSecret);
      expect(readFileSync(join(temp.dir, 'keys', 'sandbox-razorpay-key-secret'), 'utf8')).toBe(
        secrets.keySecret,
      );
    } finally {
      const again = await start({});
      expect(again.runtime.deps.payments.secrets).toEqual(secrets);
      again.runtime.close();
    }
  });

  it('takes the sandbox secrets from the environment when given', async () => {
    const { runtime } = await start({
      SANDBOX_RAZORPAY_KEY_SECRET: 'key-from-env',
      SANDBOX_RAZORPAY_WEBHOOK_SECRET: 'hook-from-env',
    });
    runtime.close();
    expect(runtime.deps.payments.secrets).toEqual({
      keySecret: 'key-from-env',
      webhookSecret: 'hook-from-env',
    });
  });

  it('uses Razorpay when all three variables are set, with its key id in the runtime config', async () => {
    const { runtime, banner } = await start({
      RAZORPAY_KEY_ID: 'rzp_test_real',
      RAZORPAY_KEY_SECRET: 'real-secret',
      RAZORPAY_WEBHOOK_SECRET: 'real-hook-secret',
    });
    runtime.close();
    expect(runtime.deps.runtimeConfig.checkout).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_real',
    });
    expect(runtime.deps.payments.secrets).toEqual({
      keySecret: 'real-secret',
      webhookSecret: 'real-hook-secret',
    });
    expect(runtime.deps.sandboxCheckout).toBeUndefined();
    expect(banner).toMatch(/Payments: Razorpay, key rzp_test_real/);
    expect(banner).not.toMatch(/SANDBOX/);
  });

  it('names the missing variables when Razorpay is configured only in part', async () => {
    const { runtime, banner } = await start({ RAZORPAY_KEY_ID: 'rzp_test_real' });
    runtime.close();
    expect(runtime.deps.runtimeConfig.checkout.provider).toBe('sandbox');
    expect(banner).toMatch(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET unset/);
  });

  it('refuses the sandbox with NODE_ENV=production unless allowed', async () => {
    await expect(
      start({ NODE_ENV: 'production', ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: 'true' }),
    ).rejects.toThrow(/sandbox payment gateway.*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true/s);

    const { runtime } = await start({
      NODE_ENV: 'production',
      ALLOW_LOCAL_IDENTITY_IN_PRODUCTION: 'true',
      RAZORPAY_KEY_ID: 'rzp_live_real',
      RAZORPAY_KEY_SECRET: 'real-secret',
      RAZORPAY_WEBHOOK_SECRET: 'real-hook-secret',
    });
    runtime.close();
    expect(runtime.deps.runtimeConfig.checkout.provider).toBe('razorpay');
  });
});
