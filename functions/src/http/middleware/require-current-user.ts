import type { RequestHandler } from 'express';
import {
  getOrCreateCurrentUser,
  type CurrentUserPorts,
} from '../../core/users/get-or-create-current-user.js';

/** After `requireSession`: loads the signed-in user, creating the account on a first call. */
export function requireCurrentUser(ports: CurrentUserPorts): RequestHandler {
  return async (_req, res, next) => {
    res.locals.user = await getOrCreateCurrentUser(
      res.locals.session.userId,
      ports,
      res.locals.userRecord,
    );
    next();
  };
}
