import type { Router } from 'express';
import { apiRouter } from './api-router.js';

export function healthRoutes(): Router {
  return apiRouter().get('/health', (_req, res) => {
    res.json({ ok: true });
  });
}
