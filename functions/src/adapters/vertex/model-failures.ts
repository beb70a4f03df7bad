import { ApiError } from '@google/genai';
import { MODEL_MESSAGES } from '@thumbforge/contract';
import { UpstreamFailed } from '../../core/errors.js';
import { RequestTimedOut } from './retrying-fetch.js';

/** A 404 NOT_FOUND names the model id: an operator's error, not the creator's. */
export function isModelNotServed(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Any failure of a model call as the `UpstreamFailed` the use case refunds and answers with. */
export function asModelFailure(error: unknown): UpstreamFailed {
  if (error instanceof UpstreamFailed) return error;
  if (error instanceof RequestTimedOut) {
    return new UpstreamFailed(MODEL_MESSAGES.timedOut, error.message);
  }
  if (error instanceof ApiError) {
    const detail = `HTTP ${error.status}: ${error.message.slice(0, 500)}`;
    if (error.status === 404) return new UpstreamFailed(MODEL_MESSAGES.notServed, detail);
    if (error.status === 429) return new UpstreamFailed(MODEL_MESSAGES.busy, detail);
    if (error.status >= 500) return new UpstreamFailed(MODEL_MESSAGES.unavailable, detail);
    return new UpstreamFailed(MODEL_MESSAGES.refused, detail);
  }
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new UpstreamFailed(MODEL_MESSAGES.unavailable, detail);
}
