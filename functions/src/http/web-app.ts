import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { API_PREFIX } from '@thumbforge/contract';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: content-hashed files under /assets/ are cached for a year, everything
 * else (index.html above all) is revalidated, and other GETs that want HTML get index.html so the
 * client-side router can take the path. Returns null when there is no build in `distDir`.
 */
export function webApp(distDir: string): RequestHandler | null {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;

  const spaFallback: RequestHandler = (req, res, next) => {
    // Browsers name text/html when they navigate; a script or image fetch (Accept: */*) for a
    // missing file must get a 404, not a page. The root is the app whoever asks (curl, probes).
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith(`${API_PREFIX}/`) &&
      !req.path.startsWith('/assets/') &&
      (req.path === '/' || (req.get('accept') ?? '').includes('text/html'));
    if (!isPage) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  };

  return Router()
    .use(
      express.static(distDir, {
        index: false,
        setHeaders(res, path) {
          const isHashedAsset = path.startsWith(join(distDir, 'assets') + '/');
          res.setHeader('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
        },
      }),
    )
    .use(spaFallback);
}

/** Stands in for the web app when it has not been built, so a browser says why instead of 404. */
export function webAppMissing(distDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !(req.get('accept') ?? '').includes('text/html')) {
      next();
      return;
    }
    res
      .status(503)
      .type('text/plain')
      .send(
        `The web app has not been built (no ${join(distDir, 'index.html')}). Run: npm run build\n`,
      );
  };
}
