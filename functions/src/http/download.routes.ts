import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { API_PATHS, downloadZipRequestSchema, ZIP_FILE_NAME } from '@thumbforge/contract';
import { collectImages } from '../core/downloads/collect-images.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';

/** Download-all: the caller's own images as one zip, streamed (ARCHITECTURE.md section 4). */
export function downloadRoutes(deps: AppDeps): Router {
  return Router().post(API_PATHS.downloadZip, requireSession(deps.sessions), async (req, res) => {
    const { imageUrls } = parseInput(downloadZipRequestSchema, req.body ?? {});
    const entries = await collectImages(res.locals.session.userId, imageUrls, deps);
    res.set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${ZIP_FILE_NAME}"`,
      'Cache-Control': 'no-store',
    });
    await pipeline(deps.thumbnails.zip.zip(entries), res);
  });
}
