import {
  API_KEY_MESSAGES,
  API_KEY_ROUTE_SCOPES,
  type ApiKeyCallKind,
  type ApiKeyScope,
} from '@thumbforge/contract';
import { Forbidden } from '../errors.js';
import type { ApiKeyGrant } from '../ports/session-verifier.port.js';

/** The scope of the key that opens `route` (`METHOD /route` as declared), or `refused`. */
export function keyCallKind(grant: ApiKeyGrant, route: string): ApiKeyCallKind {
  const opening = API_KEY_ROUTE_SCOPES[route] ?? [];
  return opening.find((scope) => grant.scopes.includes(scope)) ?? 'refused';
}

/**
 * Refuses a key what its scopes do not cover (`route` is `METHOD /route` as declared). A route no
 * scope names (keys, payments, closing or exporting the account) is a signed-in session's only.
 */
export function assertKeyMayCall(grant: ApiKeyGrant, route: string): void {
  const [first] = API_KEY_ROUTE_SCOPES[route] ?? [];
  if (!first) throw new Forbidden(API_KEY_MESSAGES.sessionOnly, `key ${grant.id} on ${route}`);
  if (keyCallKind(grant, route) === 'refused') assertKeyHasScope(grant, first);
}

/** Refuses a key without `scope` (an MCP tool checks its own). */
export function assertKeyHasScope(grant: ApiKeyGrant, scope: ApiKeyScope): void {
  if (!grant.scopes.includes(scope)) {
    throw new Forbidden(API_KEY_MESSAGES.missingScope(scope), `key ${grant.id} lacks ${scope}`);
  }
}
