import type { ErrorCode } from '@thumbforge/contract';

/**
 * The failures a use case can report. The HTTP layer maps `code` to a status in one place;
 * `message` is shown to the user, `detail` only reaches the logs.
 */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;

  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  readonly code = 'invalid_input';
}

export class Unauthenticated extends DomainError {
  readonly code = 'unauthenticated';
}

export class Forbidden extends DomainError {
  readonly code = 'forbidden';
}

export class InsufficientTokens extends DomainError {
  readonly code = 'insufficient_tokens';
}

export class NotFound extends DomainError {
  readonly code = 'not_found';
}

export class Conflict extends DomainError {
  readonly code = 'conflict';
}

/** An upload that is not a JPEG, PNG or WebP image we can read (HTTP 415). */
export class UnsupportedImage extends DomainError {
  readonly code = 'unsupported_media_type';
}

/** An upload over the byte or pixel limit (HTTP 413). */
export class TooLarge extends DomainError {
  readonly code = 'payload_too_large';
}

/** A provider the request depends on (the image model, the payment gateway) failed. */
export class UpstreamFailed extends DomainError {
  readonly code = 'upstream_failed';
}

/** Too many requests at once; `retryAfterSeconds` becomes the `Retry-After` header (HTTP 429). */
export class RateLimited extends DomainError {
  readonly code = 'rate_limited';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    detail?: string,
  ) {
    super(message, detail);
  }
}

/**
 * A generation or edit that failed after its token was reserved: the token is back, and the
 * answer tells the web the balance after the refund.
 */
export class GenerationFailed extends UpstreamFailed {
  constructor(
    message: string,
    readonly updatedTokens: number,
    detail?: string,
  ) {
    super(message, detail);
  }
}
