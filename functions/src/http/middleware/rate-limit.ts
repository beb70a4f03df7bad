import type { Request, RequestHandler } from 'express';
import { RateLimited } from '../../core/errors.js';
import type { RateLimiter, RateLimitRule } from '../../core/ports/rate-limiter.port.js';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export interface RateLimitRules {
  /** Per address and per account named, on the embedded sign-in and sign-up (password guessing). */
  signIn: RateLimitRule;
  /** Per address, every API request but the payment webhook (Razorpay retries it). */
  address: RateLimitRule;
  /** Per signed-in user, every request that changes something. */
  userWrites: RateLimitRule;
  /** Per signed-in user, generations and edits (on top of the cap on those running at once). */
  userGenerations: RateLimitRule;
}

export interface RateLimits {
  limiter: RateLimiter;
  rules: RateLimitRules;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * Mounted on the API router after the webhook: counts the request against its address's limit
 * and leaves `res.locals.chargeUser` (writes) for `requireSession`, which alone knows the user
 * and the API key, if any (a key's calls count against it as well as its account).
 * It matches no path: the limits of particular routes are on the routes themselves.
 */
export function rateLimit({ limiter, rules }: RateLimits): RequestHandler {
  return async (req, res, next) => {
    await charge(limiter, `address:${addressOf(req)}`, rules.address);
    if (!READS.has(req.method)) {
      res.locals.chargeUser = async (userId, apiKeyId) => {
        await charge(limiter, `writes:${userId}`, rules.userWrites);
        if (apiKeyId) await charge(limiter, `writes:key:${apiKeyId}`, rules.userWrites);
      };
    }
    next();
  };
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/** The account an attempt names, as the local identity compares emails; null when none. */
function attemptedAccount(req: Request): string | null {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * On the sign-in and sign-up routes themselves, so every way of writing their path that reaches
 * them is counted: per address, so one client cannot try many accounts (or make many with free
 * tokens), and per account named, so many clients cannot share the guessing of one password.
 */
export function limitSignIn(limits: RateLimits | undefined): RequestHandler {
  if (!limits) return passThrough;
  return async (req, _res, next) => {
    await charge(limits.limiter, `sign-in:${addressOf(req)}`, limits.rules.signIn);
    const account = attemptedAccount(req);
    if (account) await charge(limits.limiter, `sign-in-account:${account}`, limits.rules.signIn);
    next();
  };
}

/** Counts one generation or edit against the user's limit and, made with a key, the key's. */
export async function chargeGeneration(
  limits: RateLimits | undefined,
  userId: string,
  apiKeyId: string | undefined,
): Promise<void> {
  if (!limits) return;
  await charge(limits.limiter, `generations:${userId}`, limits.rules.userGenerations);
  if (apiKeyId) {
    await charge(limits.limiter, `generations:key:${apiKeyId}`, limits.rules.userGenerations);
  }
}

/** On the generate and edit routes, after `requireSession`: generations per user and key. */
export function limitGenerations(limits: RateLimits | undefined): RequestHandler {
  if (!limits) return passThrough;
  return async (_req, res, next) => {
    const { userId, apiKey } = res.locals.session;
    await chargeGeneration(limits, userId, apiKey?.id);
    next();
  };
}
