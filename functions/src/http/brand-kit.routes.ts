import type { Router } from 'express';
import {
  API_PATHS,
  BRAND_KIT_LIMITS,
  BRAND_KIT_MESSAGES,
  LIMITS,
  MESSAGES,
  putBrandKitRequestSchema,
  type BrandKitResponse,
  type LearnBrandKitResponse,
} from '@thumbforge/contract';
import {
  deleteBrandKit,
  learnBrandKit,
  readBrandKit,
  removeBrandLogo,
  saveBrandKit,
  setBrandLogo,
  type BrandKitPorts,
} from '../core/brand-kits/brand-kits.js';
import { InvalidInput, TooLarge } from '../core/errors.js';
import { creatorPlanOf } from '../core/payments/creator-plan.js';
import type { AppDeps } from './app-deps.js';
import { admitPixelWork, FREE_WORK_DEADLINE_MS } from './middleware/admit-pixel-work.js';
import { requireCurrentUser } from './middleware/require-current-user.js';
import { requireSession } from './middleware/require-session.js';
import { multipartBodyBytes, readMultipartForm, type MultipartLimits } from './multipart-form.js';
import { apiRouter } from './api-router.js';
import { parseInput } from './parse-input.js';

const LOGO_LIMITS: MultipartLimits = {
  fileField: 'file',
  fileBytes: BRAND_KIT_LIMITS.logoMaxBytes,
  fieldBytes: 1024,
  fields: 2,
};

const LEARN_LIMITS: MultipartLimits = {
  fileField: 'files',
  fileBytes: LIMITS.uploadMaxBytes,
  fieldBytes: 1024,
  fields: 2,
  files: BRAND_KIT_LIMITS.maxLearnFiles,
  tooManyFiles: BRAND_KIT_MESSAGES.learnFileCount,
};

/** The creator's brand kit (issue 23): read, save, logo, learn from past thumbnails, delete. */
export function brandKitRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const user = requireCurrentUser(deps);
  const planOf = (userId: string) => creatorPlanOf(userId, deps.payments.store);
  const bodyDeadlineMs = deps.uploadDeadlineMs;
  const logoUpload = admitPixelWork(deps.pixelWork, {
    planOf,
    bodyBytes: multipartBodyBytes(LOGO_LIMITS),
    bodyDeadlineMs,
  });
  // Learning is free: it stops at the free work's deadline, or when its client leaves.
  const learnUpload = admitPixelWork(deps.pixelWork, {
    planOf,
    deadlineMs: FREE_WORK_DEADLINE_MS,
    bodyBytes: multipartBodyBytes(LEARN_LIMITS),
    bodyDeadlineMs,
  });
  const ports = (log: BrandKitPorts['logger']): BrandKitPorts => ({ ...deps, logger: log });
  const answer = (kit: BrandKitResponse['kit']): BrandKitResponse => ({ kit });
  return apiRouter()
    .get(API_PATHS.brandKit, session, async (_req, res) => {
      res.json(answer(await readBrandKit(res.locals.session.userId, ports(res.locals.log))));
    })
    .put(API_PATHS.brandKit, session, async (req, res) => {
      const chosen = parseInput(putBrandKitRequestSchema, req.body ?? {});
      const kit = await saveBrandKit(res.locals.session.userId, chosen, ports(res.locals.log));
      res.json(answer(kit));
    })
    .delete(API_PATHS.brandKit, session, async (_req, res) => {
      await deleteBrandKit(res.locals.session.userId, ports(res.locals.log));
      res.json(answer(null));
    })
    .post(API_PATHS.brandKitLogo, session, user, logoUpload, async (req, res) => {
      const upload = await readMultipartForm(req, LOGO_LIMITS);
      if (upload.file?.overLimit) {
        throw new TooLarge(BRAND_KIT_MESSAGES.logoTooLarge, 'logo over 2 MB');
      }
      if (!upload.file) throw new InvalidInput(BRAND_KIT_MESSAGES.logoNotImage, 'no file');
      const kit = await setBrandLogo(
        res.locals.session.userId,
        upload.file.bytes,
        ports(res.locals.log),
      );
      res.json(answer(kit));
    })
    .delete(API_PATHS.brandKitLogo, session, async (_req, res) => {
      res.json(answer(await removeBrandLogo(res.locals.session.userId, ports(res.locals.log))));
    })
    .post(API_PATHS.brandKitLearn, session, user, learnUpload, async (req, res) => {
      const upload = await readMultipartForm(req, LEARN_LIMITS);
      if (upload.files.some((file) => file.overLimit)) {
        throw new TooLarge(
          MESSAGES.fileTooLarge,
          `a thumbnail over ${LIMITS.uploadMaxBytes} bytes`,
        );
      }
      const body: LearnBrandKitResponse = await learnBrandKit(
        res.locals.session.userId,
        upload.files.map((file) => file.bytes),
        ports(res.locals.log),
      );
      res.json(body);
    });
}
