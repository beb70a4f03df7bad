import { UpstreamFailed } from '../errors.js';

/** Longer than the image model takes on a bad day; after it the token is refunded. */
export const DEFAULT_MODEL_TIMEOUT_MS = 120_000;

export const MODEL_TIMED_OUT =
  'The image model took too long to answer. Your token was refunded; please try again.';

/**
 * The model's answer, or `UpstreamFailed` once `timeoutMs` has passed without one. The model's
 * work is not cancelled (the port takes no signal); an answer after the deadline is ignored.
 */
export async function withinModelDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new UpstreamFailed(MODEL_TIMED_OUT, `no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
