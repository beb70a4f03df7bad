import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_STATUS, MESSAGES, type ErrorBody } from '@thumbforge/contract';
import {
  DomainError,
  GenerationFailed,
  NotFound,
  RateLimited,
  ServerBusy,
} from '../../core/errors.js';

/** Unknown API routes answer JSON too, never the web app's HTML. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFound('This API route does not exist', `${req.method} ${req.originalUrl}`));
};

/** Body-parser reports its failures as errors carrying `type` and `status`. */
function bodyParserError(error: unknown): { type: string } | null {
  if (typeof error === 'object' && error !== null && 'type' in error) {
    const { type } = error as { type: unknown };
    if (typeof type === 'string') return { type };
  }
  return null;
}

/**
 * Express and its parsers mark what the client got wrong with a 4xx `status` (a body that is
 * not gzip, a path segment that is not UTF-8, an upload the client aborted): never a 500.
 */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' && value >= 400 && value < 500 ? value : null;
}

function toBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) return { message: error.message, code: error.code };
  switch (bodyParserError(error)?.type) {
    case 'entity.parse.failed':
      return { message: 'The request body is not valid JSON', code: 'invalid_input' };
    case 'entity.too.large':
      return { message: 'The request body is too large', code: 'payload_too_large' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { message: 'The request body encoding is not supported', code: 'invalid_input' };
    default:
      break;
  }
  const status = clientErrorStatus(error);
  if (status === 413) {
    return { message: 'The request body is too large', code: 'payload_too_large' };
  }
  if (status !== null) return { message: 'The request could not be read', code: 'invalid_input' };
  return { message: MESSAGES.internal, code: 'internal' };
}

/** The one place errors become HTTP: `{ message, code }` with the code's status, never a stack. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const body: ErrorBody = toBody(error);
  // A failed generation tells the web the balance after its refund; a limit, when to retry.
  const answer =
    error instanceof GenerationFailed ? { ...body, updatedTokens: error.updatedTokens } : body;
  if (error instanceof RateLimited || error instanceof ServerBusy) {
    res.set('Retry-After', String(error.retryAfterSeconds));
  }
  const status = ERROR_STATUS[body.code];
  const log = res.locals.log;
  if (status >= 500) {
    log.error('request failed', { error });
  } else {
    const detail = error instanceof DomainError ? error.detail : undefined;
    log.warn('request refused', { code: body.code, answer: body.message, detail });
  }
  res.status(status).json(answer);
};
