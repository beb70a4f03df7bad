import type { Request, RequestHandler } from 'express';
import { API_PATHS } from '@thumbforge/contract';
import { RateLimited } from '../../core/errors.js';
import type { RateLimiter, RateLimitRule } from '../../core/ports/rate-limiter.port.js';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitRules {
  /** Per address, on the embedded sign-in and sign-up (password guessing). */
  signIn: RateLimitRule;
  /** Per address, every API request but the payment webhook (Razorpay retries it). */
  address: RateLimitRule;
  /** Per signed-in user, every request that changes something. */
  userWrites: RateLimitRule;
  /** Per signed-in user, generations and edits (on top of the cap on those running at once). */
  userGenerations: RateLimitRule;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  signIn: { limit: 20, windowMs: MINUTE },
  // Generous: many users can share one address (carrier-grade NAT, offices); per-user limits are
  // the tight ones.
  address: { limit: 1200, windowMs: MINUTE },
  userWrites: { limit: 120, windowMs: MINUTE },
  userGenerations: { limit: 30, windowMs: MINUTE },
};

export interface RateLimits {
  limiter: RateLimiter;
  rules: RateLimitRules;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CREDENTIAL_PATHS = new Set<string>([API_PATHS.localAuth.signIn, API_PATHS.localAuth.signUp]);

async function charge(limiter: RateLimiter, key: string, rule: RateLimitRule): Promise<void> {
  const decision = await limiter.take(key, rule);
  if (!decision.allowed) {
    throw new RateLimited(RATE_LIMIT_MESSAGE, decision.retryAfterSeconds, `over the limit: ${key}`);
  }
}

/**
 * The address is `req.ip`, which is only the client's when Express's `trust proxy` matches the
 * proxies in front of the server (see `AppDeps.trustProxy`).
 */
function addressOf(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * Mounted on the API router after the webhook: counts the request against its address's limits
 * and leaves `res.locals.chargeUser` for `requireSession`, which alone knows the user.
 */
export function rateLimit({ limiter, rules }: RateLimits): RequestHandler {
  return async (req, res, next) => {
    const address = addressOf(req);
    await charge(limiter, `address:${address}`, rules.address);
    if (req.method === 'POST' && CREDENTIAL_PATHS.has(req.path)) {
      await charge(limiter, `sign-in:${address}`, rules.signIn);
    }
    if (!READS.has(req.method)) {
      const generates = req.path.startsWith(API_PATHS.thumbnails(''));
      res.locals.chargeUser = async (userId) => {
        await charge(limiter, `writes:${userId}`, rules.userWrites);
        if (generates) await charge(limiter, `generations:${userId}`, rules.userGenerations);
      };
    }
    next();
  };
}
