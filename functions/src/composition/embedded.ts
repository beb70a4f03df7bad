import { join } from 'node:path';
import { LIMITS_CONFIG, OPTIONS_CONFIG, PLAN_LIST, type RuntimeConfig } from '@thumbforge/contract';
import { createClerkSessionVerifier } from '../adapters/clerk/clerk-session-verifier.js';
import { createDiskFileStore } from '../adapters/embedded/disk-file-store.js';
import { createHmacFileUrlSigner } from '../adapters/embedded/hmac-file-url-signer.js';
import { createInMemoryChangeBus } from '../adapters/embedded/in-memory-change-bus.js';
import { createInMemoryRateLimiter } from '../adapters/embedded/in-memory-rate-limiter.js';
import { createJoseSessionTokenSigner } from '../adapters/embedded/jose-session-token-signer.js';
import { createLocalIdentityDirectory } from '../adapters/embedded/local-identity-directory.js';
import { createLocalRenderer } from '../adapters/embedded/local-renderer/local-renderer.js';
import { loadOrCreateSessionKeyPair } from '../adapters/embedded/session-key-pair.js';
import { loadOrCreateSecretKey } from '../adapters/embedded/secret-key.js';
import { createSqliteChatStore } from '../adapters/embedded/sqlite-chat-store.js';
import { openDatabase } from '../adapters/embedded/sqlite-database.js';
import { createSqliteGenerationStore } from '../adapters/embedded/sqlite-generation-store.js';
import { createSqliteLocalAccountStore } from '../adapters/embedded/sqlite-local-account-store.js';
import { createSqliteMessageStore } from '../adapters/embedded/sqlite-message-store.js';
import { createSqlitePaymentRetention } from '../adapters/embedded/sqlite-payment-retention.js';
import { createSqlitePreferenceStore } from '../adapters/embedded/sqlite-preference-store.js';
import { createSqliteTokenLedger } from '../adapters/embedded/sqlite-token-ledger.js';
import { createSqliteUserStore } from '../adapters/embedded/sqlite-user-store.js';
import { createCanvasImageProcessor } from '../adapters/imaging/canvas-image-processor.js';
import { createJsonLogger } from '../adapters/logging/json-logger.js';
import { createYazlZipWriter } from '../adapters/zip/yazl-zip-writer.js';
import { sweepRetention } from '../core/accounts/sweep-retention.js';
import type { Logger } from '../core/ports/logger.port.js';
import { sweepStaleReservations } from '../core/thumbnails/sweep-stale-reservations.js';
import type { AppDeps } from '../http/app-deps.js';
import { embeddedPayments } from './embedded-payments.js';
import type { Env } from './env.js';

export interface EmbeddedRuntime {
  deps: AppDeps;
  /** Ends the open change streams, so the HTTP server can stop without waiting for them. */
  endStreams(): void;
  /** Closes the database; call once the HTTP server has stopped. */
  close(): void;
}

export interface EmbeddedOptions {
  logger?: Logger;
  /** Where human-facing notices go; stderr by default. */
  announce?: (text: string) => void;
}

export const SANDBOX_CHECKOUT_KEY_ID = 'rzp_test_sandbox';

export function embeddedDatabaseFile(dataDir: string): string {
  return join(dataDir, 'thumbforge.sqlite');
}

export function embeddedFilesDir(dataDir: string): string {
  return join(dataDir, 'files');
}

export const FILE_URL_KEY_FILE = 'file-url-signing.key';

function banner(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention sweep now and then daily while the server runs. A failed sweep is logged and
 * the next one tries again; the server keeps serving.
 */
function startRetentionSweeps(deps: AppDeps): { first: Promise<void>; stop: () => void } {
  const sweep = async () => {
    try {
      const summary = await sweepRetention(deps.now(), deps);
      const { expiredMessages, deletedPayments, deletedAccounts } = summary;
      if (expiredMessages + deletedPayments.length + deletedAccounts.length > 0) {
        deps.logger.info('retention sweep deleted data past its time', { ...summary });
      }
    } catch (error) {
      deps.logger.error('retention sweep failed; the next one retries', { error });
    }
  };
  const timer = setInterval(() => void sweep(), DAY_MS);
  timer.unref();
  return { first: sweep(), stop: () => clearInterval(timer) };
}

/** The offline runtime: SQLite in DATA_DIR and the local identity service. */
export async function embeddedDeps(
  env: Env,
  options: EmbeddedOptions = {},
): Promise<EmbeddedRuntime> {
  const announce = options.announce ?? ((text: string) => process.stderr.write(text));
  if (env.nodeEnv === 'production' && !env.allowLocalIdentityInProduction) {
    throw new Error(
      'The local identity service is for development and offline use and refuses to start with ' +
        'NODE_ENV=production. Configure Clerk, or set ALLOW_LOCAL_IDENTITY_IN_PRODUCTION=true ' +
        'if you really mean to run it in production.',
    );
  }

  const keysDir = join(env.dataDir, 'keys');
  const keys = loadOrCreateSessionKeyPair(keysDir);
  const fileUrls = createHmacFileUrlSigner(loadOrCreateSecretKey(keysDir, FILE_URL_KEY_FILE));
  const db = openDatabase(embeddedDatabaseFile(env.dataDir));
  try {
    const accounts = createSqliteLocalAccountStore(db);
    const payments = embeddedPayments(env, db, { sandboxKeyId: SANDBOX_CHECKOUT_KEY_ID });
    const runtimeConfig: RuntimeConfig = {
      mode: 'embedded',
      supportEmail: env.supportEmail,
      plans: PLAN_LIST,
      options: OPTIONS_CONFIG,
      limits: LIMITS_CONFIG,
      auth: { provider: 'local' },
      checkout: payments.checkout,
    };
    const logger = options.logger ?? createJsonLogger();
    const changes = createInMemoryChangeBus(logger);
    const generations = createSqliteGenerationStore(db);
    const deps: AppDeps = {
      logger,
      runtimeConfig,
      sessions: createClerkSessionVerifier({
        key: { jwtKey: keys.publicKeyPem },
        authorizedParties: env.publicOrigins,
      }),
      users: createSqliteUserStore(db),
      ledger: createSqliteTokenLedger(db),
      directory: createLocalIdentityDirectory(accounts),
      chats: createSqliteChatStore(db),
      messages: createSqliteMessageStore(db),
      files: createDiskFileStore(embeddedFilesDir(env.dataDir), fileUrls),
      notifier: changes,
      now: () => new Date(),
      changeFeed: changes,
      fileUrls,
      payments: { ...payments.ports, changes },
      thumbnails: {
        model: createLocalRenderer(),
        imaging: createCanvasImageProcessor(),
        generations,
        zip: createYazlZipWriter(),
        variants: env.imagesPerGeneration,
        modelTimeoutMs: env.generationTimeoutMs,
      },
      preferences: createSqlitePreferenceStore(db),
      paymentRecords: createSqlitePaymentRetention(db),
      sandboxCheckout: payments.sandboxCheckout,
      rateLimits: { limiter: createInMemoryRateLimiter(), rules: env.rateLimits },
      localIdentity: {
        accounts,
        signer: await createJoseSessionTokenSigner(keys),
        allowedOrigins: env.publicOrigins,
        now: () => new Date(),
      },
    };
    // A process that stopped mid-generation left its token reserved: give it back now.
    const refunded = await sweepStaleReservations(
      { generations, notifier: changes, now: deps.now },
      env.staleReservationMs,
    );
    if (refunded > 0)
      logger.warn('refunded generations a stopped process left pending', { refunded });
    const retention = startRetentionSweeps(deps);
    await retention.first;
    announce(
      banner([
        'ThumbForge embedded runtime: local identity and sandbox adapters are active.',
        'Accounts, sessions, tokens and chats live in SQLite, files on disk;',
        'no real sign-in or payment happens.',
        `Data directory: ${env.dataDir}`,
        `Allowed origins: ${env.publicOrigins.join(', ')}`,
        ...payments.bannerLines,
      ]),
    );
    return {
      deps,
      endStreams: () => changes.close(),
      close: () => {
        retention.stop();
        changes.close();
        db.close();
      },
    };
  } catch (error) {
    db.close();
    throw error;
  }
}
