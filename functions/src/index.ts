import type { Express } from 'express';
import { onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { onTaskDispatched } from 'firebase-functions/tasks';
import { MESSAGES } from '@thumbforge/contract';
import { FUNCTION_REGION } from './config/firebase-project.js';
import { createFunctionsLogger } from './adapters/logging/functions-logger.js';
import { runDispatchedTask } from './composition/late-work-function.js';
import {
  LATE_TASK_ATTEMPTS,
  LATE_TASK_BACKOFF_SECONDS,
} from './core/thumbnails/late-variants/index.js';
import { FUNCTION_SECRETS, functionEnvironment } from './config/function-params.js';
import { readConfig } from './config/read-config.js';
import { firebaseDeps, firebaseHttpOptions } from './composition/firebase.js';
import { runMaintenance, runRetention } from './composition/maintenance.js';
import type { AppDeps } from './http/app-deps.js';
import { createApp } from './http/create-app.js';

const REGION = FUNCTION_REGION;
const SECRETS = [...FUNCTION_SECRETS];

let deps: Promise<AppDeps> | undefined;
let app: Promise<Express> | undefined;

/** Param values exist only at runtime, so the adapters are composed on first use. */
function runtimeDeps(): Promise<AppDeps> {
  deps ??= firebaseDeps(functionEnvironment(), { logger: createFunctionsLogger() });
  return deps;
}

function apiApp(): Promise<Express> {
  // Behind Hosting and Google's front end: the client's address is in X-Forwarded-For.
  app ??= runtimeDeps().then((ready) =>
    createApp(ready, firebaseHttpOptions(readConfig(functionEnvironment(), 'function'))),
  );
  return app;
}

/** The whole API behind the Hosting rewrite `/api/v1/**` (docs/architecture.md section 2). */
export const api = onRequest(
  {
    region: REGION,
    secrets: SECRETS,
    // Measured by `npm run bench -- load` (README, "Sizing the function"): the process idles near
    // 560 MB after its first generation (the analysis thread's models, one render thread per
    // core) and peaks near 1.05 GB with four creators at 1920x1080 and the free endpoints at
    // once. 2 GiB holds that with room; two CPUs are the render pool's two threads beside the
    // request thread; 16 requests per instance wait on the model, most of them, and the pixel
    // gate admits eight at once and keeps eight waiting.
    memory: '2GiB',
    cpu: 2,
    concurrency: 16,
    timeoutSeconds: 300,
  },
  (req, res) =>
    apiApp().then(
      (handle) => {
        handle(req, res);
      },
      (error: unknown) => {
        // Logged where the operator looks; the next request composes again.
        console.error(error instanceof Error ? error.message : error);
        app = undefined;
        deps = undefined;
        res.status(500).json({ message: MESSAGES.internal, code: 'internal' });
      },
    ),
);

/**
 * The image model's variants of replies already answered, one Cloud Tasks task per variant (and
 * one that settles the reply when all are overdue), queued by `api`. Named `lateWork` like its
 * queue (`LATE_WORK_FUNCTION`). A failed attempt is tried again after 10 s, then 20 s; the third
 * failure is final and the reply says so (refunding the token when no variant came). At most 20
 * run at once and 5 start a second, so a burst of generations cannot exhaust Vertex AI's quota.
 * Each attempt may take 10 minutes: the model's deadline (`GENERATION_TIMEOUT_SECONDS`, set on
 * each task as its dispatch deadline with a minute for the rest) fits well inside.
 */
export const lateWork = onTaskDispatched(
  {
    region: REGION,
    secrets: SECRETS,
    retryConfig: {
      maxAttempts: LATE_TASK_ATTEMPTS,
      minBackoffSeconds: LATE_TASK_BACKOFF_SECONDS,
      maxDoublings: LATE_TASK_ATTEMPTS,
    },
    rateLimits: { maxConcurrentDispatches: 20, maxDispatchesPerSecond: 5 },
    // One variant's likeness and feed check at a time per request, as in `api`'s pixel gate.
    memory: '2GiB',
    cpu: 2,
    concurrency: 4,
    timeoutSeconds: 600,
  },
  async (request) => {
    await runDispatchedTask(await runtimeDeps(), request);
  },
);

/**
 * No process start sweeps here as in the embedded runtime: refunds reservations an instance left
 * behind (crash, timeout) and settles paid orders whose verify and webhook were both lost.
 */
export const maintenance = onSchedule(
  { schedule: 'every 10 minutes', region: REGION, secrets: SECRETS, timeoutSeconds: 300 },
  async () => {
    await runMaintenance(await runtimeDeps());
  },
);

/**
 * Once a day: deletes what the policy pages say is kept no longer (images after 1 year, payment
 * records after 7 years, accounts 30 days after closing, with their Clerk users).
 */
export const retention = onSchedule(
  { schedule: 'every day 03:00', region: REGION, secrets: SECRETS, timeoutSeconds: 540 },
  async () => {
    await runRetention(await runtimeDeps());
  },
);
