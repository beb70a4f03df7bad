import { API_KEY_MESSAGES, API_KEY_PREFIX } from '@thumbforge/contract';
import { Unauthenticated } from '../errors.js';
import type { ApiKeyStore } from '../ports/api-key-store.port.js';
import type { SessionVerifier } from '../ports/session-verifier.port.js';
import type { UserStore } from '../ports/user-store.port.js';
import { hashApiKey } from './api-key-secrets.js';

/**
 * The session verifier every route uses, taught API keys: a bearer with the key prefix is looked
 * up by its hash and stands for its user, with the key's grant; anything else goes to `sessions`.
 * The account is read on every call, so a closed or deleted account's keys stop at once.
 */
export function withApiKeys(
  sessions: SessionVerifier,
  ports: { apiKeys: ApiKeyStore; users: UserStore },
): SessionVerifier {
  return {
    async verify(token) {
      if (!token.startsWith(API_KEY_PREFIX)) return sessions.verify(token);
      const key = await ports.apiKeys.findByHash(hashApiKey(token));
      if (!key) throw new Unauthenticated(API_KEY_MESSAGES.invalidKey, 'unknown API key');
      const user = await ports.users.get(key.userId);
      if (!user || user.closedAt) {
        throw new Unauthenticated(API_KEY_MESSAGES.accountClosed, `key ${key.id}: account closed`);
      }
      return {
        userId: key.userId,
        sessionId: `api-key:${key.id}`,
        apiKey: { id: key.id, keyHash: key.keyHash, name: key.name, scopes: key.scopes },
      };
    },
  };
}
