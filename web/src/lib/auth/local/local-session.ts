import {
  API_PATHS,
  sessionTokenResponseSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@thumbforge/contract';
import { z } from 'zod';
import { createApiClient } from '../../api/api-client';
import { isApiError } from '../../api/api-error';
import type { AuthStatus } from '../auth-kit';
import { hasSignedInHint } from '../signed-in-hint';
import { tokenRefreshTime } from './token-refresh-time';

export interface LocalSession {
  getStatus(): AuthStatus;
  subscribe(listener: () => void): () => void;
  getToken(): Promise<string | null>;
  signIn(request: SignInRequest): Promise<void>;
  signUp(request: SignUpRequest): Promise<void>;
  signOut(): Promise<void>;
}

/**
 * The embedded identity service's session: an httpOnly cookie held by the browser, exchanged for
 * short-lived session tokens (docs/architecture.md section 4). The first `getToken()` tells whether
 * the visitor is signed in. Without the signed-in hint the visitor is known to be signed out at
 * once: asking would only earn a 401, which the browser logs as an error on every public page.
 */
export function createLocalSession(signedInHint: () => boolean = hasSignedInHint): LocalSession {
  // Auth calls carry the cookie, never a bearer token.
  const api = createApiClient();
  const listeners = new Set<() => void>();
  let status: AuthStatus = signedInHint() ? 'loading' : 'signedOut';
  let cached: { token: string; refreshAt: number } | null = null;
  let refreshing: Promise<string | null> | null = null;
  // Bumped on every sign-in/out so a refresh started before it cannot resurrect the old session.
  let epoch = 0;

  function setStatus(next: AuthStatus) {
    if (next === status) return;
    status = next;
    listeners.forEach((listener) => listener());
  }

  function remember(token: string) {
    cached = { token, refreshAt: tokenRefreshTime(token, Date.now()) };
    setStatus('signedIn');
  }

  function forget() {
    epoch += 1;
    cached = null;
    refreshing = null;
    setStatus('signedOut');
  }

  async function refresh(): Promise<string | null> {
    const startedIn = epoch;
    try {
      const { token } = await api.request(API_PATHS.localAuth.token, sessionTokenResponseSchema, {
        method: 'POST',
      });
      if (startedIn !== epoch) return cached?.token ?? null;
      remember(token);
      return token;
    } catch (error) {
      if (startedIn !== epoch) return cached?.token ?? null;
      if (isApiError(error) && error.status === 401) {
        forget();
        return null;
      }
      // Unreachable server at boot: show the signed-out pages rather than spin forever.
      if (status === 'loading') setStatus('signedOut');
      throw error;
    }
  }

  async function startSession(path: string, body: SignInRequest | SignUpRequest) {
    const { token } = await api.request(path, sessionTokenResponseSchema, {
      method: 'POST',
      body,
    });
    epoch += 1;
    refreshing = null;
    remember(token);
  }

  return {
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken() {
      if (status === 'signedOut') return Promise.resolve(null);
      if (cached && Date.now() < cached.refreshAt) return Promise.resolve(cached.token);
      if (refreshing) return refreshing;
      const pending = refresh().finally(() => {
        if (refreshing === pending) refreshing = null;
      });
      refreshing = pending;
      return pending;
    },
    signIn: (request) => startSession(API_PATHS.localAuth.signIn, request),
    signUp: (request) => startSession(API_PATHS.localAuth.signUp, request),
    async signOut() {
      try {
        await api.request(API_PATHS.localAuth.signOut, z.unknown(), { method: 'POST' });
      } catch (error) {
        // A session that already ended is as signed out as one we end now.
        if (!isApiError(error) || error.status !== 401) throw error;
      }
      forget();
    },
  };
}
