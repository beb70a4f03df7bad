import { API_KEY_MESSAGES, type ApiKeyCallKind } from '@thumbforge/contract';
import { describe, expect, it } from 'vitest';
import { Unauthenticated } from '../errors.js';
import type { ApiKeyStore } from '../ports/api-key-store.port.js';
import type { ApiKeyGrant } from '../ports/session-verifier.port.js';
import { admitKeyCall, admitKeyTool } from './api-key-usage.js';

const READER: ApiKeyGrant = { id: 'k1', keyHash: 'hash-k1', name: 'dashboard', scopes: ['read'] };
const AT = new Date('2026-11-27T10:00:00.000Z');

/** Only `recordCall` is used: it keeps what was counted, and knows only the keys in `held`. */
function usagePorts(held: string[] = [READER.keyHash]) {
  const counted: { keyHash: string; kind: ApiKeyCallKind; at: string }[] = [];
  const recordCall: ApiKeyStore['recordCall'] = async (keyHash, kind, at) => {
    if (!held.includes(keyHash)) return false;
    counted.push({ keyHash, kind, at });
    return true;
  };
  const apiKeys = { recordCall } as ApiKeyStore;
  return { ports: { apiKeys, now: () => AT }, counted };
}

describe('admitKeyCall', () => {
  it('counts a call by the scope it used, before the work', async () => {
    const { ports, counted } = usagePorts();
    await admitKeyCall(READER, 'GET /auth/me', ports);
    expect(counted).toEqual([{ keyHash: 'hash-k1', kind: 'read', at: AT.toISOString() }]);
  });

  it('counts a call beyond the key’s scopes as refused, then refuses it', async () => {
    const { ports, counted } = usagePorts();
    await expect(
      admitKeyCall(READER, 'POST /thumbnail/:chatId/check', ports),
    ).rejects.toMatchObject({
      code: 'forbidden',
      message: API_KEY_MESSAGES.missingScope('thumbnails'),
    });
    await expect(admitKeyCall(READER, 'POST /payment/create-order', ports)).rejects.toMatchObject({
      code: 'forbidden',
      message: API_KEY_MESSAGES.sessionOnly,
    });
    expect(counted.map(({ kind }) => kind)).toEqual(['refused', 'refused']);
  });

  it('leaves the MCP route’s messages to its tool calls', async () => {
    const { ports, counted } = usagePorts();
    await admitKeyCall(READER, 'POST /mcp', ports);
    expect(counted).toEqual([]);
  });

  it('refuses a key revoked since the request verified it, counting nothing', async () => {
    const { ports, counted } = usagePorts([]);
    const refused = admitKeyCall(READER, 'GET /auth/me', ports);
    await expect(refused).rejects.toBeInstanceOf(Unauthenticated);
    await expect(refused).rejects.toThrow(API_KEY_MESSAGES.invalidKey);
    expect(counted).toEqual([]);
  });
});

describe('admitKeyTool', () => {
  it('counts a tool call by the tool’s scope, or as refused and refuses it', async () => {
    const { ports, counted } = usagePorts();
    await admitKeyTool(READER, 'read', ports);
    await expect(admitKeyTool(READER, 'thumbnails', ports)).rejects.toMatchObject({
      code: 'forbidden',
      message: API_KEY_MESSAGES.missingScope('thumbnails'),
    });
    expect(counted.map(({ kind }) => kind)).toEqual(['read', 'refused']);
  });
});
