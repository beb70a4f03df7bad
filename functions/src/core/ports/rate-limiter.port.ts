/** At most `limit` requests per `windowMs` for one key, with bursts up to `limit`. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** Whole seconds until one more request would be allowed. */ retryAfterSeconds: number;
    };

/**
 * Counts requests per key (an address, a user) against a rule. The embedded adapter counts in
 * this process's memory; several instances that must share one budget need a shared store
 * (Redis, Firestore) behind the same interface.
 */
export interface RateLimiter {
  take(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
}
