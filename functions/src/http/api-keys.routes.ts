import type { Router } from 'express';
import {
  API_KEY_MESSAGES,
  API_PATHS,
  createApiKeyRequestSchema,
  isRecordId,
  type ApiKeysResponse,
  type CreatedApiKey,
} from '@thumbforge/contract';
import { listApiKeys, makeApiKey, revokeApiKey } from '../core/api-keys/api-keys.js';
import { NotFound } from '../core/errors.js';
import type { AppDeps } from './app-deps.js';
import { requireCurrentUser } from './middleware/require-current-user.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';
import { apiRouter } from './api-router.js';

/**
 * Making, listing and revoking API keys (issue 36). No scope covers these routes, so only a
 * signed-in session reaches them: a key cannot make keys.
 */
export function apiKeyRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const user = requireCurrentUser(deps);
  return apiRouter()
    .get(API_PATHS.apiKeys, session, async (_req, res) => {
      const body: ApiKeysResponse = { keys: await listApiKeys(res.locals.session.userId, deps) };
      res.json(body);
    })
    .post(API_PATHS.apiKeys, session, user, async (req, res) => {
      const request = parseInput(createApiKeyRequestSchema, req.body ?? {});
      const body: CreatedApiKey = await makeApiKey(res.locals.user.id, request, deps);
      res.locals.log.info('API key made', { keyId: body.id, scopes: body.scopes });
      res.status(201).json(body);
    })
    .delete('/api-keys/:id', session, async (req, res) => {
      const { id } = req.params;
      if (!isRecordId(id)) throw new NotFound(API_KEY_MESSAGES.notFound, 'malformed key id');
      await revokeApiKey(res.locals.session.userId, id, deps);
      res.status(204).end();
    });
}
