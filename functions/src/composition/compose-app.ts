import { join } from 'node:path';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { getStorage } from 'firebase-admin/storage';
import {
  BRAND_FONTS,
  LIMITS,
  LIMITS_CONFIG,
  OPTIONS_CONFIG,
  PLAN_LIST,
  type RuntimeConfig,
} from '@thumbforge/contract';
import { createClerkIdentityDirectory } from '../adapters/clerk/clerk-identity-directory.js';
import { createClerkSessionVerifier } from '../adapters/clerk/clerk-session-verifier.js';
import { liveSessionVerifier } from '../core/local-identity/live-session-verifier.js';
import { createDiskFileStore } from '../adapters/disk/disk-file-store.js';
import { createHmacFileUrlSigner } from '../adapters/file-links/hmac-file-url-signer.js';
import { createSignedFileLinks } from '../adapters/file-links/signed-file-links.js';
import { createInMemoryChangeBus } from '../adapters/in-memory/in-memory-change-bus.js';
import { createInMemoryRateLimiter } from '../adapters/in-memory/in-memory-rate-limiter.js';
import { createJoseSessionTokenSigner } from '../adapters/local-identity/jose-session-token-signer.js';
import { createLocalIdentityDirectory } from '../adapters/local-identity/local-identity-directory.js';
import { createLocalRenderer } from '../adapters/local-renderer/local-renderer.js';
import { loadOrCreateSecretKey } from '../adapters/disk/secret-key.js';
import { loadOrCreateSessionKeyPair } from '../adapters/local-identity/session-key-pair.js';
import { createSqliteChangeLog } from '../adapters/sqlite/sqlite-change-log.js';
import { createSqliteChatStore } from '../adapters/sqlite/sqlite-chat-store.js';
import {
  createSqliteLateWorkQueue,
  type SqliteLateWorkQueueOptions,
} from '../adapters/sqlite/sqlite-late-work-queue.js';
import { createCloudTasksLateWorkQueue } from '../adapters/firebase/cloud-tasks-late-work-queue.js';
import { FUNCTION_REGION, LATE_WORK_FUNCTION } from '../config/firebase-project.js';
import { attemptDeadlineSeconds, runLateTask } from '../core/thumbnails/late-variants/index.js';
import type { LateWorkQueue } from '../core/ports/late-work-queue.port.js';
import type { GenerationPorts } from '../core/thumbnails/index.js';
import { openDatabase, type SqliteDatabase } from '../adapters/sqlite/sqlite-database.js';
import { createSqliteGenerationStore } from '../adapters/sqlite/sqlite-generation-store.js';
import { createSqlitePaintingReplyStore } from '../adapters/sqlite/sqlite-painting-reply-store.js';
import { createSqliteLocalAccountStore } from '../adapters/sqlite/sqlite-local-account-store.js';
import { createSqliteMessageStore } from '../adapters/sqlite/sqlite-message-store.js';
import { createSqlitePaymentRetention } from '../adapters/sqlite/sqlite-payment-retention.js';
import { createSqlitePaymentStore } from '../adapters/sqlite/sqlite-payment-store.js';
import { createSqlitePreferenceStore } from '../adapters/sqlite/sqlite-preference-store.js';
import { sharedPhotoAnalyser } from '../adapters/vision/photo-analyser.js';
import { createCanvasBrandImaging } from '../adapters/imaging/canvas-brand-imaging.js';
import { createSqliteApiKeyStore } from '../adapters/sqlite/sqlite-api-key-store.js';
import { createSqliteBrandKitStore } from '../adapters/sqlite/sqlite-brand-kit-store.js';
import { createSqliteTokenLedger } from '../adapters/sqlite/sqlite-token-ledger.js';
import { createSqliteUserStore } from '../adapters/sqlite/sqlite-user-store.js';
import { createCloudStorageFileStore } from '../adapters/firebase/cloud-storage-file-store.js';
import { createFirebaseAuthTokenMinter } from '../adapters/firebase/firebase-auth-token-minter.js';
import { createFirestoreChatStore } from '../adapters/firebase/firestore-chat-store.js';
import { createFirestoreGenerationStore } from '../adapters/firebase/firestore-generation-store.js';
import { createFirestorePaintingReplyStore } from '../adapters/firebase/firestore-painting-reply-store.js';
import { createFirestoreMessageStore } from '../adapters/firebase/firestore-message-store.js';
import { createFirestorePaymentRetention } from '../adapters/firebase/firestore-payment-retention.js';
import { createFirestorePaymentStore } from '../adapters/firebase/firestore-payment-store.js';
import { createFirestorePreferenceStore } from '../adapters/firebase/firestore-preference-store.js';
import { createFirestoreApiKeyStore } from '../adapters/firebase/firestore-api-key-store.js';
import { createFirestoreBrandKitStore } from '../adapters/firebase/firestore-brand-kit-store.js';
import { createFirestoreTokenLedger } from '../adapters/firebase/firestore-token-ledger.js';
import { createFirestoreUserStore } from '../adapters/firebase/firestore-user-store.js';
import { createFaceLikeness } from '../adapters/local-renderer/face-likeness.js';
import { createCanvasImageProcessor } from '../adapters/imaging/canvas-image-processor.js';
import { createPixelAdmission } from '../core/pixel-admission.js';
import { pixelWorkLimits } from './pixel-work-limits.js';
import { announcingStores } from '../adapters/live-feed/announcing-stores.js';
import { createJsonLogger } from '../adapters/logging/json-logger.js';
import {
  createVertexImageModel,
  VERTEX_EXPECTED_SECONDS,
  type VertexImageModelOptions,
} from '../adapters/vertex/vertex-image-model.js';
import type { RemoteModel } from '../core/thumbnails/index.js';
import { createYazlZipWriter } from '../adapters/zip/yazl-zip-writer.js';
import type { ChangeNotifier } from '../core/ports/change-notifier.port.js';
import type { ImageModel } from '../core/ports/image-model.port.js';
import type { Logger } from '../core/ports/logger.port.js';
import type { PaymentStore } from '../core/ports/payment-store.port.js';
import type { AppDeps } from '../http/app-deps.js';
import { withApiKeys } from '../core/api-keys/api-key-sessions.js';
import { embeddedPayments } from './embedded-payments.js';
import { currentInvoiceTerms } from '../core/payments/invoicing.js';
import type { Env } from './env.js';
import type { FirebaseSettings } from './firebase-settings.js';
import type { Host, PortChoices } from './port-choices.js';

export const SANDBOX_CHECKOUT_KEY_ID = 'rzp_test_sandbox';
export const FILE_URL_KEY_FILE = 'file-url-signing.key';

export function embeddedDatabaseFile(dataDir: string): string {
  return join(dataDir, 'thumbforge.sqlite');
}

export function embeddedFilesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

export interface ComposeOptions {
  /** The Firebase app to use; the default app (created on first use) otherwise. */
  app?: App;
  logger?: Logger;
  /** The renderer that answers first, instead of the local one (tests). */
  imageModel?: ImageModel;
  /** Where Vertex AI calls go and how they are signed: a local fake in tests, Google and ADC otherwise. */
  vertexConnection?: Pick<VertexImageModelOptions, 'baseUrl' | 'authClient'>;
  /** The embedded queue's retries (tests make a failure final at once). */
  lateWork?: Pick<SqliteLateWorkQueueOptions, 'attempts' | 'backoffMs'>;
}

interface Composition {
  deps: AppDeps;
  /** What a person starting the server should know: which local or sandbox adapters run. */
  bannerLines: string[];
  /** Ends the open change streams, so an HTTP server can stop without waiting for them. */
  endStreams(): void;
  /**
   * Starts running the embedded queue's tasks (the image model's late variants) with `ports`: the
   * app's, as finally built. On Cloud Functions the task-queue function runs them instead.
   */
  serveLateWork(ports: GenerationPorts): void;
  /** Lets the tasks running now finish and takes no more; call before `close`. */
  stopLateWork(): Promise<void>;
  /** Closes the local database, if one was opened; call once the HTTP server has stopped. */
  close(): void;
}

/**
 * Where work outliving its request waits: a table of the embedded database, run by the server
 * itself; Cloud Tasks, run by the task-queue function, on Cloud Functions.
 */
function lateWorkQueue(
  host: Host,
  open: { sqlite: () => SqliteDatabase; app: () => App },
  env: Env,
  logger: Logger,
  options: ComposeOptions,
): LateWorkQueue & { serve?(ports: GenerationPorts): void; stop?(): Promise<void> } {
  const deadlineSeconds = attemptDeadlineSeconds(env.generationTimeoutMs);
  if (host === 'function') {
    return createCloudTasksLateWorkQueue(getFunctions(open.app()), {
      functionName: `locations/${FUNCTION_REGION}/functions/${LATE_WORK_FUNCTION}`,
      dispatchDeadlineSeconds: deadlineSeconds,
    });
  }
  const queue = createSqliteLateWorkQueue(open.sqlite(), {
    logger,
    leaseMs: deadlineSeconds * 1000,
    ...options.lateWork,
  });
  return {
    ...queue,
    serve: (ports) => queue.serve((task, attempt) => runLateTask(task, attempt, ports)),
  };
}

/**
 * The embedded live feed: the in-process bus the change streams listen to, and, on SQLite, the
 * database's change log, so that the reconciler and the admin command (other processes on the
 * same file) reach the open streams too. The server's own writes reach its streams at once; the
 * tail brings those of other processes within its interval.
 */
function liveFeed(logger: Logger, sqlite: SqliteDatabase | null) {
  const bus = createInMemoryChangeBus(logger);
  if (!sqlite) return { bus, announce: bus, stop: () => bus.close() };
  const log = createSqliteChangeLog(sqlite, logger);
  const tail = log.tail(bus);
  return {
    bus,
    announce: {
      publish(userId, change) {
        bus.publish(userId, change);
        log.publish(userId, change);
      },
    } satisfies ChangeNotifier,
    stop: () => {
      tail.stop();
      log.flush();
      bus.close();
    },
  };
}

/** The stores of the chosen database. */
function databasePorts(
  choices: PortChoices,
  open: { sqlite: () => SqliteDatabase; firestore: () => Firestore },
) {
  if (choices.database === 'firestore') {
    const db = open.firestore();
    return {
      users: createFirestoreUserStore(db),
      ledger: createFirestoreTokenLedger(db),
      chats: createFirestoreChatStore(db),
      messages: createFirestoreMessageStore(db),
      generations: createFirestoreGenerationStore(db),
      paintingReplies: createFirestorePaintingReplyStore(db),
      preferences: createFirestorePreferenceStore(db),
      brandKits: createFirestoreBrandKitStore(db),
      apiKeys: createFirestoreApiKeyStore(db),
      paymentStore: createFirestorePaymentStore(db) as PaymentStore,
      paymentRecords: createFirestorePaymentRetention(db),
    };
  }
  const db = open.sqlite();
  return {
    users: createSqliteUserStore(db),
    ledger: createSqliteTokenLedger(db),
    chats: createSqliteChatStore(db),
    messages: createSqliteMessageStore(db),
    generations: createSqliteGenerationStore(db),
    paintingReplies: createSqlitePaintingReplyStore(db),
    preferences: createSqlitePreferenceStore(db),
    brandKits: createSqliteBrandKitStore(db),
    apiKeys: createSqliteApiKeyStore(db),
    paymentStore: createSqlitePaymentStore(db) as PaymentStore,
    paymentRecords: createSqlitePaymentRetention(db),
  };
}

/**
 * What paints: the local renderer (a real compositor, no network) answers every generation in
 * seconds; with Vertex AI configured, Gemini paints its own variants too, which join each reply
 * as they arrive.
 */
function imagePainters(
  choices: PortChoices,
  settings: FirebaseSettings,
  logger: Logger,
  options: ComposeOptions,
): { model: ImageModel; remote?: RemoteModel } {
  const model = options.imageModel ?? createLocalRenderer({ logger });
  if (choices.imageModel === 'local' || !settings.vertex) {
    logger.warn(
      'image model: the local renderer only (IMAGE_MODEL=vertex with VERTEX_PROJECT or VERTEX_API_KEY adds Vertex AI)',
    );
    return { model };
  }
  const { apiKey, ...shown } = { apiKey: undefined, ...settings.vertex };
  logger.info('image model: the local renderer, then Vertex AI', {
    ...shown,
    auth: apiKey ? 'api key' : 'service account',
  });
  // Without a key or an auth client the SDK uses Application Default Credentials: on Cloud
  // Functions, the function's service account (it needs the Vertex AI User role).
  const vertex = createVertexImageModel({
    ...settings.vertex,
    ...options.vertexConnection,
    logger,
  });
  return {
    model,
    remote: {
      model: vertex,
      expectedSeconds: VERTEX_EXPECTED_SECONDS,
    },
  };
}

/**
 * The one composition root: builds each port from the adapter the table chose for it. The
 * settings were checked against the choices before (parseFirebaseSettings), so every setting a
 * choice needs is here. A local SQLite database in DATA_DIR is opened only when something local
 * needs it: the SQLite stores, the local identity's accounts or the sandbox gateway's orders (the
 * last two play Clerk's and Razorpay's own records, apart from the app's database).
 */
export async function composeApp(
  host: Host,
  choices: PortChoices,
  env: Env,
  settings: FirebaseSettings,
  options: ComposeOptions = {},
): Promise<Composition> {
  const logger = options.logger ?? createJsonLogger();
  const now = () => new Date();
  const keysDir = join(env.dataDir, 'keys');
  let sqlite: SqliteDatabase | undefined;
  const openSqlite = () => (sqlite ??= openDatabase(embeddedDatabaseFile(env.dataDir)));
  let app: App | undefined;
  const firebaseApp = () =>
    (app ??=
      options.app ??
      getApps()[0] ??
      initializeApp({
        projectId: settings.projectId ?? undefined,
        storageBucket: settings.storageBucket ?? undefined,
      }));

  if (
    choices.identity === 'local' &&
    env.nodeEnv === 'production' &&
    !env.allowLocalIdentityInProduction
  ) {
    throw new Error(
      'The local identity service is for development and offline use and refuses to start with ' +
        'NODE_ENV=production. Configure Clerk, or set ALLOW_LOCAL_IDENTITY_IN_PRODUCTION=true ' +
        'if you really mean to run it in production.',
    );
  }

  let feed: ReturnType<typeof liveFeed> | undefined;
  try {
    const stored = databasePorts(choices, {
      sqlite: openSqlite,
      firestore: () => getFirestore(firebaseApp()),
    });
    // Live data: the server's own change stream, fed by every write of the stores, or the
    // browser's Firestore listeners (the writes themselves are the news: nothing is wrapped).
    feed =
      choices.liveData === 'sse'
        ? liveFeed(logger, choices.database === 'sqlite' ? openSqlite() : null)
        : undefined;
    const database = feed ? announcingStores(stored, feed.announce) : stored;

    // Identity: the local service (accounts in SQLite, RS256 session tokens) or Clerk; both are
    // verified by the same verifyToken call.
    const identity =
      choices.identity === 'local'
        ? await (async () => {
            const keys = loadOrCreateSessionKeyPair(keysDir);
            const accounts = createSqliteLocalAccountStore(openSqlite());
            return {
              sessions: liveSessionVerifier(
                createClerkSessionVerifier({
                  key: { jwtKey: keys.publicKeyPem },
                  authorizedParties: env.publicOrigins,
                }),
                { accounts, now },
              ),
              directory: createLocalIdentityDirectory(accounts),
              auth: { provider: 'local' } as const,
              localIdentity: {
                accounts,
                signer: await createJoseSessionTokenSigner(keys),
                allowedOrigins: env.publicOrigins,
                now,
              },
              identityWebhookSecret: undefined,
            };
          })()
        : (() => {
            const clerk = settings.clerk!;
            return {
              sessions: createClerkSessionVerifier({
                key: clerk.jwtKey ? { jwtKey: clerk.jwtKey } : { secretKey: clerk.secretKey },
                authorizedParties: env.publicOrigins,
              }),
              directory: createClerkIdentityDirectory({ secretKey: clerk.secretKey }),
              auth: { provider: 'clerk', publishableKey: clerk.publishableKey } as const,
              localIdentity: undefined,
              identityWebhookSecret: clerk.webhookSecret ?? undefined,
            };
          })();

    // Every instance that serves a file must check the link another signed: the function's
    // instances share FILE_LINK_KEY; one process on its own disk keeps a key file.
    const fileUrls = createHmacFileUrlSigner(
      settings.fileLinkKey
        ? Buffer.from(settings.fileLinkKey, 'utf8')
        : loadOrCreateSecretKey(keysDir, FILE_URL_KEY_FILE),
    );
    const files =
      choices.files === 'disk'
        ? createDiskFileStore(embeddedFilesDir(env.dataDir))
        : createCloudStorageFileStore(getStorage(firebaseApp()).bucket(settings.storageBucket!));

    // The sandbox delivers its webhooks over HTTP to this API, like Razorpay: on the server
    // directly, behind Hosting through the public origin.
    const payments = embeddedPayments(
      { ...env, razorpay: choices.payments === 'razorpay' ? env.razorpay : null },
      choices.payments === 'sandbox' ? openSqlite() : null,
      {
        sandboxKeyId: SANDBOX_CHECKOUT_KEY_ID,
        store: database.paymentStore,
        apiOrigin: host === 'server' ? `http://127.0.0.1:${env.port}` : env.publicOrigins[0],
      },
    );

    const painters = imagePainters(choices, settings, logger, options);
    const lateWork = lateWorkQueue(
      host,
      { sqlite: openSqlite, app: firebaseApp },
      env,
      logger,
      options,
    );
    const runtimeConfig: RuntimeConfig = {
      mode: host === 'server' ? 'embedded' : 'firebase',
      supportEmail: env.supportEmail,
      plans: PLAN_LIST,
      options: OPTIONS_CONFIG,
      brandFonts: BRAND_FONTS,
      limits: LIMITS_CONFIG,
      auth: identity.auth,
      checkout: payments.checkout,
      billing: { required: currentInvoiceTerms(env.invoicing) !== null },
      ...(choices.liveData === 'firestore' && settings.firebaseWeb
        ? { firebase: settings.firebaseWeb }
        : {}),
      ...(painters.remote
        ? { imageModel: { expectedSeconds: painters.remote.expectedSeconds } }
        : {}),
    };

    const deps: AppDeps = {
      logger,
      runtimeConfig,
      sessions: withApiKeys(identity.sessions, {
        apiKeys: database.apiKeys,
        users: database.users,
      }),
      apiKeys: database.apiKeys,
      users: database.users,
      ledger: database.ledger,
      directory: identity.directory,
      chats: database.chats,
      messages: database.messages,
      files,
      now,
      payments: payments.ports,
      thumbnails: {
        ...painters,
        lateWork,
        imaging: createCanvasImageProcessor(),
        likeness: createFaceLikeness({ logger }),
        generations: database.generations,
        paintingReplies: database.paintingReplies,
        zip: createYazlZipWriter(),
        variants: env.imagesPerGeneration,
        modelTimeoutMs: env.generationTimeoutMs,
      },
      pixelWork: createPixelAdmission(pixelWorkLimits(env.pixelQueueTimeoutMs)),
      uploadDeadlineMs: env.requestDeadlines.requestMs,
      freeStorageBytes: LIMITS.freeStorageMaxBytes,
      preferences: database.preferences,
      brandKits: database.brandKits,
      brandImaging: createCanvasBrandImaging(() => sharedPhotoAnalyser(logger)),
      paymentRecords: database.paymentRecords,
      identityWebhookSecret: identity.identityWebhookSecret,
      localIdentity: identity.localIdentity,
      changes: feed?.bus,
      fileUrls,
      fileLinks: createSignedFileLinks(fileUrls),
      sandboxCheckout: payments.sandboxCheckout,
      firebaseTokens:
        choices.liveData === 'firestore'
          ? createFirebaseAuthTokenMinter(getAuth(firebaseApp()))
          : undefined,
      // Counted per process: Cloud Functions scales out, so each instance allows the full rate.
      rateLimits: { limiter: createInMemoryRateLimiter(), rules: env.rateLimits },
    };
    return {
      deps,
      bannerLines: payments.bannerLines,
      endStreams: () => feed?.bus.close(),
      serveLateWork: (ports) => lateWork.serve?.(ports),
      stopLateWork: async () => lateWork.stop?.(),
      close: () => {
        feed?.stop();
        sqlite?.close();
      },
    };
  } catch (error) {
    feed?.stop();
    sqlite?.close();
    throw error;
  }
}
