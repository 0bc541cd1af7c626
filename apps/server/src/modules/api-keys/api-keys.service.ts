import { randomBytes } from 'node:crypto';
import {
  API_KEY_DISPLAY_LENGTH,
  API_KEY_LIMIT,
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  type ApiKey,
  type ApiKeyListResponse,
  type ApiKeyScope,
  type CreatedApiKey,
  describeLowestPlanWith,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hashToken } from '../../shared/token-hash';
import { hasCapability } from '../auth/plan-access';
import {
  type ApiKeyRow,
  countActiveApiKeys,
  insertApiKey,
  listActiveApiKeys,
  revokeApiKey,
} from './api-keys.repository';

/** `wac_` and 32 random bytes: a secret nobody can guess, recognisable at a glance. */
export function createApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** Whether the user's plan lets them make keys and use them (the one tier rule, ADR 0210). */
export const canUseApiKeys = (user: AuthUser) => hasCapability(user, 'api_keys');

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
});

export async function listApiKeys(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
): Promise<ApiKeyListResponse> {
  const rows = await listActiveApiKeys(deps.db, user.id);
  return { results: rows.map(toApiKey), can_create: canUseApiKeys(user) };
}

/** A new key; the answer is the only place its secret ever appears (only its hash is kept). */
export async function createApiKey(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
  input: { key_name: string; scopes: ApiKeyScope[] },
): Promise<CreatedApiKey> {
  if (!canUseApiKeys(user)) {
    throw new AppError(
      'FORBIDDEN',
      API_KEY_MESSAGES.createNeedsPlan(describeLowestPlanWith('api_keys')),
    );
  }
  if ((await countActiveApiKeys(deps.db, user.id)) >= API_KEY_LIMIT) {
    throw new AppError('LIMIT_EXCEEDED', API_KEY_MESSAGES.tooMany);
  }
  const secret = createApiKeySecret();
  const row = await insertApiKey(deps.db, {
    userId: user.id,
    name: input.key_name,
    prefix: secret.slice(0, API_KEY_DISPLAY_LENGTH),
    secretHash: hashToken(secret),
    scopes: input.scopes,
  });
  return { ...toApiKey(row), secret };
}

export async function revokeUserApiKey(deps: Pick<AppDeps, 'db'>, user: AuthUser, id: number) {
  if (!(await revokeApiKey(deps.db, user.id, id))) {
    throw new AppError('NOT_FOUND', API_KEY_MESSAGES.notFound);
  }
}
