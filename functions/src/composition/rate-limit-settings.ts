import type { Config } from '../config/variables.js';
import type { RateLimitRules } from '../http/middleware/rate-limit.js';

const MINUTE = 60_000;

/** The request limits, each set per minute by its `RATE_LIMIT_*_PER_MINUTE`. */
export function parseRateLimitRules(config: Config): RateLimitRules {
  return {
    signIn: { limit: config.RATE_LIMIT_SIGN_IN_PER_MINUTE, windowMs: MINUTE },
    address: { limit: config.RATE_LIMIT_PER_ADDRESS_PER_MINUTE, windowMs: MINUTE },
    userWrites: { limit: config.RATE_LIMIT_WRITES_PER_MINUTE, windowMs: MINUTE },
    userGenerations: { limit: config.RATE_LIMIT_GENERATIONS_PER_MINUTE, windowMs: MINUTE },
  };
}

/**
 * Cloud Functions (v2, on Cloud Run) behind the Hosting rewrite: the request passes Hosting's CDN
 * and Google's front end, each appending the address it saw to `X-Forwarded-For`, so the client's
 * is the second from the right. `TRUST_PROXY_HOPS` sets another count (1 when the function is
 * called on its own URL, without Hosting).
 */
export const CLOUD_FUNCTIONS_PROXY_HOPS = 2;
