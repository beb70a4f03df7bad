import express, { type Express, type RequestHandler } from 'express';
import { API_PREFIX } from '@thumbforge/contract';
import { apiRouter } from './api-router.js';
import { accountRoutes } from './account.routes.js';
import { apiKeyRoutes } from './api-keys.routes.js';
import { apiKeyUsage } from './middleware/api-key-usage.js';
import type { AppDeps } from './app-deps.js';
import { authRoutes } from './auth.routes.js';
import { chatRoutes } from './chat.routes.js';
import { configRoutes } from './config.routes.js';
import { downloadRoutes } from './download.routes.js';
import { eventsRoutes } from './events.routes.js';
import { filesRoutes } from './files.routes.js';
import { firebaseTokenRoutes } from './firebase-token.routes.js';
import { healthRoutes } from './health.routes.js';
import { identityWebhookRoutes } from './identity-webhook.routes.js';
import { localAuthRoutes } from './local-auth.routes.js';
import { mcpRoutes } from './mcp.routes.js';
import { openApiRoutes } from './openapi.routes.js';
import { brandKitRoutes } from './brand-kit.routes.js';
import { accountGate } from './middleware/account-gate.js';
import { compressResponses } from './middleware/compression.js';
import { apiNotFound, errorHandler } from './middleware/errors.js';
import { rateLimit } from './middleware/rate-limit.js';
import { requestId } from './middleware/request-id.js';
import { securityHeaders, servesHttps } from './middleware/security-headers.js';
import { createSessionStreams } from './session-streams.js';
import { paymentWebhookRoutes } from './payment-webhook.routes.js';
import { paymentRoutes } from './payment.routes.js';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes.js';
import { thumbnailRoutes } from './thumbnail.routes.js';
import { tokenRoutes } from './token.routes.js';

interface CreateAppOptions {
  /** Serves everything outside the API (the embedded server's web app). */
  web?: RequestHandler;
  /** How often the change stream sends a comment to keep proxies from closing it; ~15 s. */
  eventsHeartbeatMs?: number;
  /**
   * Express's `trust proxy`: whose `X-Forwarded-For` (and `-Proto`) to believe for `req.ip`, the
   * address rate limits count by, and `req.secure`. None unless the entry point knows its proxies
   * (a hop count): trusting a header no proxy of ours wrote lets any client choose its address.
   */
  trustProxy?: boolean | number;
  /** The app's public origins; an `https:` one turns on HSTS. */
  publicOrigins?: readonly string[];
}

// `private` too: Firebase Hosting drops Set-Cookie from answers it may cache, and the local
// identity's session cookie must pass when the app runs behind it (on the emulators).
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/** The HTTP API under `/api/v1`, the same for both runtimes; `deps` decides what is behind it. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // Only the path as written routes (see apiRouter); the API's routers each say the same.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(requestId(deps.logger));
  app.use(securityHeaders(deps.runtimeConfig, { https: servesHttps(options.publicOrigins ?? []) }));
  app.use(compressResponses());

  const api = apiRouter();
  // Answers about one user (balances, chats, tokens) are never kept by a browser or a proxy;
  // the few routes that may be cached (signed files, the event stream) say so themselves.
  api.use(noStore);
  // Before the JSON parser: the webhook's signature covers the raw bytes.
  api.use(paymentWebhookRoutes(deps));
  if (deps.identityWebhookSecret) {
    api.use(identityWebhookRoutes(deps, deps.identityWebhookSecret));
  }
  // After the webhook, which Razorpay retries and its signature guards; before any body is read.
  if (deps.rateLimits) api.use(rateLimit(deps.rateLimits));
  // Read-only once closed, gone past the deadline: checked by requireSession on every route.
  api.use(accountGate(deps));
  // Counts each call made with an API key on the key's record: checked by requireSession.
  api.use(apiKeyUsage(deps));
  // Its own JSON parser: a tool call carries a photo.
  api.use(mcpRoutes(deps));
  api.use(express.json({ limit: '100kb' }));
  api.use(healthRoutes());
  api.use(configRoutes(deps.runtimeConfig));
  api.use(openApiRoutes());
  api.use(authRoutes(deps));
  api.use(chatRoutes(deps));
  api.use(thumbnailRoutes(deps));
  api.use(downloadRoutes(deps));
  api.use(paymentRoutes(deps));
  api.use(tokenRoutes(deps));
  api.use(accountRoutes(deps));
  api.use(brandKitRoutes(deps));
  api.use(apiKeyRoutes(deps));
  if (deps.sandboxCheckout) api.use(sandboxCheckoutRoutes(deps.sessions, deps.sandboxCheckout));
  const streams = createSessionStreams();
  if (deps.changes) {
    api.use(eventsRoutes(deps.sessions, deps.changes, streams, options.eventsHeartbeatMs));
  }
  api.use(filesRoutes(deps, deps.fileUrls));
  if (deps.localIdentity) {
    api.use(
      localAuthRoutes(deps.localIdentity, {
        rateLimits: deps.rateLimits,
        onSignedOut: (sessionId) => streams.endSession(sessionId),
      }),
    );
  }
  if (deps.firebaseTokens) api.use(firebaseTokenRoutes(deps.sessions, deps.firebaseTokens));
  api.use(apiNotFound);
  app.use(API_PREFIX, api);

  if (options.web) app.use(options.web);
  app.use(errorHandler);
  return app;
}
