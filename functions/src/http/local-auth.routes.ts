import type { Router } from 'express';
import { type Request, type Response } from 'express';
import { parseCookie } from 'cookie';
import {
  API_PATHS,
  API_PREFIX,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '@thumbforge/contract';
import type { LocalIdentityPorts } from '../core/local-identity/local-identity-ports.js';
import {
  refreshSessionToken,
  signOut,
  type OpenedSession,
} from '../core/local-identity/sessions.js';
import { resetPassword } from '../core/local-identity/password-reset.js';
import { signIn } from '../core/local-identity/sign-in.js';
import { signUp } from '../core/local-identity/sign-up.js';
import { limitSignIn, type RateLimits } from './middleware/rate-limit.js';
import { parseInput } from './parse-input.js';
import { requestOrigin } from './request-origin.js';
import { apiRouter } from './api-router.js';

// Firebase Hosting passes only a cookie of this name on to functions, so the local identity
// service also works behind Hosting (the app on the emulators).
const SESSION_COOKIE = '__session';

function cookieOptions(req: Request) {
  return { httpOnly: true, sameSite: 'lax', path: API_PREFIX, secure: req.secure } as const;
}

function sessionSecret(req: Request): string | undefined {
  return parseCookie(req.get('cookie') ?? '')[SESSION_COOKIE];
}

function startSession(req: Request, res: Response, session: OpenedSession, status: number): void {
  res.cookie(SESSION_COOKIE, session.secret, { ...cookieOptions(req), expires: session.expiresAt });
  res.status(status).json({ token: session.token });
}

interface LocalAuthOptions {
  rateLimits?: RateLimits;
  /** Told the id of each session signed out, to end what it holds open (change streams). */
  onSignedOut?: (sessionId: string) => void;
}

/** The embedded identity service (docs/architecture.md section 4, embedded-only contracts). */
export function localAuthRoutes(ports: LocalIdentityPorts, options: LocalAuthOptions = {}): Router {
  const paths = API_PATHS.localAuth;
  const attempts = limitSignIn(options.rateLimits);
  return apiRouter()
    .post(paths.signUp, attempts, async (req, res) => {
      const input = parseInput(signUpRequestSchema, req.body ?? {});
      startSession(req, res, await signUp(input, requestOrigin(req), ports), 201);
    })
    .post(paths.signIn, attempts, async (req, res) => {
      const input = parseInput(signInRequestSchema, req.body ?? {});
      startSession(req, res, await signIn(input, requestOrigin(req), ports), 200);
    })
    .post(paths.resetPassword, attempts, async (req, res) => {
      const input = parseInput(resetPasswordRequestSchema, req.body ?? {});
      await resetPassword(input, ports);
      res.json({ success: true });
    })
    .post(paths.token, async (req, res) => {
      const token = await refreshSessionToken(sessionSecret(req), requestOrigin(req), ports);
      res.json({ token });
    })
    .post(paths.signOut, async (req, res) => {
      const ended = await signOut(sessionSecret(req), requestOrigin(req), ports);
      if (ended) options.onSignedOut?.(ended);
      res.clearCookie(SESSION_COOKIE, cookieOptions(req));
      res.json({ success: true });
    });
}
