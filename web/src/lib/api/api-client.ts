import { API_PREFIX } from '@thumbforge/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { sendForm } from './send-form';

type TokenSource = () => Promise<string | null>;

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

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** The share of the form sent so far, from 0 to 1. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
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
  /** Multipart form data (a photo upload) with its progress; answered like `request`. */
  upload<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    form: FormData,
    options?: UploadOptions,
  ): Promise<z.infer<Schema>>;
}

const withoutToken: TokenSource = () => Promise.resolve(null);

const unreachable = () =>
  new ApiError(
    0,
    'Could not reach ThumbForge. Check your connection and try again.',
    'network_error',
  );

function parseAnswer<Schema extends z.ZodType>(
  status: number,
  body: unknown,
  schema: Schema,
): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(
      status,
      'The server sent an answer this page does not understand. Please reload.',
      'unexpected_response',
    );
  }
  return parsed.data;
}

/**
 * Calls `/api/v1` with cookies and, when `getToken` yields one, a bearer token (docs/product-rules.md section 6).
 * There is deliberately no timeout: generations can take a while (docs/product-rules.md section 7).
 */
export function createApiClient(getToken: TokenSource = withoutToken): ApiClient {
  async function headersFor(accept: string): Promise<Headers> {
    const headers = new Headers({ Accept: accept });
    const token = await getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  }

  async function send(
    path: string,
    { method = 'GET', body, signal }: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const headers = await headersFor(accept);
    if (body !== undefined) headers.set('Content-Type', 'application/json');
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
      throw unreachable();
    }
  }

  return {
    async request(path, schema, options = {}) {
      const response = await send(path, options, 'application/json');
      if (!response.ok && !options.answerStatuses?.includes(response.status)) {
        throw await ApiError.fromResponse(response);
      }
      return parseAnswer(response.status, await response.json().catch(() => undefined), schema);
    },
    async requestBlob(path, options = {}) {
      const response = await send(path, options, '*/*');
      if (!response.ok) throw await ApiError.fromResponse(response);
      return response.blob();
    },
    async upload(path, schema, form, { method = 'POST', onUploadProgress, signal } = {}) {
      const headers = await headersFor('application/json');
      let answer;
      try {
        answer = await sendForm(`${API_PREFIX}${path}`, form, {
          method,
          headers,
          onUploadProgress,
          signal,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        throw unreachable();
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw ApiError.fromBody(answer.status, answer.body);
      }
      return parseAnswer(answer.status, answer.body, schema);
    },
  };
}
