import type { RequestHandler } from 'express';
import { admitKeyCall, type ApiKeyUsagePorts } from '../../core/api-keys/api-key-usage.js';
import { routeKey } from './account-gate.js';

/**
 * Mounted on the API router before the routes: leaves `res.locals.admitKey` for
 * `requireSession`, which alone knows whether the bearer was a key, to count the key's call on
 * its record and refuse what its scopes do not cover.
 */
export function apiKeyUsage(ports: ApiKeyUsagePorts): RequestHandler {
  return (req, res, next) => {
    res.locals.admitKey = (grant) => admitKeyCall(grant, routeKey(req), ports);
    next();
  };
}
