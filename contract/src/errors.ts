import { z } from 'zod';

export const ERROR_CODES = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'account_closed',
  'insufficient_tokens',
  'not_found',
  'conflict',
  'payload_too_large',
  'request_timeout',
  'unsupported_media_type',
  'rate_limited',
  'upstream_failed',
  'server_busy',
  'internal',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error the API answers has this body; `message` is what the web shows in its toast. */
export const errorBodySchema = z.object({ message: z.string(), code: errorCodeSchema });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  account_closed: 403,
  insufficient_tokens: 402,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  rate_limited: 429,
  upstream_failed: 502,
  server_busy: 503,
  internal: 500,
};

/** The wording of docs/product-rules.md section 8, shared by server answers and web toasts. */
export const MESSAGES = {
  notEnoughTokens: 'Not enough tokens to continue',
  fillAllFields: 'Please fill all fields',
  fileTooLarge: 'File size must be less than 10MB',
  invalidImage: 'Please select a valid image file (JPG, PNG, WEBP)',
  signInToPurchase: 'Please sign in to purchase tokens',
  chatNotFound: 'Chat not found',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  internal: 'Something went wrong on our side. Please try again.',
  accountClosed:
    'Your account is closed: you can still sign in, look and download, but not generate, edit, buy tokens or start a chat. Reopen it from the account menu.',
  accountDeleted: 'This account was closed and its data has been deleted.',
  accountNotClosed: 'Your account is open.',
} as const;
