import type { RequestHandler } from 'express';
import { MESSAGES } from '@thumbforge/contract';
import { Unauthenticated } from '../../core/errors.js';
import type { SessionVerifier } from '../../core/ports/session-verifier.port.js';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*|tf_live_[\w-]+)$/;

/**
 * Lets a request through only with `Authorization: Bearer <session token>` that verifies, or an
 * API key whose scopes cover the route (`apiKeyUsage`, which counts the call on the key: this
 * runs on the route, after it matched).
 */
export function requireSession(sessions: SessionVerifier): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match?.[1]) {
      throw new Unauthenticated(MESSAGES.signInRequired, 'missing or malformed bearer token');
    }
    const session = await sessions.verify(match[1]);
    res.locals.session = session;
    if (session.apiKey) {
      // Fails closed: a key is never let through uncounted and unchecked.
      if (!res.locals.admitKey) throw new Error('API keys need the apiKeyUsage middleware');
      await res.locals.admitKey(session.apiKey);
    }
    await res.locals.chargeUser?.(session.userId, session.apiKey?.id);
    const record = await res.locals.checkAccount?.(session.userId);
    if (record !== undefined) res.locals.userRecord = record;
    next();
  };
}
