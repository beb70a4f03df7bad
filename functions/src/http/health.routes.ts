import { Router } from 'express';

export function healthRoutes(): Router {
  return Router().get('/health', (_req, res) => {
    res.json({ ok: true });
  });
}
