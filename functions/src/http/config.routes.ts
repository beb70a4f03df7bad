import { Router } from 'express';
import { API_PATHS, type RuntimeConfig } from '@thumbforge/contract';

/** Public: what the web must know before it renders. */
export function configRoutes(config: RuntimeConfig): Router {
  return Router().get(API_PATHS.config, (_req, res) => {
    res.json(config);
  });
}
