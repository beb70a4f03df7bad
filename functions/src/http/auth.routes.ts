import type { Router } from 'express';
import { API_PATHS, type MeResponse } from '@thumbforge/contract';
import { getOrCreateCurrentUser } from '../core/users/get-or-create-current-user.js';
import { clearPreferences } from '../core/users/preferences.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';
import { apiRouter } from './api-router.js';

export function authRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  return apiRouter()
    .get(API_PATHS.me, session, async (_req, res) => {
      const user = await getOrCreateCurrentUser(res.locals.session.userId, deps);
      const body: MeResponse = { user };
      res.json(body);
    })
    .delete(API_PATHS.mePreferences, session, async (_req, res) => {
      const body: MeResponse = { user: await clearPreferences(res.locals.session.userId, deps) };
      res.json(body);
    });
}
