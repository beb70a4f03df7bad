import { z } from 'zod';
import { plainText } from './plain-text.js';

/** Every key starts so, for secret scanners to recognise a leaked one. */
export const API_KEY_PREFIX = 'tf_live_';

/** The prefix and 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^tf_live_[\w-]{43}$/;

export const API_KEY_SCOPES = ['thumbnails', 'read'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

export const API_KEY_LIMITS = {
  nameMaxChars: 60,
  /** Keys an account may hold at once: a bound on the list and on what a lookup scans. */
  maxPerAccount: 20,
} as const;

/**
 * The routes a key may call (`METHOD /route` as the server declares it), each with the scopes
 * that open it (any one of them); nothing else. The MCP server checks each tool's own scope.
 */
export const API_KEY_ROUTE_SCOPES: Readonly<Record<string, readonly ApiKeyScope[]>> = {
  'POST /chat/': ['thumbnails'],
  'POST /thumbnail/:chatId': ['thumbnails'],
  'PUT /thumbnail/:chatId': ['thumbnails'],
  'POST /thumbnail/:chatId/more': ['thumbnails'],
  'POST /thumbnail/:chatId/check': ['thumbnails'],
  'GET /chat/': ['read'],
  'GET /thumbnail/:chatId': ['read'],
  'GET /auth/me': ['read'],
  'POST /mcp': API_KEY_SCOPES,
};

/**
 * What a key's calls are counted by: the scope each call used, or `refused` for one outside its
 * scopes. Each call counts once, before its work, whatever it answers (a check, a read, a failed
 * or refunded generation); an MCP tool call counts by its tool's scope.
 */
export const API_KEY_CALL_KINDS = [...API_KEY_SCOPES, 'refused'] as const;
export type ApiKeyCallKind = (typeof API_KEY_CALL_KINDS)[number];

/** The note of a ledger entry a key's call made, naming the key. */
export const apiKeyLedgerNote = (name: string) => `API key "${name}"`;

/** What the server and the web say about API keys. */
export const API_KEY_MESSAGES = {
  invalidKey: 'This API key is not valid or has been revoked.',
  accountClosed: 'This API key stopped working when its account was closed.',
  missingScope: (scope: ApiKeyScope) => `This API key does not have the "${scope}" scope.`,
  sessionOnly: 'API keys cannot do this: sign in to ThumbForge to do it.',
  nameRequired: 'Give the key a name',
  nameTooLong: `A key's name is at most ${API_KEY_LIMITS.nameMaxChars} characters`,
  scopesRequired: 'Choose at least one scope',
  tooMany: `An account can have at most ${API_KEY_LIMITS.maxPerAccount} API keys; revoke one first.`,
  notFound: 'API key not found',
  shownOnce: 'Copy this key now: it is shown only once. Anyone holding it can spend your tokens.',
  made: 'API key made',
  copied: 'Key copied',
  copyFailed: 'Could not copy: select the key and copy it yourself',
  revoked: 'API key revoked',
  loadFailed: 'Failed to load your API keys',
  makeFailed: 'Failed to make the API key',
  revokeFailed: 'Failed to revoke the API key',
} as const;

/** What each scope lets a key do, in the creator's words. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  thumbnails: 'Thumbnails: generate, edit and check (spends tokens)',
  read: 'Read: chats, messages and balance',
};

export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_LIMITS.nameMaxChars, API_KEY_MESSAGES.nameTooLong)
    .check(plainText("The key's name")),
  scopes: z
    .array(apiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

/** A key's calls so far, by kind. */
export const apiKeyCallsSchema = z.object({
  thumbnails: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
}) satisfies z.ZodType<Record<ApiKeyCallKind, number>>;
export type ApiKeyCalls = z.infer<typeof apiKeyCallsSchema>;

/** A key as listed: never the key itself, which only its creation answers. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(apiKeyScopeSchema),
  createdAt: z.string(),
  /** Its last call's time; null until it is first used. */
  lastUsedAt: z.string().nullable(),
  calls: apiKeyCallsSchema,
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `POST /api-keys` answers 201 with this: the only time the key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({
  key: z.string().regex(API_KEY_PATTERN),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;
