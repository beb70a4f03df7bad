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

/**
 * The base of one kind of failure, fixed to its code. Each kind is still a class of its own, so
 * `instanceof` tells kinds apart and `name` is the kind's class name.
 */
function failureWithCode<const Code extends ErrorCode>(code: Code) {
  return class extends DomainError {
    readonly code = code;
  };
}

export class InvalidInput extends failureWithCode('invalid_input') {}

export class Unauthenticated extends failureWithCode('unauthenticated') {}

export class Forbidden extends failureWithCode('forbidden') {}

/** The account is closed: it may be read, but nothing may be generated, edited or bought. */
export class AccountClosed extends failureWithCode('account_closed') {}

export class InsufficientTokens extends failureWithCode('insufficient_tokens') {}

export class NotFound extends failureWithCode('not_found') {}

export class Conflict extends failureWithCode('conflict') {}

/** An upload that is not a JPEG, PNG or WebP image we can read (HTTP 415). */
export class UnsupportedImage extends failureWithCode('unsupported_media_type') {}

/** An upload over the byte or pixel limit (HTTP 413). */
export class TooLarge extends failureWithCode('payload_too_large') {}

/** The request's body did not arrive within its deadline (HTTP 408). */
export class RequestTimedOut extends failureWithCode('request_timeout') {}

/** A provider the request depends on (the image model, the payment gateway) failed. */
export class UpstreamFailed extends failureWithCode('upstream_failed') {}

/** Too many requests at once; `retryAfterSeconds` becomes the `Retry-After` header (HTTP 429). */
export class RateLimited extends failureWithCode('rate_limited') {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    detail?: string,
  ) {
    super(message, detail);
  }
}

/**
 * The server has more pixel work waiting than it takes on (HTTP 503): nothing was charged or
 * kept, and `retryAfterSeconds` becomes the `Retry-After` header.
 */
export class ServerBusy extends failureWithCode('server_busy') {
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

const KINDS = {
  invalid_input: InvalidInput,
  unauthenticated: Unauthenticated,
  forbidden: Forbidden,
  account_closed: AccountClosed,
  insufficient_tokens: InsufficientTokens,
  not_found: NotFound,
  conflict: Conflict,
  payload_too_large: TooLarge,
  unsupported_media_type: UnsupportedImage,
  upstream_failed: UpstreamFailed,
} satisfies Partial<Record<ErrorCode, new (message: string, detail?: string) => DomainError>>;

/**
 * A failure described as plain data (it crossed a thread) as its kind again; one of no kind, or
 * of a kind that needs more than a message (a rate limit's wait), is a plain error.
 */
export function errorOfCode(failure: {
  code: ErrorCode | null;
  message: string;
  detail?: string;
}): Error {
  const Kind =
    failure.code && failure.code in KINDS ? KINDS[failure.code as keyof typeof KINDS] : null;
  return Kind ? new Kind(failure.message, failure.detail) : new Error(failure.message);
}
