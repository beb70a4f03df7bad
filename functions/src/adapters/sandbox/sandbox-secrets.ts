import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PaymentSecrets } from '../../core/payments/payment-ports.js';

const KEY_SECRET_FILE = 'sandbox-razorpay-key-secret';
const WEBHOOK_SECRET_FILE = 'sandbox-razorpay-webhook-secret';

/** A random secret kept in `file`, generated on first start; another process's write wins a race. */
function loadOrCreate(file: string): string {
  try {
    writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The sandbox gateway's key secret and webhook secret, from `keysDir` unless given. */
export function loadOrCreateSandboxSecrets(
  keysDir: string,
  given: Partial<PaymentSecrets> = {},
): PaymentSecrets {
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  return {
    keySecret: given.keySecret ?? loadOrCreate(join(keysDir, KEY_SECRET_FILE)),
    webhookSecret: given.webhookSecret ?? loadOrCreate(join(keysDir, WEBHOOK_SECRET_FILE)),
  };
}
