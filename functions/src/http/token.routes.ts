import type { Router } from 'express';
import { API_PATHS, type TokenGrantListResponse } from '@thumbforge/contract';
import { listGrants } from '../core/tokens/list-grants.js';
import type { AppDeps } from './app-deps.js';
import { apiRouter } from './api-router.js';
import { requireSession } from './middleware/require-session.js';

/** The caller's token history beyond payments: what support granted, and why. */
export function tokenRoutes(deps: AppDeps): Router {
  return apiRouter().get(
    API_PATHS.tokenGrants,
    requireSession(deps.sessions),
    async (_req, res) => {
      const body: TokenGrantListResponse = {
        grants: await listGrants(res.locals.session.userId, deps),
      };
      res.json(body);
    },
  );
}
