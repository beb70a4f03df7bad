import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { createClerkIdentityDirectory } from '../adapters/clerk/clerk-identity-directory.js';
import { createDiskFileStore } from '../adapters/disk/disk-file-store.js';
import { createLocalIdentityDirectory } from '../adapters/local-identity/local-identity-directory.js';
import { createSqliteChangeLog } from '../adapters/sqlite/sqlite-change-log.js';
import { createSqliteChatStore } from '../adapters/sqlite/sqlite-chat-store.js';
import { openDatabase } from '../adapters/sqlite/sqlite-database.js';
import { createSqliteLocalAccountStore } from '../adapters/sqlite/sqlite-local-account-store.js';
import { createSqliteMessageStore } from '../adapters/sqlite/sqlite-message-store.js';
import { createSqlitePaymentRetention } from '../adapters/sqlite/sqlite-payment-retention.js';
import { createSqlitePaymentStore } from '../adapters/sqlite/sqlite-payment-store.js';
import { createSqliteTokenLedger } from '../adapters/sqlite/sqlite-token-ledger.js';
import { createSqliteApiKeyStore } from '../adapters/sqlite/sqlite-api-key-store.js';
import { createSqliteUserStore } from '../adapters/sqlite/sqlite-user-store.js';
import { createCloudStorageFileStore } from '../adapters/firebase/cloud-storage-file-store.js';
import { createFirestoreChatStore } from '../adapters/firebase/firestore-chat-store.js';
import { createFirestoreMessageStore } from '../adapters/firebase/firestore-message-store.js';
import { createFirestorePaymentRetention } from '../adapters/firebase/firestore-payment-retention.js';
import { createFirestorePaymentStore } from '../adapters/firebase/firestore-payment-store.js';
import { createFirestoreTokenLedger } from '../adapters/firebase/firestore-token-ledger.js';
import { createFirestoreApiKeyStore } from '../adapters/firebase/firestore-api-key-store.js';
import { createFirestoreUserStore } from '../adapters/firebase/firestore-user-store.js';
import { announcingStores } from '../adapters/live-feed/announcing-stores.js';
import { createJsonLogger } from '../adapters/logging/json-logger.js';
import { createRazorpayPaymentGateway } from '../adapters/razorpay/razorpay-payment-gateway.js';
import type { AdminPorts } from '../admin/admin-command.js';
import { InvalidInput } from '../core/errors.js';
import type { IdentityDirectory } from '../core/ports/identity-directory.port.js';
import type { PaymentGateway } from '../core/ports/payment-gateway.port.js';
import { embeddedDatabaseFile, embeddedFilesDir, SANDBOX_CHECKOUT_KEY_ID } from './embedded.js';
import { embeddedPayments } from './embedded-payments.js';
import { envOf } from './env.js';
import { projectIdOf, projectStorageBucket } from '../config/firebase-project.js';
import { readConfig, type Source } from '../config/read-config.js';
import type { Config } from '../config/variables.js';

export interface AdminRuntime {
  ports: AdminPorts;
  close(): Promise<void> | void;
}

interface AdminRuntimeOptions {
  now?: () => Date;
  /** Where Razorpay's API lives: a local fake in tests. */
  razorpayApiBaseUrl?: string;
  /** Where Clerk's Backend API lives: a local fake in tests. */
  clerkApiUrl?: string;
}

/** The project Firestore is configured for, as firebase-admin finds it; null means SQLite. */
function firestoreProject(config: Config): string | null {
  const project = projectIdOf(config);
  if (project) return project;
  if (config.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is set: set GCLOUD_PROJECT to the emulator project too',
    );
  }
  return null;
}

/** Refunds need Razorpay's API keys; everything else works without them. */
function gatewayWithout(missing: string[]): PaymentGateway {
  const refuse = (): never => {
    throw new InvalidInput(`Razorpay is not configured: set ${missing.join(' and ')}`);
  };
  return { keyId: '', createOrder: refuse, paymentsOfOrder: refuse, refund: refuse };
}

function razorpayGateway(config: Config, options: AdminRuntimeOptions): PaymentGateway {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret } = config;
  if (!keyId || !keySecret) {
    return gatewayWithout(
      (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const).filter((name) => !config[name]),
    );
  }
  return createRazorpayPaymentGateway({ keyId, keySecret, apiBaseUrl: options.razorpayApiBaseUrl });
}

/** Deleting a closed account deletes its Clerk user too, which needs Clerk's secret key. */
function clerkDirectory(config: Config, options: AdminRuntimeOptions): IdentityDirectory {
  const secretKey = config.CLERK_SECRET_KEY;
  if (secretKey) return createClerkIdentityDirectory({ secretKey, apiUrl: options.clerkApiUrl });
  const refuse = (): never => {
    throw new Error('Clerk is not configured: set CLERK_SECRET_KEY');
  };
  return { findProfile: refuse, deleteIdentity: refuse };
}

/** Logs of the admin's own run go to stderr; stdout is the command's answer. */
const stderrLogger = () =>
  createJsonLogger({ write: (_level, line) => process.stderr.write(`${line}\n`) });

/**
 * The admin commands' ports: Firestore when the environment configures a Firebase project (the
 * emulator or production, with Razorpay for refunds), otherwise the embedded SQLite database in
 * DATA_DIR with the same payments wiring as the server (the sandbox unless Razorpay is set).
 */
export async function adminRuntime(
  source?: Source,
  options: AdminRuntimeOptions = {},
): Promise<AdminRuntime> {
  const now = options.now ?? (() => new Date());
  const config = readConfig(source);
  const project = firestoreProject(config);
  if (project) {
    const bucket = projectStorageBucket(config, project);
    const app = initializeApp({ projectId: project, storageBucket: bucket }, `admin-${Date.now()}`);
    const db = getFirestore(app);
    const users = createFirestoreUserStore(db, now);
    return {
      ports: {
        database: `Firestore, project ${project}${config.FIRESTORE_EMULATOR_HOST ? ` (emulator ${config.FIRESTORE_EMULATOR_HOST})` : ''}`,
        users,
        ledger: createFirestoreTokenLedger(db, now),
        payments: {
          store: createFirestorePaymentStore(db),
          gateway: razorpayGateway(config, options),
          now,
        },
        now,
        localIdentity: null,
        retention: {
          users,
          directory: clerkDirectory(config, options),
          chats: createFirestoreChatStore(db),
          messages: createFirestoreMessageStore(db),
          files: createCloudStorageFileStore(getStorage(app).bucket(bucket)),
          paymentRecords: createFirestorePaymentRetention(db),
          apiKeys: createFirestoreApiKeyStore(db),
          logger: stderrLogger(),
        },
      },
      close: () => deleteApp(app),
    };
  }

  const env = envOf(config);
  const file = embeddedDatabaseFile(env.dataDir);
  const db = openDatabase(file);
  const logger = stderrLogger();
  // The server's open tabs are in another process: what a command writes reaches them through
  // the database's change log, which the server tails.
  const changes = createSqliteChangeLog(db, logger);
  try {
    const stores = announcingStores(
      {
        users: createSqliteUserStore(db, now),
        ledger: createSqliteTokenLedger(db, now),
        chats: createSqliteChatStore(db),
        messages: createSqliteMessageStore(db),
        paymentStore: createSqlitePaymentStore(db),
        paymentRecords: createSqlitePaymentRetention(db),
      },
      changes,
    );
    const { ports: payments } = embeddedPayments(env, db, {
      sandboxKeyId: SANDBOX_CHECKOUT_KEY_ID,
      now,
      store: stores.paymentStore,
    });
    const accounts = createSqliteLocalAccountStore(db);
    return {
      ports: {
        database: `SQLite, ${file}`,
        users: stores.users,
        ledger: stores.ledger,
        payments: { store: payments.store, gateway: payments.gateway, now },
        now,
        localIdentity: { accounts, appOrigin: env.publicOrigins[0] ?? '' },
        retention: {
          users: stores.users,
          directory: createLocalIdentityDirectory(accounts),
          chats: stores.chats,
          messages: stores.messages,
          files: createDiskFileStore(embeddedFilesDir(env.dataDir)),
          paymentRecords: stores.paymentRecords,
          apiKeys: createSqliteApiKeyStore(db),
          logger,
        },
      },
      close: () => {
        changes.flush();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
