import { z } from 'zod';
import {
  apiKeysResponseSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
} from './api-keys.js';
import {
  brandKitResponseSchema,
  learnBrandKitResponseSchema,
  putBrandKitRequestSchema,
} from './brand-kit.js';
import {
  chatListResponseSchema,
  chatResponseSchema,
  deleteChatResponseSchema,
  renameChatRequestSchema,
} from './chat.js';
import {
  checkoutSuccessSchema,
  sandboxPayRequestSchema,
  verifyPaymentResponseSchema,
} from './checkout.js';
import { runtimeConfigSchema } from './config.js';
import type { ErrorCode } from './errors.js';
import { feedCheckRequestSchema, feedCheckResponseSchema } from './feed-check.js';
import { firebaseTokenResponseSchema } from './firebase-token.js';
import {
  languageVersionsDownloadSchema,
  languageVersionsRequestSchema,
} from './language-versions.js';
import {
  resetPasswordRequestSchema,
  sessionTokenResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from './local-auth.js';
import { chatMessagesResponseSchema } from './message.js';
import { paymentListResponseSchema } from './payment-history.js';
import { paymentWebhookSchema } from './payment-webhook.js';
import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  verifyPaymentRequestSchema,
} from './payment.js';
import {
  compareRequestSchema,
  compareResponseSchema,
  testAndCompareRequestSchema,
} from './test-and-compare.js';
import {
  downloadImageRequestSchema,
  downloadZipRequestSchema,
  editThumbnailRequestSchema,
  editThumbnailResponseSchema,
  generateThumbnailResponseSchema,
  moreLikeThisRequestSchema,
  thumbnailFormSchema,
} from './thumbnail.js';
import { tokenGrantListResponseSchema } from './token-grants.js';
import {
  closeAccountResponseSchema,
  identityWebhookEventSchema,
  meResponseSchema,
  rememberStyleRequestSchema,
} from './user.js';

/**
 * How a route is authenticated: a signed-in session or an API key (`bearer`), nothing
 * (`public`), a provider's signature (`signature`), the local identity's session cookie
 * (`cookie`) or the signed link itself (`link`).
 */
export type ApiAuth = 'bearer' | 'public' | 'signature' | 'cookie' | 'link';

/** One operation of the API, as the OpenAPI document describes it. */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** As the server declares it, relative to `/api/v1`: `/thumbnail/:chatId`. */
  path: string;
  summary: string;
  auth: ApiAuth;
  request?: { json: z.ZodType } | { multipart: z.ZodType };
  /** The success answer: JSON by schema, a file by content type, or nothing (204). */
  response: { status: number; json?: z.ZodType; file?: string };
  /** The errors it may answer besides those every call may (429, 500, 503). */
  errors: readonly ErrorCode[];
  /** Only in one runtime, or only when configured. */
  only?: string;
}

const ok = z.object({ success: z.literal(true) });
const health = z.object({ ok: z.literal(true) });
const fileUpload = (fields: z.ZodRawShape = {}) =>
  z.object({ ...fields, file: z.string().meta({ format: 'binary' }) });
const brandKitLearnForm = z.object({
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .min(3)
    .max(10),
});

const READ = ['unauthenticated', 'forbidden', 'not_found'] as const;
const WRITE = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'account_closed',
  'not_found',
] as const;
const PAINT = [
  ...WRITE,
  'insufficient_tokens',
  'payload_too_large',
  'unsupported_media_type',
  'upstream_failed',
] as const;

/** Every route of `/api/v1` (a test checks this list against the server's routes both ways). */
export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Liveness',
    auth: 'public',
    response: { status: 200, json: health },
    errors: [],
  },
  {
    method: 'get',
    path: '/config',
    summary: 'What the web app needs to start: plans, options, sign-in and payment keys',
    auth: 'public',
    response: { status: 200, json: runtimeConfigSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This document',
    auth: 'public',
    response: { status: 200, file: 'application/json' },
    errors: [],
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: 'The caller, with the token balance (made on the first call)',
    auth: 'bearer',
    response: { status: 200, json: meResponseSchema },
    errors: READ,
  },
  {
    method: 'delete',
    path: '/auth/me/preferences/:source',
    summary: 'Forget the saved or learnt style',
    auth: 'bearer',
    response: { status: 200, json: meResponseSchema },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/auth/clerk-webhook',
    summary: "Clerk's user.deleted webhook (Svix-signed)",
    auth: 'signature',
    request: { json: identityWebhookEventSchema },
    response: { status: 200, json: ok },
    errors: ['invalid_input', 'unauthenticated'],
    only: 'with CLERK_WEBHOOK_SECRET',
  },
  {
    method: 'post',
    path: '/auth/firebase-token',
    summary: 'A Firebase custom token for Firestore listeners',
    auth: 'bearer',
    response: { status: 200, json: firebaseTokenResponseSchema },
    errors: READ,
    only: 'Firebase runtime',
  },
  {
    method: 'get',
    path: '/chat/',
    summary: "The caller's chats, pinned first",
    auth: 'bearer',
    response: { status: 200, json: chatListResponseSchema },
    errors: READ,
  },
  {
    method: 'post',
    path: '/chat/',
    summary: 'A new chat',
    auth: 'bearer',
    response: { status: 201, json: chatResponseSchema },
    errors: [...WRITE, 'insufficient_tokens'],
  },
  {
    method: 'get',
    path: '/chat/pin/:id',
    summary: 'Pin or unpin a chat',
    auth: 'bearer',
    response: { status: 200, json: chatResponseSchema },
    errors: WRITE,
  },
  {
    method: 'put',
    path: '/chat/:id',
    summary: 'Rename a chat',
    auth: 'bearer',
    request: { json: renameChatRequestSchema },
    response: { status: 200, json: chatResponseSchema },
    errors: WRITE,
  },
  {
    method: 'delete',
    path: '/chat/:id',
    summary: 'Delete a chat with its messages and images',
    auth: 'bearer',
    response: { status: 200, json: deleteChatResponseSchema },
    errors: WRITE,
  },
  {
    method: 'get',
    path: '/thumbnail/:chatId',
    summary: "A chat's messages with their thumbnails",
    auth: 'bearer',
    response: { status: 200, json: chatMessagesResponseSchema },
    errors: READ,
  },
  {
    method: 'post',
    path: '/thumbnail/:chatId',
    summary: 'Generate thumbnails from a photo (one token)',
    auth: 'bearer',
    request: { multipart: fileUpload(thumbnailFormSchema.in.shape) },
    response: { status: 201, json: generateThumbnailResponseSchema },
    errors: PAINT,
  },
  {
    method: 'post',
    path: '/thumbnail/:chatId/more',
    summary: 'More like a thumbnail: new variants from its photos, title and choices (one token)',
    auth: 'bearer',
    request: { json: moreLikeThisRequestSchema },
    response: { status: 201, json: generateThumbnailResponseSchema },
    errors: PAINT,
  },
  {
    method: 'put',
    path: '/thumbnail/:chatId',
    summary: 'Edit one thumbnail (one token)',
    auth: 'bearer',
    request: { json: editThumbnailRequestSchema },
    response: { status: 200, json: editThumbnailResponseSchema },
    errors: PAINT,
  },
  {
    method: 'post',
    path: '/thumbnail/:chatId/check',
    summary: 'The feed check of one thumbnail (free)',
    auth: 'bearer',
    request: { json: feedCheckRequestSchema },
    response: { status: 200, json: feedCheckResponseSchema },
    errors: [...WRITE, 'upstream_failed'],
  },
  {
    method: 'post',
    path: '/thumbnail/:chatId/remember-style',
    summary: "Keep a thumbnail's style for new thumbnails",
    auth: 'bearer',
    request: { json: rememberStyleRequestSchema },
    response: { status: 200, json: meResponseSchema },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/thumbnail/:chatId/compare',
    summary: 'How far apart 2 or 3 thumbnails are (free)',
    auth: 'bearer',
    request: { json: compareRequestSchema },
    response: { status: 200, json: compareResponseSchema },
    errors: [...WRITE, 'upstream_failed'],
  },
  {
    method: 'post',
    path: '/thumbnail/:chatId/languages',
    summary: "A thumbnail's title in up to 12 languages (free)",
    auth: 'bearer',
    request: { json: languageVersionsRequestSchema },
    response: { status: 200, json: chatMessagesResponseSchema },
    errors: [...WRITE, 'upstream_failed', 'payload_too_large'],
  },
  {
    method: 'post',
    path: '/download/download-zip',
    summary: 'A zip of chosen images',
    auth: 'bearer',
    request: { json: downloadZipRequestSchema },
    response: { status: 200, file: 'application/zip' },
    errors: [...WRITE, 'payload_too_large'],
  },
  {
    method: 'post',
    path: '/download/image',
    summary: 'One image as JPEG, PNG or WebP',
    auth: 'bearer',
    request: { json: downloadImageRequestSchema },
    response: { status: 200, file: 'image/*' },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/download/test-and-compare',
    summary: "YouTube Studio's Test & Compare set (A.jpg, B.jpg, C.jpg)",
    auth: 'bearer',
    request: { json: testAndCompareRequestSchema },
    response: { status: 200, file: 'application/zip' },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/download/thumbnails-by-language',
    summary: 'The language versions as a zip',
    auth: 'bearer',
    request: { json: languageVersionsDownloadSchema },
    response: { status: 200, file: 'application/zip' },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/payment/create-order',
    summary: 'An order for a token package',
    auth: 'bearer',
    request: { json: createOrderRequestSchema },
    response: { status: 200, json: createOrderResponseSchema },
    errors: [...WRITE, 'upstream_failed'],
  },
  {
    method: 'post',
    path: '/payment/verify',
    summary: "Checkout's payment, verified and credited",
    auth: 'bearer',
    request: { json: verifyPaymentRequestSchema },
    response: { status: 200, json: verifyPaymentResponseSchema },
    errors: WRITE,
  },
  {
    method: 'get',
    path: '/payment/',
    summary: "The caller's orders and payments",
    auth: 'bearer',
    response: { status: 200, json: paymentListResponseSchema },
    errors: READ,
  },
  {
    method: 'get',
    path: '/payment/:id',
    summary: "A paid order's receipt or tax invoice (PDF)",
    auth: 'bearer',
    response: { status: 200, file: 'application/pdf' },
    errors: READ,
  },
  {
    method: 'get',
    path: '/payment/:id/credit-note',
    summary: 'A credit note (PDF), the latest without ?number=',
    auth: 'bearer',
    response: { status: 200, file: 'application/pdf' },
    errors: READ,
  },
  {
    method: 'post',
    path: '/payment/webhook',
    summary: "Razorpay's webhook (X-Razorpay-Signature)",
    auth: 'signature',
    request: { json: paymentWebhookSchema },
    response: { status: 200, json: ok },
    errors: ['invalid_input', 'unauthenticated'],
  },
  {
    method: 'post',
    path: '/sandbox/razorpay/pay',
    summary: 'The sandbox gateway pays an order',
    auth: 'bearer',
    request: { json: sandboxPayRequestSchema },
    response: { status: 200, json: checkoutSuccessSchema },
    errors: [...WRITE, 'insufficient_tokens'],
    only: 'embedded, sandbox payments',
  },
  {
    method: 'get',
    path: '/tokens/grants',
    summary: 'Tokens support granted the caller',
    auth: 'bearer',
    response: { status: 200, json: tokenGrantListResponseSchema },
    errors: READ,
  },
  {
    method: 'post',
    path: '/account/close',
    summary: 'Close the account (read-only for 30 days, then deleted)',
    auth: 'bearer',
    response: { status: 200, json: closeAccountResponseSchema },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/account/reopen',
    summary: 'Reopen a closed account',
    auth: 'bearer',
    response: { status: 200, json: meResponseSchema },
    errors: [...WRITE, 'conflict'],
  },
  {
    method: 'get',
    path: '/account/export',
    summary: "A zip of the caller's data and images",
    auth: 'bearer',
    response: { status: 200, file: 'application/zip' },
    errors: READ,
  },
  {
    method: 'get',
    path: '/brand-kit',
    summary: 'The brand kit (null without one)',
    auth: 'bearer',
    response: { status: 200, json: brandKitResponseSchema },
    errors: READ,
  },
  {
    method: 'put',
    path: '/brand-kit',
    summary: 'Save the brand kit',
    auth: 'bearer',
    request: { json: putBrandKitRequestSchema },
    response: { status: 200, json: brandKitResponseSchema },
    errors: WRITE,
  },
  {
    method: 'delete',
    path: '/brand-kit',
    summary: 'Delete the brand kit',
    auth: 'bearer',
    response: { status: 200, json: brandKitResponseSchema },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/brand-kit/logo',
    summary: "The brand kit's logo (PNG or WebP under 2 MB)",
    auth: 'bearer',
    request: { multipart: fileUpload() },
    response: { status: 200, json: brandKitResponseSchema },
    errors: [...WRITE, 'payload_too_large', 'unsupported_media_type'],
  },
  {
    method: 'delete',
    path: '/brand-kit/logo',
    summary: "Remove the brand kit's logo",
    auth: 'bearer',
    response: { status: 200, json: brandKitResponseSchema },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/brand-kit/learn',
    summary: 'A kit proposed from 3 to 10 past thumbnails (not saved)',
    auth: 'bearer',
    request: { multipart: brandKitLearnForm },
    response: { status: 200, json: learnBrandKitResponseSchema },
    errors: [...WRITE, 'payload_too_large', 'unsupported_media_type'],
  },
  {
    method: 'get',
    path: '/api-keys',
    summary: "The caller's API keys, without the keys (a session only)",
    auth: 'bearer',
    response: { status: 200, json: apiKeysResponseSchema },
    errors: READ,
  },
  {
    method: 'post',
    path: '/api-keys',
    summary: 'A new API key, shown only in this answer (a session only)',
    auth: 'bearer',
    request: { json: createApiKeyRequestSchema },
    response: { status: 201, json: createdApiKeySchema },
    errors: [...WRITE, 'conflict'],
  },
  {
    method: 'delete',
    path: '/api-keys/:id',
    summary: 'Revoke an API key (a session only)',
    auth: 'bearer',
    response: { status: 204 },
    errors: WRITE,
  },
  {
    method: 'post',
    path: '/mcp',
    summary: 'The MCP server (Streamable HTTP, JSON-RPC)',
    auth: 'bearer',
    request: { json: z.looseObject({ jsonrpc: z.literal('2.0'), method: z.string() }) },
    response: { status: 200, json: z.looseObject({ jsonrpc: z.literal('2.0') }) },
    errors: [
      'invalid_input',
      'unauthenticated',
      'forbidden',
      'account_closed',
      'payload_too_large',
    ],
  },
  {
    method: 'get',
    path: '/mcp',
    summary: 'No event stream: the MCP server is stateless (405)',
    auth: 'public',
    response: { status: 405 },
    errors: [],
  },
  {
    method: 'get',
    path: '/events',
    summary: "Server-sent events: changes to the caller's data",
    auth: 'bearer',
    response: { status: 200, file: 'text/event-stream' },
    errors: READ,
    only: 'embedded (LIVE_DATA=sse)',
  },
  {
    method: 'get',
    path: '/files/*path',
    summary: 'A stored file by its signed link',
    auth: 'link',
    response: { status: 200, file: 'image/*' },
    errors: ['not_found', 'forbidden'],
  },
  {
    method: 'post',
    path: '/local-auth/sign-up',
    summary: 'Sign up (local identity)',
    auth: 'public',
    request: { json: signUpRequestSchema },
    response: { status: 201, json: sessionTokenResponseSchema },
    errors: ['invalid_input', 'conflict', 'forbidden'],
    only: 'IDENTITY=local',
  },
  {
    method: 'post',
    path: '/local-auth/sign-in',
    summary: 'Sign in (local identity)',
    auth: 'public',
    request: { json: signInRequestSchema },
    response: { status: 200, json: sessionTokenResponseSchema },
    errors: ['invalid_input', 'unauthenticated', 'forbidden'],
    only: 'IDENTITY=local',
  },
  {
    method: 'post',
    path: '/local-auth/token',
    summary: 'A fresh session token for the session cookie',
    auth: 'cookie',
    response: { status: 200, json: sessionTokenResponseSchema },
    errors: ['unauthenticated', 'forbidden'],
    only: 'IDENTITY=local',
  },
  {
    method: 'post',
    path: '/local-auth/sign-out',
    summary: 'Sign out',
    auth: 'cookie',
    response: { status: 200, json: ok },
    errors: ['forbidden'],
    only: 'IDENTITY=local',
  },
  {
    method: 'post',
    path: '/local-auth/reset-password',
    summary: 'Set a new password with a reset link',
    auth: 'public',
    request: { json: resetPasswordRequestSchema },
    response: { status: 200, json: ok },
    errors: ['invalid_input', 'unauthenticated'],
    only: 'IDENTITY=local',
  },
];
