import type { RequestHandler } from 'express';
import { MESSAGES } from '@thumbforge/contract';
import { Unauthenticated } from '../../core/errors.js';
import type { SessionVerifier } from '../../core/ports/session-verifier.port.js';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/;

/** Lets a request through only with `Authorization: Bearer <session token>` that verifies. */
export function requireSession(sessions: SessionVerifier): RequestHandler {
  return async (req, res, next) => {
    const match = BEARER.exec(req.get('authorization') ?? '');
    if (!match?.[1]) {
      throw new Unauthenticated(MESSAGES.signInRequired, 'missing or malformed bearer token');
    }
    res.locals.session = await sessions.verify(match[1]);
    await res.locals.chargeUser?.(res.locals.session.userId);
    await res.locals.checkAccount?.(res.locals.session.userId);
    next();
  };
}
