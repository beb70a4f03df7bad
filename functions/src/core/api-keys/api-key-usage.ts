import { API_KEY_MESSAGES, type ApiKeyCallKind, type ApiKeyScope } from '@thumbforge/contract';
import { Unauthenticated } from '../errors.js';
import type { ApiKeyStore } from '../ports/api-key-store.port.js';
import type { ApiKeyGrant } from '../ports/session-verifier.port.js';
import { assertKeyHasScope, assertKeyMayCall, keyCallKind } from './api-key-scopes.js';

export interface ApiKeyUsagePorts {
  apiKeys: ApiKeyStore;
  now: () => Date;
}

/**
 * The MCP route carries several messages (initialise, list, call) for one tool call: its tool
 * calls are counted, each by its tool's scope (`admitKeyTool`), not its messages.
 */
const COUNTED_BY_TOOL: ReadonlySet<string> = new Set(['POST /mcp']);

async function countCall(
  grant: ApiKeyGrant,
  kind: ApiKeyCallKind,
  ports: ApiKeyUsagePorts,
): Promise<void> {
  const at = ports.now().toISOString();
  if (!(await ports.apiKeys.recordCall(grant.keyHash, kind, at))) {
    throw new Unauthenticated(API_KEY_MESSAGES.invalidKey, `key ${grant.id} revoked meanwhile`);
  }
}

/**
 * Counts a key's call on `route` (`METHOD /route` as declared) before any work, so every call is
 * on the key's record whatever it answers, a refused one as `refused`; then refuses what the
 * key's scopes do not cover.
 */
export async function admitKeyCall(
  grant: ApiKeyGrant,
  route: string,
  ports: ApiKeyUsagePorts,
): Promise<void> {
  if (!COUNTED_BY_TOOL.has(route)) await countCall(grant, keyCallKind(grant, route), ports);
  assertKeyMayCall(grant, route);
}

/** Counts a key's MCP tool call by the tool's scope, or as refused, then refuses it without. */
export async function admitKeyTool(
  grant: ApiKeyGrant,
  scope: ApiKeyScope,
  ports: ApiKeyUsagePorts,
): Promise<void> {
  await countCall(grant, grant.scopes.includes(scope) ? scope : 'refused', ports);
  assertKeyHasScope(grant, scope);
}
