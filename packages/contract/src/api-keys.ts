import { z } from 'zod';
import { inputText } from './input-text';

/**
 * API keys (issue 34, ADR 0210): a paid user's secret for `Authorization: Bearer wac_...` on the
 * routes `API_KEY_ROUTE_SCOPES` lists, each route needing one scope. The secret is shown once;
 * the server keeps its hash and the prefix that identifies it on the account page.
 */

/** Every scope a key can hold, with the words the account page shows for it. */
export const API_KEY_SCOPE_LABELS = {
  'search:read': 'Read search and opportunities',
  'favourites:read': 'Read favourites',
  'favourites:write': 'Read and write favourites',
  'alerts:read': 'Read alert profiles',
  'alerts:write': 'Read and write alert profiles',
  'pipeline:read': 'Read workspace pipelines',
  'pipeline:write': 'Read and write workspace pipelines',
} as const;
export type ApiKeyScope = keyof typeof API_KEY_SCOPE_LABELS;
export const API_KEY_SCOPES = Object.keys(API_KEY_SCOPE_LABELS) as [ApiKeyScope, ...ApiKeyScope[]];

/** A write scope includes reading the same thing. */
export function keyScopesInclude(scopes: readonly string[], needed: ApiKeyScope): boolean {
  if (scopes.includes(needed)) return true;
  return needed.endsWith(':read') && scopes.includes(needed.replace(/:read$/, ':write'));
}

/** Every key's secret starts with this, so it can be recognised (and found by secret scanners). */
export const API_KEY_PREFIX = 'wac_';
/** Characters of the secret (prefix included) kept to tell keys apart. */
export const API_KEY_DISPLAY_LENGTH = 12;
/** Active keys one account may hold. */
export const API_KEY_LIMIT = 20;
/** Requests one key may make per minute (unless `API_KEY_RATE_LIMIT_PER_MINUTE` says otherwise). */
export const API_KEY_DEFAULT_RATE_LIMIT_PER_MINUTE = 120;

/** `get /api/favourites/{id}`: a route as the scope table and the server's routes name it. */
export function apiRouteKey(method: string, path: string): string {
  return `${method.toLowerCase()} ${path.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '')}`;
}

const read = 'search:read';
/**
 * The routes an API key may call, and the scope each needs: the one table the server enforces
 * and the OpenAPI document publishes. Every other route refuses a key (account, billing and key
 * management stay with the signed-in session).
 */
export const API_KEY_ROUTE_SCOPES: Readonly<Record<string, ApiKeyScope>> = {
  'get /api/search': read,
  'get /api/search/export.csv': read,
  'get /api/search/lifecycle-stages': read,
  'get /api/opportunities/{id}': read,
  'get /api/leaderboards/{board}': read,
  'get /api/cpv': read,
  'get /api/buyers/{id}': read,
  'get /api/suppliers/{id}': read,
  'get /api/radar': read,
  'get /api/favourites': 'favourites:read',
  'get /api/favourites/export.csv': 'favourites:read',
  'post /api/favourites': 'favourites:write',
  'delete /api/favourites/{id}': 'favourites:write',
  'get /api/alert-profiles': 'alerts:read',
  'get /api/alert-profiles/check-name': 'alerts:read',
  'post /api/alert-profiles': 'alerts:write',
  'put /api/alert-profiles/{id}': 'alerts:write',
  'delete /api/alert-profiles/{id}': 'alerts:write',
  'get /api/workspaces': 'pipeline:read',
  'get /api/workspaces/{id}': 'pipeline:read',
  'get /api/workspaces/{id}/pipeline/stages': 'pipeline:read',
  'post /api/workspaces/{id}/pipeline/stages': 'pipeline:write',
  'put /api/workspaces/{id}/pipeline/stages/{stageId}': 'pipeline:write',
  'put /api/workspaces/{id}/pipeline/stage-order': 'pipeline:write',
  'get /api/workspaces/{id}/pipeline/items': 'pipeline:read',
  'post /api/workspaces/{id}/pipeline/items': 'pipeline:write',
  'get /api/workspaces/{id}/pipeline/items/{itemId}': 'pipeline:read',
  'put /api/workspaces/{id}/pipeline/items/{itemId}': 'pipeline:write',
  'put /api/workspaces/{id}/pipeline/items/{itemId}/stage': 'pipeline:write',
  'delete /api/workspaces/{id}/pipeline/items/{itemId}': 'pipeline:write',
};

export const API_KEY_MESSAGES = {
  nameRequired: 'Enter a key name.',
  scopesRequired: 'Choose at least one scope.',
  scopeUnknown: 'Choose scopes from the list.',
  invalid: 'This API key is not valid or has been revoked.',
  notHere: 'API keys cannot be used for this request; sign in instead.',
  needsPlan: (plan: string) =>
    `API keys need the ${plan} plan or higher; this key's owner no longer has it.`,
  createNeedsPlan: (plan: string) => `API keys need the ${plan} plan or higher.`,
  missingScope: (scope: ApiKeyScope) =>
    `This API key lacks the scope "${API_KEY_SCOPE_LABELS[scope]}" (${scope}).`,
  tooMany: `You already have ${API_KEY_LIMIT} API keys; revoke one first.`,
  notFound: 'No such API key.',
} as const;

/** POST /api/api-keys/ */
export const createApiKeyRequestSchema = z.object({
  /** `key_name`, not `name`: error messages name the field, and `name` reads "Full Name" there. */
  key_name: inputText({ error: API_KEY_MESSAGES.nameRequired })
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(100, 'Keep the key name to 100 characters.'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeUnknown }), {
      error: API_KEY_MESSAGES.scopesRequired,
    })
    // No `.max()`: duplicates are dropped below, and a length check would also judge a string.
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as listed: never its secret. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The secret's first characters (`wac_AbCd1234`), to tell keys apart. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  /** Updated at most once a minute. */
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponseSchema = z.object({
  results: z.array(apiKeySchema),
  /** Whether the account's plan lets it make keys (and its keys work). */
  can_create: z.boolean(),
});
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

/** The answer to creating a key: the only time its secret is sent. */
export const createdApiKeySchema = apiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParamsSchema = z.object({
  id: inputText({ error: 'Use the API key number.' })
    .trim()
    .regex(/^[1-9]\d{0,15}$/, 'Use the API key number.')
    .transform(Number),
});
