import { DEFAULT_MODEL_TIMEOUT_MS } from '../model-deadline.js';
import type { GenerationPorts } from '../thumbnail-ports.js';

/** How often a model variant is tried before it counts as failed (the first try and retries). */
export const LATE_TASK_ATTEMPTS = 3;
/** The wait before a failed variant is tried again (doubling after). */
export const LATE_TASK_BACKOFF_SECONDS = 10;
/** Room for what a task does besides the model: reading the photo, the feed check, storing. */
const LATE_TASK_WORK_SECONDS = 60;

/** How long one attempt may run: the model's deadline and the work around it. */
export function attemptDeadlineSeconds(modelTimeoutMs: number): number {
  return Math.ceil(modelTimeoutMs / 1000) + LATE_TASK_WORK_SECONDS;
}

/**
 * When a reply still painting is overdue whatever happened (a crash, a queue that dropped its
 * task): every attempt at its deadline with the backoffs between. The settle task runs then.
 */
export function overdueAfterSeconds(modelTimeoutMs: number): number {
  let backoffs = 0;
  for (let retry = 0; retry < LATE_TASK_ATTEMPTS - 1; retry += 1) {
    backoffs += LATE_TASK_BACKOFF_SECONDS * 2 ** retry;
  }
  return LATE_TASK_ATTEMPTS * attemptDeadlineSeconds(modelTimeoutMs) + backoffs;
}

/** How long one of the remote model's pictures may take. */
export function remoteTimeoutMs(ports: GenerationPorts): number {
  return (
    ports.thumbnails.remote?.timeoutMs ??
    ports.thumbnails.modelTimeoutMs ??
    DEFAULT_MODEL_TIMEOUT_MS
  );
}

/**
 * When the sweep settles a reply still painting: once its settle task should have run, with one
 * more attempt's deadline of room, so the sweep only finds the replies whose task was lost.
 */
export function sweepAfterSeconds(modelTimeoutMs: number): number {
  return overdueAfterSeconds(modelTimeoutMs) + attemptDeadlineSeconds(modelTimeoutMs);
}
