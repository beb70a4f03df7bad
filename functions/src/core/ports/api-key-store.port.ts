import type { ApiKeyScope } from '@thumbforge/contract';

/** One API key as stored: the SHA-256 of the key (hex), never the key. */
export interface ApiKeyRecord {
  id: string;
  userId: string;
  name: string;
  scopes: ApiKeyScope[];
  keyHash: string;
  createdAt: string;
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
  /** A user's keys, oldest first. */
  listByUser(userId: string): Promise<ApiKeyRecord[]>;
  /** Deletes one of the user's keys; false when the user has no key with this id. */
  revoke(userId: string, id: string): Promise<boolean>;
  /** Deletes every key of the user (the account's erasure); none is no error. */
  deleteByUser(userId: string): Promise<void>;
}
