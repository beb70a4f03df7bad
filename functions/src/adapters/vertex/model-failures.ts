import { ApiError } from '@google/genai';
import { UpstreamFailed } from '../../core/errors.js';
import { RequestTimedOut } from './retrying-fetch.js';

/** What the creator reads when the model fails; each says the token is back and what to do. */
export const MODEL_MESSAGES = {
  noImage:
    'The image model returned no image for this request. Your token was refunded; try rephrasing the prompt.',
  blocked:
    "The image model's safety filters blocked this request. Your token was refunded; try a different prompt or photo.",
  timedOut: 'The image model took too long to answer. Your token was refunded; please try again.',
  busy: 'The image model is busy right now. Your token was refunded; please try again in a minute.',
  unavailable:
    'The image model is unavailable right now. Your token was refunded; please try again in a few minutes.',
  refused:
    'The image model could not take this request. Your token was refunded; try another photo or a shorter prompt.',
  /** The configured model id is not served (retired, misspelt, or not enabled for the project). */
  notServed: 'Thumbnail generation is unavailable right now; your token was refunded.',
} as const;

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
