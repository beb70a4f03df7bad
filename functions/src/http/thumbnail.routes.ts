import type { Router } from 'express';
import {
  compareRequestSchema,
  editThumbnailRequestSchema,
  type CompareResponse,
  feedCheckRequestSchema,
  type FeedCheckResponse,
  LANGUAGE_VERSION_MESSAGES,
  languageVersionsRequestSchema,
  LIMITS,
  MESSAGES,
  moreLikeThisRequestSchema,
  THUMBNAIL_MESSAGES,
  rememberStyleRequestSchema,
  thumbnailFormSchema,
  type ChatMessagesResponse,
  type EditThumbnailResponse,
  type GenerateThumbnailResponse,
  type MeResponse,
} from '@thumbforge/contract';
import { readChatMessages } from '../core/chats/chats.js';
import { creatorPlanOf } from '../core/payments/creator-plan.js';
import { checkThumbnail } from '../core/feed-check/check-feed.js';
import { compareThumbnails } from '../core/test-and-compare/compare-thumbnails.js';
import { typesetLanguageVersions } from '../core/language-versions/typeset-language-versions.js';
import { InvalidInput, RateLimited, TooLarge } from '../core/errors.js';
import {
  editThumbnail,
  generateThumbnails,
  moreLikeThis,
  rememberStyle,
} from '../core/thumbnails/index.js';
import { createUserSlots } from '../core/user-slots.js';
import type { AppDeps } from './app-deps.js';
import { chatIdParam } from './chat-id.js';
import { admitPixelWork, FREE_WORK_DEADLINE_MS } from './middleware/admit-pixel-work.js';
import { requireCurrentUser } from './middleware/require-current-user.js';
import { limitGenerations } from './middleware/rate-limit.js';
import { requireSession } from './middleware/require-session.js';
import { multipartBodyBytes, readMultipartForm, type MultipartLimits } from './multipart-form.js';
import { parseInput } from './parse-input.js';
import { apiRouter } from './api-router.js';

const UPLOAD_LIMITS: MultipartLimits = {
  fileField: 'file',
  fileBytes: LIMITS.uploadMaxBytes,
  // Any UTF-8 prompt within the limit fits; a longer field is kept cut, and the schema refuses it.
  fieldBytes: LIMITS.promptMaxChars * 4 + 1024,
  fields: 10,
  files: LIMITS.photosPerGeneration,
  tooManyFiles: THUMBNAIL_MESSAGES.tooManyPhotos,
};

/** A chat's messages, generation (POST, multipart) and edits (PUT) (docs/architecture.md section 4). */
export function thumbnailRoutes(deps: AppDeps): Router {
  const session = requireSession(deps.sessions);
  const user = requireCurrentUser(deps);
  const generations = limitGenerations(deps.rateLimits);
  // Generations and edits stop at the model's deadline; the free work gets its own.
  const planOf = (userId: string) => creatorPlanOf(userId, deps.payments.store);
  const bodyDeadlineMs = deps.uploadDeadlineMs;
  const painting = admitPixelWork(deps.pixelWork, { planOf, bodyDeadlineMs });
  const uploading = admitPixelWork(deps.pixelWork, {
    planOf,
    bodyBytes: multipartBodyBytes(UPLOAD_LIMITS),
    bodyDeadlineMs,
  });
  const checking = admitPixelWork(deps.pixelWork, {
    planOf,
    deadlineMs: FREE_WORK_DEADLINE_MS,
    bodyDeadlineMs,
  });
  // Each set of language versions is seconds of compositing: one at a time per user.
  const typesetting = createUserSlots(
    1,
    (_running, userId) =>
      new RateLimited(LANGUAGE_VERSION_MESSAGES.inProgress, 5, `typesetting for ${userId}`),
  );

  return (
    apiRouter()
      .get('/thumbnail/:chatId', session, user, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const body: ChatMessagesResponse = {
          chatMessages: await readChatMessages(res.locals.user, chatId, deps),
        };
        res.json(body);
      })
      .post('/thumbnail/:chatId', session, generations, user, uploading, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const upload = await readMultipartForm(req, UPLOAD_LIMITS);
        // Each photo is held to the limits of one: a bad extra one refuses the whole request.
        if (upload.files.some((file) => file.overLimit)) {
          throw new TooLarge(MESSAGES.fileTooLarge, `over ${LIMITS.uploadMaxBytes} bytes`);
        }
        const [photo, ...things] = upload.files;
        if (!photo || upload.files.some((file) => file.bytes.length === 0)) {
          throw new InvalidInput(MESSAGES.fillAllFields, 'no file, or an empty one');
        }
        const form = parseInput(thumbnailFormSchema, upload.fields);
        const body: GenerateThumbnailResponse = await generateThumbnails(
          {
            user: res.locals.user,
            chatId,
            form,
            photo: photo.bytes,
            things: things.map((thing) => thing.bytes),
            plan: res.locals.plan,
            apiKeyName: res.locals.session.apiKey?.name,
          },
          { ...deps, logger: res.locals.log },
        );
        res.status(201).json(body);
      })
      .post('/thumbnail/:chatId/more', session, generations, user, painting, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const { url, brandKit } = parseInput(moreLikeThisRequestSchema, req.body ?? {});
        const body: GenerateThumbnailResponse = await moreLikeThis(
          {
            user: res.locals.user,
            chatId,
            url,
            brandKit,
            plan: res.locals.plan,
            apiKeyName: res.locals.session.apiKey?.name,
          },
          { ...deps, logger: res.locals.log },
        );
        res.status(201).json(body);
      })
      .put('/thumbnail/:chatId', session, generations, user, painting, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const { url, prompt, brandKit } = parseInput(editThumbnailRequestSchema, req.body ?? {});
        const body: EditThumbnailResponse = await editThumbnail(
          {
            user: res.locals.user,
            chatId,
            url,
            prompt,
            brandKit,
            apiKeyName: res.locals.session.apiKey?.name,
          },
          { ...deps, logger: res.locals.log },
        );
        res.json(body);
      })
      .post('/thumbnail/:chatId/check', session, user, checking, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const { url } = parseInput(feedCheckRequestSchema, req.body ?? {});
        const body: FeedCheckResponse = {
          checks: await checkThumbnail(res.locals.user.id, chatId, url, deps),
        };
        res.json(body);
      })
      .post('/thumbnail/:chatId/remember-style', session, user, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const { url } = parseInput(rememberStyleRequestSchema, req.body ?? {});
        const body: MeResponse = {
          user: await rememberStyle(res.locals.user.id, chatId, url, deps),
        };
        res.json(body);
      })
      .post('/thumbnail/:chatId/compare', session, user, checking, async (req, res) => {
        const chatId = chatIdParam(req.params.chatId);
        const { urls } = parseInput(compareRequestSchema, req.body ?? {});
        const body: CompareResponse = {
          pairs: await compareThumbnails(res.locals.user.id, chatId, urls, deps),
        };
        res.json(body);
      })
      // Up to 12 full-size composites: counted with generations, though no token is charged.
      .post(
        '/thumbnail/:chatId/languages',
        session,
        generations,
        user,
        checking,
        async (req, res) => {
          const chatId = chatIdParam(req.params.chatId);
          const request = parseInput(languageVersionsRequestSchema, req.body ?? {});
          const release = typesetting.claim(res.locals.user.id);
          try {
            const body: ChatMessagesResponse = {
              chatMessages: await typesetLanguageVersions(res.locals.user.id, chatId, request, {
                ...deps,
                logger: res.locals.log,
              }),
            };
            res.json(body);
          } finally {
            release();
          }
        },
      )
  );
}
