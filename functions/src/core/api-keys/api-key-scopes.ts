import { API_KEY_MESSAGES, API_KEY_ROUTE_SCOPES, type ApiKeyScope } from '@thumbforge/contract';
import { Forbidden } from '../errors.js';
import type { ApiKeyGrant } from '../ports/session-verifier.port.js';

/**
 * Refuses a key what its scopes do not cover (`route` is `METHOD /route` as declared). A route no
 * scope names (keys, payments, closing or exporting the account) is a signed-in session's only.
 */
export function assertKeyMayCall(grant: ApiKeyGrant, route: string): void {
  const [first, ...others] = API_KEY_ROUTE_SCOPES[route] ?? [];
  if (!first) throw new Forbidden(API_KEY_MESSAGES.sessionOnly, `key ${grant.id} on ${route}`);
  if (!others.some((scope) => grant.scopes.includes(scope))) assertKeyHasScope(grant, first);
}

/** Refuses a key without `scope` (an MCP tool checks its own). */
export function assertKeyHasScope(grant: ApiKeyGrant, scope: ApiKeyScope): void {
  if (!grant.scopes.includes(scope)) {
    throw new Forbidden(API_KEY_MESSAGES.missingScope(scope), `key ${grant.id} lacks ${scope}`);
  }
}
