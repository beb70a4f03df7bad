import { z } from 'zod';
import { API_OPERATIONS, type ApiOperation } from './api-catalogue.js';
import { API_KEY_PREFIX, API_KEY_ROUTE_SCOPES } from './api-keys.js';
import { ERROR_STATUS, errorBodySchema, type ErrorCode } from './errors.js';
import { API_PREFIX } from './paths.js';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), inline and without `$schema`. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
  });
  delete converted.$schema;
  return converted;
}

/** `/thumbnail/:chatId` as OpenAPI writes it: `/thumbnail/{chatId}`. */
export function openApiPath(path: string): string {
  return path.replace(/[:*](\w+)/g, '{$1}');
}

/** Errors any call may meet: too many requests, the server's own failure, too busy. */
const ALWAYS: readonly ErrorCode[] = ['rate_limited', 'internal', 'server_busy'];

function responses(operation: ApiOperation): Record<string, unknown> {
  const { response } = operation;
  const success = response.json
    ? { content: { 'application/json': { schema: jsonSchema(response.json, 'output') } } }
    : response.file
      ? { content: { [response.file]: { schema: { type: 'string', format: 'binary' } } } }
      : {};
  const answers: Record<string, unknown> = {
    [response.status]: { description: operation.summary, ...success },
  };
  for (const code of [...operation.errors, ...ALWAYS]) {
    const status = String(ERROR_STATUS[code]);
    const known = answers[status] as { description: string } | undefined;
    answers[status] = {
      description: known ? `${known.description}, ${code}` : code,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return answers;
}

function requestBody(operation: ApiOperation): Record<string, unknown> | undefined {
  const { request } = operation;
  if (!request) return undefined;
  const [type, schema] =
    'json' in request
      ? ['application/json', request.json]
      : ['multipart/form-data', request.multipart];
  return { required: true, content: { [type]: { schema: jsonSchema(schema, 'input') } } };
}

function security(operation: ApiOperation): Record<string, unknown> {
  if (operation.auth !== 'bearer') return { security: [] };
  const scopes = API_KEY_ROUTE_SCOPES[`${operation.method.toUpperCase()} ${operation.path}`];
  const keyNote = scopes
    ? ` An API key needs the scope ${scopes.map((scope) => `\`${scope}\``).join(' or ')}.`
    : ' A signed-in session only: API keys are refused (403).';
  return {
    security: [{ session: [] }, ...(scopes ? [{ apiKey: [] }] : [])],
    description: `${operation.only ? `Only ${operation.only}.` : ''}${keyNote}`.trim(),
  };
}

function parameters(path: string): unknown[] {
  return [...path.matchAll(/[:*](\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/**
 * The OpenAPI 3.1 document of `/api/v1`, written from the contract's schemas: each operation of
 * `API_OPERATIONS` with its request, its answers and its errors, and API keys as a scheme.
 */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of API_OPERATIONS) {
    const path = openApiPath(operation.path);
    const body = requestBody(operation);
    const params = parameters(operation.path);
    paths[path] = {
      ...paths[path],
      [operation.method]: {
        operationId: `${operation.method}${path.replace(/\W+(\w?)/g, (_, c: string) => c.toUpperCase())}`,
        summary: operation.summary,
        ...security(operation),
        ...(params.length > 0 ? { parameters: params } : {}),
        ...(body ? { requestBody: body } : {}),
        responses: responses(operation),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'ThumbForge API',
      version: '1',
      description:
        'YouTube thumbnails from a photo. Each generation or edit costs one token. Errors answer `{ message, code }`.',
    },
    servers: [{ url: API_PREFIX }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'A signed-in session token' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: `An API key (\`${API_KEY_PREFIX}...\`), made from the account menu`,
        },
      },
      schemas: {
        Error: jsonSchema(errorBodySchema, 'output'),
      },
    },
  };
}
