import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { LIMITS_CONFIG, OPTIONS_CONFIG, PLAN_LIST, type RuntimeConfig } from '@thumbforge/contract';
import { createClerkIdentityDirectory } from '../adapters/clerk/clerk-identity-directory.js';
import { createClerkSessionVerifier } from '../adapters/clerk/clerk-session-verifier.js';
import {
  createCloudStorageFileStore,
  storageDownloadOrigin,
} from '../adapters/firebase/cloud-storage-file-store.js';
import { createFirebaseAuthTokenMinter } from '../adapters/firebase/firebase-auth-token-minter.js';
import { createFirestoreChatStore } from '../adapters/firebase/firestore-chat-store.js';
import { createFirestoreGenerationStore } from '../adapters/firebase/firestore-generation-store.js';
import { createFirestoreMessageStore } from '../adapters/firebase/firestore-message-store.js';
import { createFirestorePaymentRetention } from '../adapters/firebase/firestore-payment-retention.js';
import { createFirestorePaymentStore } from '../adapters/firebase/firestore-payment-store.js';
import { createFirestorePreferenceStore } from '../adapters/firebase/firestore-preference-store.js';
import { createFirestoreTokenLedger } from '../adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../adapters/firebase/firestore-user-store.js';
import { createNoopChangeNotifier } from '../adapters/firebase/noop-change-notifier.js';
import { createInMemoryRateLimiter } from '../adapters/embedded/in-memory-rate-limiter.js';
import { createLocalRenderer } from '../adapters/embedded/local-renderer/local-renderer.js';
import { createCanvasImageProcessor } from '../adapters/imaging/canvas-image-processor.js';
import { createJsonLogger } from '../adapters/logging/json-logger.js';
import { createPdfkitReceiptRenderer } from '../adapters/pdf/pdfkit-receipt-renderer.js';
import { createRazorpayPaymentGateway } from '../adapters/razorpay/razorpay-payment-gateway.js';
import {
  createVertexImageModel,
  type VertexImageModelOptions,
} from '../adapters/vertex/vertex-image-model.js';
import { createYazlZipWriter } from '../adapters/zip/yazl-zip-writer.js';
import type { ImageModel } from '../core/ports/image-model.port.js';
import type { Logger } from '../core/ports/logger.port.js';
import type { AppDeps } from '../http/app-deps.js';
import { parseFirebaseSettings, type FirebaseSettings } from './firebase-settings.js';
import { parseRateLimitRules } from './rate-limit-settings.js';

export interface FirebaseOptions {
  /** The Firebase app to use; the default app (created on first use) otherwise. */
  app?: App;
  logger?: Logger;
  /** The image model; otherwise Vertex AI when `VERTEX_PROJECT` is set, else the local renderer. */
  imageModel?: ImageModel;
  /** Where Vertex AI calls go and how they are signed: a local fake in tests, Google and ADC otherwise. */
  vertexConnection?: Pick<VertexImageModelOptions, 'baseUrl' | 'authClient'>;
}

/** The default app, configured by FIREBASE_CONFIG under Cloud Functions and the emulators. */
function defaultApp(storageBucket: string): App {
  return getApps()[0] ?? initializeApp({ storageBucket });
}

/** Vertex AI when configured; the local renderer, with a warning, until it is. */
function chooseImageModel(
  settings: FirebaseSettings,
  logger: Logger,
  options: FirebaseOptions,
): ImageModel {
  if (!settings.vertex) {
    logger.warn('image model: the local renderer (set VERTEX_PROJECT to use Vertex AI)');
    return createLocalRenderer();
  }
  logger.info('image model: Vertex AI', { ...settings.vertex });
  // Without an auth client the SDK uses Application Default Credentials: on Cloud Functions, the
  // function's service account (it needs the Vertex AI User role).
  return createVertexImageModel({ ...settings.vertex, ...options.vertexConnection, logger });
}

/**
 * The production runtime: Firestore, Cloud Storage, Clerk and Razorpay. Refuses to start, naming
 * every missing setting, before it touches any of them.
 */
export function firebaseDeps(
  source: Record<string, string | undefined> = process.env,
  options: FirebaseOptions = {},
): AppDeps {
  const settings = parseFirebaseSettings(source);
  const app = options.app ?? defaultApp(settings.storageBucket);
  const db = getFirestore(app);
  const notifier = createNoopChangeNotifier();
  const now = () => new Date();
  const logger = options.logger ?? createJsonLogger();
  const imageModel = options.imageModel ?? chooseImageModel(settings, logger, options);

  const runtimeConfig: RuntimeConfig = {
    mode: 'firebase',
    supportEmail: settings.supportEmail,
    plans: PLAN_LIST,
    options: OPTIONS_CONFIG,
    limits: LIMITS_CONFIG,
    auth: { provider: 'clerk', publishableKey: settings.clerk.publishableKey },
    checkout: { provider: 'razorpay', keyId: settings.razorpay.keyId },
    firebase: settings.firebaseWeb,
  };

  return {
    logger,
    runtimeConfig,
    sessions: createClerkSessionVerifier({
      key: settings.clerk.jwtKey
        ? { jwtKey: settings.clerk.jwtKey }
        : { secretKey: settings.clerk.secretKey },
      authorizedParties: settings.publicOrigins,
    }),
    users: createFirestoreUserStore(db),
    ledger: createFirestoreTokenLedger(db),
    directory: createClerkIdentityDirectory({ secretKey: settings.clerk.secretKey }),
    chats: createFirestoreChatStore(db),
    messages: createFirestoreMessageStore(db),
    files: createCloudStorageFileStore(
      getStorage(app).bucket(settings.storageBucket),
      storageDownloadOrigin(settings.storageEmulatorHost ?? undefined),
    ),
    notifier,
    now,
    payments: {
      store: createFirestorePaymentStore(db),
      gateway: createRazorpayPaymentGateway(settings.razorpay),
      secrets: {
        keySecret: settings.razorpay.keySecret,
        webhookSecret: settings.razorpay.webhookSecret,
      },
      receipts: createPdfkitReceiptRenderer(),
      supportEmail: settings.supportEmail,
      changes: notifier,
      now,
    },
    thumbnails: {
      model: imageModel,
      imaging: createCanvasImageProcessor(),
      generations: createFirestoreGenerationStore(db),
      zip: createYazlZipWriter(),
      variants: settings.imagesPerGeneration,
    },
    preferences: createFirestorePreferenceStore(db),
    paymentRecords: createFirestorePaymentRetention(db),
    identityWebhookSecret: settings.clerk.webhookSecret ?? undefined,
    firebaseTokens: createFirebaseAuthTokenMinter(getAuth(app)),
    // Counted per instance: Cloud Functions scales out, so each instance allows the full rate.
    rateLimits: { limiter: createInMemoryRateLimiter(), rules: parseRateLimitRules(source) },
  };
}
