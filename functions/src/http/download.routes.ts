import type { RequestHandler, Router } from 'express';
import type { z } from 'zod';
import {
  API_PATHS,
  downloadImageRequestSchema,
  downloadZipRequestSchema,
  LANGUAGE_VERSIONS_ZIP_NAME,
  languageVersionsDownloadSchema,
  TEST_AND_COMPARE_ZIP_NAME,
  testAndCompareRequestSchema,
  ZIP_FILE_NAME,
} from '@thumbforge/contract';
import { collectImages } from '../core/downloads/collect-images.js';
import { createDownloadSlots } from '../core/downloads/download-slots.js';
import { downloadImage, inFormat } from '../core/downloads/download-formats.js';
import { creatorPlanOf } from '../core/payments/creator-plan.js';
import { languageVersionsSet } from '../core/language-versions/language-versions-set.js';
import { testAndCompareSet } from '../core/test-and-compare/test-and-compare-set.js';
import type { LazyZipEntry } from '../core/ports/zip-writer.port.js';
import type { AppDeps } from './app-deps.js';
import { admitPixelWork, FREE_WORK_DEADLINE_MS } from './middleware/admit-pixel-work.js';
import { requireSession } from './middleware/require-session.js';
import { parseInput } from './parse-input.js';
import { sendZip } from './send-zip.js';
import { apiRouter } from './api-router.js';

/**
 * Download-all: the caller's own images as one zip (docs/architecture.md section 4), streamed as the
 * client reads it, each file read from storage only when the zip reaches it; one at a time per user.
 */
export function downloadRoutes(deps: AppDeps): Router {
  const slots = createDownloadSlots();
  const zipOf =
    <T>(
      schema: z.ZodType<T>,
      fileName: string,
      collect: (userId: string, input: T) => Promise<LazyZipEntry[]>,
    ): RequestHandler =>
    async (req, res) => {
      const input = parseInput(schema, req.body ?? {});
      const { userId } = res.locals.session;
      const release = slots.claim(userId);
      try {
        await sendZip(res, deps, fileName, await collect(userId, input));
      } finally {
        release();
      }
    };
  const session = requireSession(deps.sessions);
  const converting = admitPixelWork(deps.pixelWork, {
    planOf: (userId) => creatorPlanOf(userId, deps.payments.store),
    deadlineMs: FREE_WORK_DEADLINE_MS,
    bodyDeadlineMs: deps.uploadDeadlineMs,
  });
  // A conversion decodes and encodes every image: pixel work, admitted as such. A JPEG is the
  // stored file, read as it is.
  const conversion: RequestHandler = (req, res, next) => {
    const { format } = (req.body ?? {}) as { format?: unknown };
    return format === undefined || format === 'jpeg' ? next() : converting(req, res, next);
  };
  return apiRouter()
    .post(
      API_PATHS.downloadZip,
      session,
      conversion,
      zipOf(downloadZipRequestSchema, ZIP_FILE_NAME, async (userId, { imageUrls, format }) =>
        inFormat(
          await collectImages(userId, imageUrls, deps),
          format,
          await creatorPlanOf(userId, deps.payments.store),
          deps.thumbnails.imaging,
        ),
      ),
    )
    .post(API_PATHS.downloadImage, session, conversion, async (req, res) => {
      const request = parseInput(downloadImageRequestSchema, req.body ?? {});
      const { userId } = res.locals.session;
      const plan = await creatorPlanOf(userId, deps.payments.store);
      const image = await downloadImage(userId, request, plan, {
        ...deps,
        imaging: deps.thumbnails.imaging,
      });
      res
        .type(image.contentType)
        .set('Content-Disposition', `attachment; filename="${image.fileName}"`)
        .send(Buffer.from(image.bytes));
    })
    .post(
      API_PATHS.downloadTestAndCompare,
      session,
      // YouTube Studio's Test & Compare set: A.jpg, B.jpg (and C.jpg).
      zipOf(testAndCompareRequestSchema, TEST_AND_COMPARE_ZIP_NAME, (userId, { imageUrls }) =>
        testAndCompareSet(userId, imageUrls, deps),
      ),
    )
    .post(
      API_PATHS.downloadLanguageVersions,
      session,
      // A thumbnail for each audio language: hi.jpg, ar.jpg, ja.jpg.
      zipOf(languageVersionsDownloadSchema, LANGUAGE_VERSIONS_ZIP_NAME, (userId, { imageUrls }) =>
        languageVersionsSet(userId, imageUrls, deps),
      ),
    );
}
