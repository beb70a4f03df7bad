import { Router } from 'express';
import { API_PATHS, type MeResponse } from '@thumbforge/contract';
import { getOrCreateCurrentUser } from '../core/users/get-or-create-current-user.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';

export function authRoutes(deps: AppDeps): Router {
  return Router().get(API_PATHS.me, requireSession(deps.sessions), async (_req, res) => {
    const user = await getOrCreateCurrentUser(res.locals.session.userId, deps);
    const body: MeResponse = { user };
    res.json(body);
  });
}
