import {
  API_PATHS,
  apiKeysResponseSchema,
  createdApiKeySchema,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@thumbforge/contract';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client';

/** `GET /api-keys`: the keys, never the keys themselves. */
export async function listApiKeys(api: ApiClient): Promise<ApiKey[]> {
  return (await api.request(API_PATHS.apiKeys, apiKeysResponseSchema)).keys;
}

/** `POST /api-keys`: the only answer that holds the key. */
export function makeApiKey(api: ApiClient, request: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return api.request(API_PATHS.apiKeys, createdApiKeySchema, { method: 'POST', body: request });
}

/** `DELETE /api-keys/{id}` answers 204, no body. */
export async function revokeApiKey(api: ApiClient, id: string): Promise<void> {
  await api.request(API_PATHS.apiKey(id), z.undefined(), { method: 'DELETE' });
}
