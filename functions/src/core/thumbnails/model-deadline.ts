import { UpstreamFailed } from '../errors.js';
import { withinWork } from '../work-context.js';

/** Longer than the image model takes on a bad day; after it the token is refunded. */
export const DEFAULT_MODEL_TIMEOUT_MS = 120_000;

export const MODEL_TIMED_OUT =
  'The image model took too long to answer. Your token was refunded; please try again.';

/**
 * The model's answer, or `UpstreamFailed` once `timeoutMs` has passed without one. At the
 * deadline the work is stopped, not only ignored: its signal aborts, which ends the render
 * threads and the model calls it started, so a refunded request costs the server nothing more.
 */
export async function withinModelDeadline<T>(
  work: () => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  const timedOut = new UpstreamFailed(MODEL_TIMED_OUT, `no answer within ${timeoutMs} ms`);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort(timedOut);
      reject(timedOut);
    }, timeoutMs);
  });
  try {
    return await Promise.race([withinWork({ signal: controller.signal }, work), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
