import type { Router } from 'express';
import { API_PATHS, preferenceSourceSchema, type MeResponse } from '@thumbforge/contract';
import { getOrCreateCurrentUser } from '../core/users/get-or-create-current-user.js';
import { clearPreferences } from '../core/users/preferences.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';
import { apiRouter } from './api-router.js';
import { parseInput } from './parse-input.js';

/** `DELETE`: forget the saved or the learnt style (`API_PATHS.mePreferences`). */
const PREFERENCES_OF_SOURCE = '/auth/me/preferences/:source';

export function authRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  return apiRouter()
    .get(API_PATHS.me, session, async (_req, res) => {
      const user = await getOrCreateCurrentUser(res.locals.session.userId, deps);
      const body: MeResponse = { user };
      res.json(body);
    })
    .delete(PREFERENCES_OF_SOURCE, session, async (req, res) => {
      const source = parseInput(preferenceSourceSchema, req.params.source);
      const body: MeResponse = {
        user: await clearPreferences(res.locals.session.userId, source, deps),
      };
      res.json(body);
    });
}
