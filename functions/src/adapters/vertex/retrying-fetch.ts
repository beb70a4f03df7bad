/** How a call to the model is retried: on 429 and 5xx only, with exponential backoff and jitter. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before the first retry; each later one doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  /** No wait is longer, a server's `Retry-After` included: the function's own time is limited. */
  maxDelayMs: number;
}

interface RetryingFetchOptions extends RetryPolicy {
  /** How long one attempt may take, reading the answer included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
}

/** An attempt that got no complete answer in time. */
export class RequestTimedOut extends Error {
  constructor(timeoutMs: number) {
    super(`no complete answer within ${timeoutMs} ms`);
    this.name = 'RequestTimedOut';
  }
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** `Retry-After` in milliseconds: delay-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // HTTP dates are always in GMT; anything else (Date.parse reads "-3" as a year) is ignored.
  const at = /GMT$/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before retry number `retry` (1 for the first): what the server asked for, else
 * exponential backoff with "equal jitter" (half fixed, half random), so parallel variants that
 * failed together do not all come back at once.
 */
export function retryDelayMs(
  retry: number,
  retryAfter: number | null,
  policy: RetryPolicy,
  random: () => number,
): number {
  if (retryAfter !== null) return Math.min(policy.maxDelayMs, retryAfter);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return ceiling / 2 + (random() * ceiling) / 2;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A fetch for the SDK's `httpOptions.fetch`: each attempt has its own timeout, and 429 and 5xx
 * answers are retried here because only here is the `Retry-After` header still readable (the
 * SDK's own retries ignore it, and its errors drop the headers). The last answer is returned as
 * it came, so the SDK reports its status.
 */
export function createRetryingFetch(options: RetryingFetchOptions): typeof fetch {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  async function attempt(input: Parameters<typeof fetch>[0], init: RequestInit | undefined) {
    const timer = new AbortController();
    // The timer stays armed after the headers arrive: a body that stalls must fail too. Unref'd,
    // it never holds the process open.
    setTimeout(
      () => timer.abort(new RequestTimedOut(options.timeoutMs)),
      options.timeoutMs,
    ).unref();
    const signal = init?.signal ? AbortSignal.any([init.signal, timer.signal]) : timer.signal;
    return send(input, { ...init, signal });
  }

  return async (input, init) => {
    for (let tried = 1; ; tried += 1) {
      const response = await attempt(input, init);
      if (response.ok || !isRetryableStatus(response.status) || tried >= options.attempts) {
        return response;
      }
      const delay = retryDelayMs(
        tried,
        retryAfterMs(response.headers.get('retry-after'), now()),
        options,
        random,
      );
      await response.body?.cancel();
      await sleep(delay);
    }
  };
}
