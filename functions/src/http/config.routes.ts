import type { Router } from 'express';
import { API_PATHS, type RuntimeConfig } from '@thumbforge/contract';
import { apiRouter } from './api-router.js';

/** Public: what the web must know before it renders. */
export function configRoutes(config: RuntimeConfig): Router {
  return apiRouter().get(API_PATHS.config, (_req, res) => {
    res.json(config);
  });
}
