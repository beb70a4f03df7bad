import type { ApiKeyCallKind, ApiKeyCalls, ApiKeyScope } from '@thumbforge/contract';

/** One API key as stored: the SHA-256 of the key (hex), never the key. */
export interface ApiKeyRecord {
  id: string;
  userId: string;
  name: string;
  scopes: ApiKeyScope[];
  keyHash: string;
  createdAt: string;
  /** Its last call's time; null until first used. */
  lastUsedAt: string | null;
  calls: ApiKeyCalls;
}

/** The API keys of every account (`apiKeys/{keyHash}`, the SQLite `api_keys` table). */
export interface ApiKeyStore {
  /**
   * Stores a new key unless its user already holds `maxPerUser`, counted in the same transaction
   * (then `Conflict` and nothing is written).
   */
  create(record: ApiKeyRecord, maxPerUser: number): Promise<void>;
  /** The key with this hash, or null: the lookup of every request made with a key. */
  findByHash(keyHash: string): Promise<ApiKeyRecord | null>;
  /**
   * Counts one call of the key (`calls[kind]` + 1, `lastUsedAt` = `at`) without reading it, so
   * calls made together all count; false when no key has this hash (revoked meanwhile).
   */
  recordCall(keyHash: string, kind: ApiKeyCallKind, at: string): Promise<boolean>;
  /** A user's keys, oldest first. */
  listByUser(userId: string): Promise<ApiKeyRecord[]>;
  /** Deletes one of the user's keys; false when the user has no key with this id. */
  revoke(userId: string, id: string): Promise<boolean>;
  /** Deletes every key of the user (the account's erasure); none is no error. */
  deleteByUser(userId: string): Promise<void>;
}
