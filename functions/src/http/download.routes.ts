import type { Router } from 'express';
import { API_PATHS, downloadZipRequestSchema, ZIP_FILE_NAME } from '@thumbforge/contract';
import { collectImages } from '../core/downloads/collect-images.js';
import { createDownloadSlots } from '../core/downloads/download-slots.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';
import { sendZip } from './send-zip.js';
import { apiRouter } from './api-router.js';

/**
 * Download-all: the caller's own images as one zip (ARCHITECTURE.md section 4), streamed as the
 * client reads it, each file read from storage only when the zip reaches it; one at a time per user.
 */
export function downloadRoutes(deps: AppDeps): Router {
  const slots = createDownloadSlots();
  return apiRouter().post(
    API_PATHS.downloadZip,
    requireSession(deps.sessions),
    async (req, res) => {
      const { imageUrls } = parseInput(downloadZipRequestSchema, req.body ?? {});
      const release = slots.claim(res.locals.session.userId);
      try {
        const entries = await collectImages(res.locals.session.userId, imageUrls, deps);
        await sendZip(res, deps, ZIP_FILE_NAME, entries);
      } finally {
        release();
      }
    },
  );
}
