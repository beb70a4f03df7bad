import { errorBodySchema, type ErrorCode } from '@thumbforge/contract';

export type ApiErrorCode = ErrorCode | 'network_error' | 'unexpected_response';

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
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) return new ApiError(response.status, parsed.data.message, parsed.data.code);
    return new ApiError(
      response.status,
      `The server answered with an error (${response.status}). Please try again.`,
      'internal',
    );
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
