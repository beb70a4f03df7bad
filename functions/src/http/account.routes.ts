import { Router } from 'express';
import {
  API_PATHS,
  type CloseAccountResponse,
  type MeResponse,
} from '@thumbforge/contract';
import { closeAccount, reopenAccount } from '../core/accounts/close-account.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';

/** Closing and reopening (issue 16): always the caller's own account. */
export function accountRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  return Router()
    .post(API_PATHS.closeAccount, session, async (_req, res) => {
      const body: CloseAccountResponse = await closeAccount(res.locals.session.userId, deps);
      res.locals.log.info('account closed', { ...body });
      res.json(body);
    })
    .post(API_PATHS.reopenAccount, session, async (_req, res) => {
      const body: MeResponse = { user: await reopenAccount(res.locals.session.userId, deps) };
      res.json(body);
    });
}
