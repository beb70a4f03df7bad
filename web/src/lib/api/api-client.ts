import { API_PREFIX } from '@thumbforge/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type TokenSource = () => Promise<string | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export interface JsonRequestOptions extends RequestOptions {
  /**
   * Error statuses whose body is an answer `schema` describes, not an error: verify's 400
   * `{ success: false }`, the sandbox checkout's 402 failure.
   */
  answerStatuses?: readonly number[];
}

export interface ApiClient {
  /** `schema` validates the 2xx answer, so callers get typed data or an `ApiError`. */
  request<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options?: JsonRequestOptions,
  ): Promise<z.infer<Schema>>;
  /** A file answer (a PDF receipt, a zip), or an `ApiError`. */
  requestBlob(path: string, options?: RequestOptions): Promise<Blob>;
}

const withoutToken: TokenSource = () => Promise.resolve(null);

/**
 * Calls `/api/v1` with cookies and, when `getToken` yields one, a bearer token (SPEC.md section 6).
 * There is deliberately no timeout: generations can take a while (SPEC.md section 7).
 */
export function createApiClient(getToken: TokenSource = withoutToken): ApiClient {
  async function send(
    path: string,
    { method = 'GET', body, signal }: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const headers = new Headers({ Accept: accept });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetch(`${API_PREFIX}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(
        0,
        'Could not reach ThumbForge. Check your connection and try again.',
        'network_error',
      );
    }
  }

  return {
    async request(path, schema, options = {}) {
      const response = await send(path, options, 'application/json');
      if (!response.ok && !options.answerStatuses?.includes(response.status)) {
        throw await ApiError.fromResponse(response);
      }
      const parsed = schema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        throw new ApiError(
          response.status,
          'The server sent an answer this page does not understand. Please reload.',
          'unexpected_response',
        );
      }
      return parsed.data;
    },
    async requestBlob(path, options = {}) {
      const response = await send(path, options, '*/*');
      if (!response.ok) throw await ApiError.fromResponse(response);
      return response.blob();
    },
  };
}
