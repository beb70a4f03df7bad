import type { RequestHandler, Router } from 'express';
import type { z } from 'zod';
import {
  API_PATHS,
  downloadZipRequestSchema,
  LANGUAGE_VERSIONS_ZIP_NAME,
  languageVersionsDownloadSchema,
  TEST_AND_COMPARE_ZIP_NAME,
  testAndCompareRequestSchema,
  ZIP_FILE_NAME,
} from '@thumbforge/contract';
import { collectImages } from '../core/downloads/collect-images.js';
import { createDownloadSlots } from '../core/downloads/download-slots.js';
import { languageVersionsSet } from '../core/language-versions/language-versions-set.js';
import { testAndCompareSet } from '../core/test-and-compare/test-and-compare-set.js';
import type { LazyZipEntry } from '../core/ports/zip-writer.port.js';
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
  const zipOf =
    (
      schema: z.ZodType<{ imageUrls: string[] }>,
      fileName: string,
      collect: (userId: string, imageUrls: string[], ports: AppDeps) => Promise<LazyZipEntry[]>,
    ): RequestHandler =>
    async (req, res) => {
      const { imageUrls } = parseInput(schema, req.body ?? {});
      const release = slots.claim(res.locals.session.userId);
      try {
        await sendZip(
          res,
          deps,
          fileName,
          await collect(res.locals.session.userId, imageUrls, deps),
        );
      } finally {
        release();
      }
    };
  const session = requireSession(deps.sessions);
  return apiRouter()
    .post(
      API_PATHS.downloadZip,
      session,
      zipOf(downloadZipRequestSchema, ZIP_FILE_NAME, collectImages),
    )
    .post(
      API_PATHS.downloadTestAndCompare,
      session,
      // YouTube Studio's Test & Compare set: A.jpg, B.jpg (and C.jpg).
      zipOf(testAndCompareRequestSchema, TEST_AND_COMPARE_ZIP_NAME, testAndCompareSet),
    )
    .post(
      API_PATHS.downloadLanguageVersions,
      session,
      // A thumbnail for each audio language: hi.jpg, ar.jpg, ja.jpg.
      zipOf(languageVersionsDownloadSchema, LANGUAGE_VERSIONS_ZIP_NAME, languageVersionsSet),
    );
}
