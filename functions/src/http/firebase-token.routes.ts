import type { Router } from 'express';
import { API_PATHS, type FirebaseTokenResponse } from '@thumbforge/contract';
import type { FirebaseTokenMinter } from '../core/ports/firebase-token-minter.port.js';
import type { SessionVerifier } from '../core/ports/session-verifier.port.js';
import { requireSession } from './middleware/require-session.js';
import { apiRouter } from './api-router.js';

/**
 * `POST /auth/firebase-token`: a Firebase custom token for the user of the verified session, so
 * the web can sign in to Firebase and listen to its own documents. Clerk's own Firebase
 * integration is closed to new applications, hence the server mints it.
 */
export function firebaseTokenRoutes(
  sessions: SessionVerifier,
  minter: FirebaseTokenMinter,
): Router {
  return apiRouter().post(API_PATHS.firebaseToken, requireSession(sessions), async (_req, res) => {
    const body: FirebaseTokenResponse = { token: await minter.mint(res.locals.session.userId) };
    res.json(body);
  });
}
