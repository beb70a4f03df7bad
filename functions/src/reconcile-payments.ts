import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { announcingPaymentStore } from './adapters/live-feed/announcing-stores.js';
import { createSqliteChangeLog } from './adapters/sqlite/sqlite-change-log.js';
import { openDatabase } from './adapters/sqlite/sqlite-database.js';
import { createSqlitePaymentStore } from './adapters/sqlite/sqlite-payment-store.js';
import { createSqliteUserStore } from './adapters/sqlite/sqlite-user-store.js';
import { createJsonLogger } from './adapters/logging/json-logger.js';
import { embeddedDatabaseFile, SANDBOX_CHECKOUT_KEY_ID } from './composition/embedded.js';
import { embeddedPayments } from './composition/embedded-payments.js';
import { parseEnv } from './composition/env.js';
import type { Logger } from './core/ports/logger.port.js';
import { reconcilePayments, type ReconcileSummary } from './core/payments/reconcile-payments.js';

export const DEFAULT_OLDER_THAN_MINUTES = 15;

export interface ReconcileCommandOptions {
  argv?: string[];
  env?: Record<string, string | undefined>;
  now?: () => Date;
  /** Where a failed check is reported with its cause; JSON lines by default. */
  logger?: Logger;
}

/**
 * `node functions/lib/reconcile-payments.js [--older-than-minutes N]`: settles orders of the
 * embedded database left `created` for N minutes or more (and less than 48 hours, newest first)
 * by asking the gateway for their payments, and marks older unpaid ones `expired`. Safe to run
 * beside the server and as often as wanted: a credit happens once. What it changes goes to the
 * database's change log, which the server tails: the buyer's open tabs see the tokens arrive.
 */
export async function runReconcilePayments(
  options: ReconcileCommandOptions = {},
): Promise<ReconcileSummary> {
  const { values } = parseArgs({
    args: options.argv ?? process.argv.slice(2),
    options: { 'older-than-minutes': { type: 'string' } },
  });
  const minutes = Number(values['older-than-minutes'] ?? DEFAULT_OLDER_THAN_MINUTES);
  if (!Number.isFinite(minutes) || minutes < 0) {
    throw new Error('--older-than-minutes must be a number of minutes, 0 or more');
  }
  const env = parseEnv(options.env);
  const db = openDatabase(embeddedDatabaseFile(env.dataDir));
  const logger = options.logger ?? createJsonLogger();
  const changes = createSqliteChangeLog(db, logger);
  try {
    const { ports } = embeddedPayments(env, db, {
      sandboxKeyId: SANDBOX_CHECKOUT_KEY_ID,
      now: options.now,
      store: announcingPaymentStore(createSqlitePaymentStore(db), changes),
    });
    // Users are read only, to refund a payment their closed account completed.
    const users = createSqliteUserStore(db);
    return await reconcilePayments({ olderThanMinutes: minutes }, { ...ports, users, logger });
  } finally {
    changes.flush();
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runReconcilePayments().then(
    (summary) => process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
