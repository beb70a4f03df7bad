import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { openDatabase } from '../adapters/embedded/sqlite-database.js';
import { createSqliteTokenLedger } from '../adapters/embedded/sqlite-token-ledger.js';
import { createSqliteUserStore } from '../adapters/embedded/sqlite-user-store.js';
import { createFirestorePaymentStore } from '../adapters/firebase/firestore-payment-store.js';
import { createFirestoreTokenLedger } from '../adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../adapters/firebase/firestore-user-store.js';
import { createRazorpayPaymentGateway } from '../adapters/razorpay/razorpay-payment-gateway.js';
import type { AdminPorts } from '../admin/admin-command.js';
import type { PaymentGateway } from '../core/ports/payment-gateway.port.js';
import { embeddedDatabaseFile, SANDBOX_CHECKOUT_KEY_ID } from './embedded.js';
import { embeddedPayments } from './embedded-payments.js';
import { parseEnv } from './env.js';

type Source = Record<string, string | undefined>;

export interface AdminRuntime {
  ports: AdminPorts;
  close(): Promise<void> | void;
}

export interface AdminRuntimeOptions {
  now?: () => Date;
  /** Where Razorpay's API lives: a local fake in tests. */
  razorpayApiBaseUrl?: string;
}

/** The project Firestore is configured for, as firebase-admin finds it; null means SQLite. */
export function firestoreProject(source: Source): string | null {
  let fromConfig: unknown;
  try {
    fromConfig = source.FIREBASE_CONFIG ? JSON.parse(source.FIREBASE_CONFIG).projectId : undefined;
  } catch {
    fromConfig = undefined;
  }
  const project =
    (typeof fromConfig === 'string' && fromConfig) ||
    source.GCLOUD_PROJECT ||
    source.GOOGLE_CLOUD_PROJECT;
  if (project) return project;
  if (source.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is set: set GCLOUD_PROJECT to the emulator project too',
    );
  }
  return null;
}

/** Refunds need Razorpay's API keys; everything else works without them. */
function gatewayWithout(missing: string[]): PaymentGateway {
  const refuse = (): never => {
    throw new Error(`Razorpay is not configured: set ${missing.join(' and ')}`);
  };
  return { keyId: '', createOrder: refuse, paymentsOfOrder: refuse, refund: refuse };
}

function razorpayGateway(source: Source, options: AdminRuntimeOptions): PaymentGateway {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = source;
  if (!keyId || !keySecret) {
    return gatewayWithout(
      ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'].filter((name) => !source[name]),
    );
  }
  return createRazorpayPaymentGateway({ keyId, keySecret, apiBaseUrl: options.razorpayApiBaseUrl });
}

/**
 * The admin commands' ports: Firestore when the environment configures a Firebase project (the
 * emulator or production, with Razorpay for refunds), otherwise the embedded SQLite database in
 * DATA_DIR with the same payments wiring as the server (the sandbox unless Razorpay is set).
 */
export async function adminRuntime(
  source: Source = process.env,
  options: AdminRuntimeOptions = {},
): Promise<AdminRuntime> {
  const now = options.now ?? (() => new Date());
  const project = firestoreProject(source);
  if (project) {
    const app = initializeApp({ projectId: project }, `admin-${Date.now()}`);
    const db = getFirestore(app);
    return {
      ports: {
        database: `Firestore, project ${project}${source.FIRESTORE_EMULATOR_HOST ? ` (emulator ${source.FIRESTORE_EMULATOR_HOST})` : ''}`,
        users: createFirestoreUserStore(db, now),
        ledger: createFirestoreTokenLedger(db, now),
        payments: {
          store: createFirestorePaymentStore(db),
          gateway: razorpayGateway(source, options),
          now,
        },
        now,
      },
      close: () => deleteApp(app),
    };
  }

  const env = parseEnv(source);
  const file = embeddedDatabaseFile(env.dataDir);
  const db = openDatabase(file);
  try {
    const { ports: payments } = embeddedPayments(env, db, {
      sandboxKeyId: SANDBOX_CHECKOUT_KEY_ID,
      now,
    });
    return {
      ports: {
        database: `SQLite, ${file}`,
        users: createSqliteUserStore(db, now),
        ledger: createSqliteTokenLedger(db, now),
        payments: { store: payments.store, gateway: payments.gateway, now },
        now,
      },
      close: () => {
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
