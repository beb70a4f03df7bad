import type { Router } from 'express';
import {
  ACCOUNT_EXPORT,
  API_PATHS,
  type CloseAccountResponse,
  type MeResponse,
} from '@thumbforge/contract';
import { closeAccount, reopenAccount } from '../core/accounts/close-account.js';
import { exportAccount } from '../core/accounts/export-account.js';
import { createDownloadSlots } from '../core/downloads/download-slots.js';
import type { AppDeps } from './app-deps.js';
import { requireSession } from './middleware/require-session.js';
import { sendZip } from './send-zip.js';
import { apiRouter } from './api-router.js';

/** Closing, reopening and a copy of one's data (issue 16): always the caller's own account. */
export function accountRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const slots = createDownloadSlots();
  return apiRouter()
    .post(API_PATHS.closeAccount, session, async (_req, res) => {
      const body: CloseAccountResponse = await closeAccount(res.locals.session.userId, deps);
      res.locals.log.info('account closed', { ...body });
      res.json(body);
    })
    .post(API_PATHS.reopenAccount, session, async (_req, res) => {
      const body: MeResponse = { user: await reopenAccount(res.locals.session.userId, deps) };
      res.json(body);
    })
    .get(API_PATHS.exportAccount, session, async (_req, res) => {
      const userId: string = res.locals.session.userId;
      const release = slots.claim(userId);
      try {
        await sendZip(res, deps, ACCOUNT_EXPORT.fileName, await exportAccount(userId, deps));
      } finally {
        release();
      }
    });
}
