import { Validator } from '@seriousme/openapi-schema-validator';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_OPERATIONS,
  API_PATHS,
  API_PREFIX,
  ERROR_STATUS,
  errorBodySchema,
  openApiDocument,
  openApiPath,
  type ApiOperation,
} from '@thumbforge/contract';
import { createApp } from '../../src/http/create-app.js';
import { apiRoutes, concretePath } from '../support/api-routes.js';
import { bearer, withSandboxServer } from '../support/payments.js';

const keyOf = (route: { method: string; path: string }) =>
  `${route.method.toUpperCase()} ${route.path}`;

/** A long-lived stream: what it answers is covered by the event stream's own tests. */
const STREAMS = new Set([`GET ${API_PATHS.events}`]);

/** What each call sends besides an empty JSON body: the MCP transport wants its Accept header. */
const SENDS: Record<string, { body: object; headers?: Record<string, string> }> = {
  [`POST ${API_PATHS.mcp}`]: {
    body: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    headers: { Accept: 'application/json, text/event-stream' },
  },
};

describe('the OpenAPI document', () => {
  const sandbox = withSandboxServer('openapi');
  let app: ReturnType<typeof createApp>;
  let token: string;

  beforeAll(async () => {
    // Every optional router mounted, so every route of either runtime is compared.
    app = createApp({
      ...sandbox.server.deps,
      identityWebhookSecret: 'whsec_dGVzdA==',
      firebaseTokens: { mint: async () => 'custom-token' },
    });
    token = await sandbox.newUser();
  });

  it('is valid OpenAPI 3.1 and is what GET /openapi.json serves', async () => {
    const document = openApiDocument();
    expect(await new Validator().validate(document)).toEqual({ valid: true });
    expect(document.openapi).toBe('3.1.0');
    const served = await request(app).get(`${API_PREFIX}${API_PATHS.openApi}`).expect(200);
    expect(served.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('documents every route the server declares, and no other', () => {
    const declared = apiRoutes(app).map(keyOf).sort();
    const documented = API_OPERATIONS.map(keyOf).sort();
    expect(documented).toEqual([...new Set(documented)]);
    expect(documented).toEqual(declared);
    const paths = openApiDocument().paths as Record<string, Record<string, unknown>>;
    for (const operation of API_OPERATIONS) {
      expect(
        paths[openApiPath(operation.path)]?.[operation.method],
        keyOf(operation),
      ).toBeDefined();
    }
  });

  it('marks which routes an API key may call', () => {
    const paths = openApiDocument().paths as Record<
      string,
      Record<string, { security?: unknown[] }>
    >;
    expect(paths['/thumbnail/{chatId}']?.post?.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(paths['/api-keys']?.post?.security).toEqual([{ session: [] }]);
    expect(paths['/health']?.get?.security).toEqual([]);
  });

  /** The statuses an operation documents: its success and each of its errors. */
  function documentedStatuses(operation: ApiOperation): number[] {
    const always = [ERROR_STATUS.rate_limited, ERROR_STATUS.internal, ERROR_STATUS.server_busy];
    return [
      operation.response.status,
      ...operation.errors.map((code) => ERROR_STATUS[code]),
      ...always,
    ];
  }

  it('answers every documented route as described, signed in, with an empty request', async () => {
    const undocumented: string[] = [];
    for (const operation of API_OPERATIONS) {
      const key = keyOf(operation);
      if (STREAMS.has(key)) continue;
      const path = `${API_PREFIX}${concretePath(operation.path)}`;
      const sends = SENDS[key] ?? { body: {} };
      const agent = request(app);
      const call = agent[operation.method](path).set(bearer(token));
      for (const [name, value] of Object.entries(sends.headers ?? {})) call.set(name, value);
      const res = await (operation.method === 'get' ? call : call.send(sends.body));

      if (!documentedStatuses(operation).includes(res.status)) {
        undocumented.push(`${key} answered ${res.status}`);
      } else if (res.status === operation.response.status && operation.response.json) {
        const parsed = operation.response.json.safeParse(res.body);
        if (!parsed.success) undocumented.push(`${key}: ${parsed.error.issues[0]?.message}`);
      } else if (res.status >= 400 && !errorBodySchema.safeParse(res.body).success) {
        undocumented.push(`${key}: ${JSON.stringify(res.body)}`);
      }
    }
    expect(undocumented).toEqual([]);
  });
});
