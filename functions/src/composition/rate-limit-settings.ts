import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../http/middleware/rate-limit.js';

const perMinute = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number()
    .int()
    .min(1, 'must be a whole number of requests per minute, 1 or more')
    .optional(),
);

const rateLimitEnvSchema = z.object({
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute,
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: perMinute,
  RATE_LIMIT_WRITES_PER_MINUTE: perMinute,
  RATE_LIMIT_GENERATIONS_PER_MINUTE: perMinute,
});

const MINUTE = 60_000;

function rule(limit: number | undefined, fallback: RateLimitRules[keyof RateLimitRules]) {
  return limit === undefined ? fallback : { limit, windowMs: MINUTE };
}

/**
 * The request limits, each overridable per minute (`RATE_LIMIT_*_PER_MINUTE`); a bad value stops
 * the server with a message naming it.
 */
export function parseRateLimitRules(source: Record<string, string | undefined>): RateLimitRules {
  const result = rateLimitEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const raw = result.data;
  return {
    signIn: rule(raw.RATE_LIMIT_SIGN_IN_PER_MINUTE, DEFAULT_RATE_LIMITS.signIn),
    address: rule(raw.RATE_LIMIT_PER_ADDRESS_PER_MINUTE, DEFAULT_RATE_LIMITS.address),
    userWrites: rule(raw.RATE_LIMIT_WRITES_PER_MINUTE, DEFAULT_RATE_LIMITS.userWrites),
    userGenerations: rule(
      raw.RATE_LIMIT_GENERATIONS_PER_MINUTE,
      DEFAULT_RATE_LIMITS.userGenerations,
    ),
  };
}

/**
 * Cloud Functions (v2, on Cloud Run) behind the Hosting rewrite: the request passes Hosting's CDN
 * and Google's front end, each appending the address it saw to `X-Forwarded-For`, so the client's
 * is the second from the right. `TRUST_PROXY_HOPS` sets another count (1 when the function is
 * called on its own URL, without Hosting).
 */
export const CLOUD_FUNCTIONS_PROXY_HOPS = 2;

export function parseTrustProxyHops(source: Record<string, string | undefined>): number {
  const value = source.TRUST_PROXY_HOPS;
  if (value === undefined || value === '') return CLOUD_FUNCTIONS_PROXY_HOPS;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      'Invalid environment:\n  TRUST_PROXY_HOPS: must be a whole number from 0 to 10',
    );
  }
  return hops;
}
