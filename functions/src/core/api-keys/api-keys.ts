import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@thumbforge/contract';
import { Conflict, NotFound } from '../errors.js';
import { newRecordId } from '../ids.js';
import type { ApiKeyRecord, ApiKeyStore } from '../ports/api-key-store.port.js';
import { hashApiKey, newApiKey } from './api-key-secrets.js';

interface ApiKeyPorts {
  apiKeys: ApiKeyStore;
  now: () => Date;
}

const listed = (key: ApiKeyRecord): ApiKey => {
  const { id, name, scopes, createdAt, lastUsedAt, calls } = key;
  return { id, name, scopes, createdAt, lastUsedAt, calls };
};

/** Makes a key for the user: the answer is the only place the key itself ever appears. */
export async function makeApiKey(
  userId: string,
  request: CreateApiKeyRequest,
  ports: ApiKeyPorts,
): Promise<CreatedApiKey> {
  const key = newApiKey();
  const record: ApiKeyRecord = {
    id: newRecordId(),
    userId,
    name: request.name,
    scopes: request.scopes,
    keyHash: hashApiKey(key),
    createdAt: ports.now().toISOString(),
    lastUsedAt: null,
    calls: { thumbnails: 0, read: 0, refused: 0 },
  };
  await ports.apiKeys.create(record, API_KEY_LIMITS.maxPerAccount).catch((error: unknown) => {
    throw error instanceof Conflict ? new Conflict(API_KEY_MESSAGES.tooMany, error.message) : error;
  });
  return { ...listed(record), key };
}

/** The user's keys, oldest first, without the keys. */
export async function listApiKeys(userId: string, ports: ApiKeyPorts): Promise<ApiKey[]> {
  return (await ports.apiKeys.listByUser(userId)).map(listed);
}

/** Revokes one of the user's keys: its next request is refused. */
export async function revokeApiKey(userId: string, id: string, ports: ApiKeyPorts): Promise<void> {
  if (!(await ports.apiKeys.revoke(userId, id))) {
    throw new NotFound(API_KEY_MESSAGES.notFound, `no key ${id} of ${userId}`);
  }
}
