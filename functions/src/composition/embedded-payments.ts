import { join } from 'node:path';
import { API_PATHS, API_PREFIX, type RuntimeConfig } from '@thumbforge/contract';
import { createHttpWebhookSender } from '../adapters/sandbox/http-webhook-sender.js';
import { createSandboxPaymentGateway } from '../adapters/sandbox/sandbox-payment-gateway.js';
import { loadOrCreateSandboxSecrets } from '../adapters/sandbox/sandbox-secrets.js';
import type { SqliteDatabase } from '../adapters/sqlite/sqlite-database.js';
import { createSqlitePaymentStore } from '../adapters/sqlite/sqlite-payment-store.js';
import { createPdfkitReceiptRenderer } from '../adapters/pdf/pdfkit-receipt-renderer.js';
import { createRazorpayPaymentGateway } from '../adapters/razorpay/razorpay-payment-gateway.js';
import type { SandboxCheckoutPorts } from '../core/payments/pay-in-sandbox.js';
import type { PaymentPorts } from '../core/payments/payment-ports.js';
import type { PaymentStore } from '../core/ports/payment-store.port.js';
import type { Env } from './env.js';

function localDatabase(db: SqliteDatabase | null): SqliteDatabase {
  if (!db)
    throw new Error('the sandbox gateway and the SQLite payment store need the local database');
  return db;
}

interface EmbeddedPayments {
  ports: PaymentPorts;
  /** Present only with the sandbox gateway; mounts `/sandbox/razorpay/pay`. */
  sandboxCheckout?: SandboxCheckoutPorts;
  checkout: RuntimeConfig['checkout'];
  bannerLines: string[];
}

interface EmbeddedPaymentsOptions {
  /** The public key id the sandbox answers with. */
  sandboxKeyId: string;
  now?: () => Date;
  /** The orders' store; the SQLite one over `db` otherwise. */
  store?: PaymentStore;
  /** Where this API answers, for the sandbox's webhooks; this server on 127.0.0.1 otherwise. */
  apiOrigin?: string;
}

/** Where the sandbox delivers its webhooks: this API's own route, over HTTP like Razorpay. */
function webhookUrl(apiOrigin: string): string {
  return `${apiOrigin}${API_PREFIX}${API_PATHS.paymentWebhook}`;
}

/**
 * Payments: real Razorpay when `env.razorpay` holds its keys, otherwise the sandbox gateway, which
 * keeps its own orders in the local SQLite database `db` (as Razorpay keeps its own) and refuses
 * NODE_ENV=production unless allowed.
 */
export function embeddedPayments(
  env: Env,
  db: SqliteDatabase | null,
  options: EmbeddedPaymentsOptions,
): EmbeddedPayments {
  const now = options.now ?? (() => new Date());
  const store = options.store ?? createSqlitePaymentStore(localDatabase(db));
  const common = {
    store,
    receipts: createPdfkitReceiptRenderer(),
    invoicing: env.invoicing,
    supportEmail: env.supportEmail,
    now,
  };

  if (env.razorpay) {
    const gateway = createRazorpayPaymentGateway(env.razorpay);
    return {
      ports: {
        ...common,
        gateway,
        secrets: { keySecret: env.razorpay.keySecret, webhookSecret: env.razorpay.webhookSecret },
      },
      checkout: { provider: 'razorpay', keyId: env.razorpay.keyId },
      bannerLines: [`Payments: Razorpay, key ${env.razorpay.keyId}.`],
    };
  }

  if (env.nodeEnv === 'production' && !env.allowSandboxPaymentsInProduction) {
    throw new Error(
      'The sandbox payment gateway takes no real money and refuses to start with ' +
        'NODE_ENV=production. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and ' +
        'RAZORPAY_WEBHOOK_SECRET, or ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=true if you really mean it.',
    );
  }
  const secrets = loadOrCreateSandboxSecrets(join(env.dataDir, 'keys'), env.sandboxSecrets);
  const sandbox = createSandboxPaymentGateway(localDatabase(db), options.sandboxKeyId, now);
  const missing = env.razorpayMissing.length
    ? [`Razorpay is not configured: ${env.razorpayMissing.join(', ')} unset.`]
    : [];
  return {
    ports: { ...common, gateway: sandbox, secrets },
    sandboxCheckout: {
      store,
      sandbox,
      webhooks: createHttpWebhookSender(
        webhookUrl(options.apiOrigin ?? `http://127.0.0.1:${env.port}`),
      ),
      secrets,
      now,
    },
    checkout: { provider: 'sandbox', keyId: options.sandboxKeyId },
    bannerLines: [
      ...missing,
      `Payments: SANDBOX gateway (key ${options.sandboxKeyId}); no real money moves.`,
    ],
  };
}
