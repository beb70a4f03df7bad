import type { RateLimiter, RateLimitRule } from '../../core/ports/rate-limiter.port.js';

interface Bucket {
  tokens: number;
  updatedAt: number;
  /** When the bucket is full again, so an idle key can be forgotten. */
  fullAt: number;
}

interface InMemoryRateLimiterOptions {
  now?: () => number;
  /** Above this many keys, buckets that have refilled are dropped (they hold no state). */
  maxKeys?: number;
}

/**
 * A token bucket per key in this process's memory: `limit` tokens refilled evenly over
 * `windowMs`, one taken per request. Under Cloud Functions each instance counts on its own, so the
 * effective limit is per instance.
 */
export function createInMemoryRateLimiter(options: InMemoryRateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const buckets = new Map<string, Bucket>();

  function forgetRefilled(at: number): void {
    for (const [key, bucket] of buckets) {
      if (bucket.fullAt <= at) buckets.delete(key);
    }
  }

  function take(key: string, rule: RateLimitRule) {
    const at = now();
    const perMs = rule.limit / rule.windowMs;
    const bucket = buckets.get(key);
    const available = bucket
      ? Math.min(rule.limit, bucket.tokens + (at - bucket.updatedAt) * perMs)
      : rule.limit;
    if (available < 1) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - available) / perMs / 1000)),
      } as const;
    }
    const tokens = available - 1;
    if (!bucket && buckets.size >= maxKeys) forgetRefilled(at);
    buckets.set(key, { tokens, updatedAt: at, fullAt: at + (rule.limit - tokens) / perMs });
    return { allowed: true } as const;
  }

  return { take: async (key, rule) => take(key, rule) };
}
