import { errorBodySchema, type ErrorCode } from '@thumbforge/contract';

type ApiErrorCode = ErrorCode | 'network_error' | 'unexpected_response';

/** Any call that did not end in a usable 2xx answer; `message` is fit to show the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
  ) {
    super(message);
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    return ApiError.fromBody(response.status, await response.json().catch(() => null));
  }

  /** An error answer already read, e.g. by an upload that reports its progress. */
  static fromBody(status: number, body: unknown): ApiError {
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.code);
    return new ApiError(
      status,
      `The server answered with an error (${status}). Please try again.`,
      'internal',
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What the server said, when it said something a creator can act on (docs/product-rules.md section 8). */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.code === 'network_error' || error.code === 'unexpected_response')
    return null;
  return error.message;
}
