import type { Queryable } from '../../db/pool';
import type { AuthUser } from '../../http/auth-context';

export type ApiKeyRow = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  last_used_at: Date | null;
};

const KEY_COLUMNS = 'id, name, prefix, scopes, created_at, last_used_at';

export async function insertApiKey(
  db: Queryable,
  key: { userId: number; name: string; prefix: string; secretHash: Buffer; scopes: string[] },
): Promise<ApiKeyRow> {
  const { rows } = await db.query<ApiKeyRow>(
    `INSERT INTO api_keys (user_id, name, prefix, secret_hash, scopes)
     VALUES ($1, $2, $3, $4, $5) RETURNING ${KEY_COLUMNS}`,
    [key.userId, key.name, key.prefix, key.secretHash, key.scopes],
  );
  return rows[0]!;
}

/** The user's keys that still work, newest first. */
export async function listActiveApiKeys(db: Queryable, userId: number): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<ApiKeyRow>(
    `SELECT ${KEY_COLUMNS} FROM api_keys
      WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return rows;
}

export async function countActiveApiKeys(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Revokes one of the user's keys; false when the user has no such active key. */
export async function revokeApiKey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE api_keys SET revoked_at = now()
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [id, userId],
  );
  return (rowCount ?? 0) > 0;
}

export type PresentedApiKey = {
  id: number;
  scopes: string[];
  /** Whether last_used_at is older than the write interval (or unset). */
  is_use_stale: boolean;
  user: AuthUser;
};

/**
 * The active key with this secret hash and its active owner, read on every request: nothing
 * remembers a key between requests, so a revoked key stops at once.
 */
export async function findActiveApiKey(
  db: Queryable,
  secretHash: Buffer,
  lastUsedWriteSeconds: number,
): Promise<PresentedApiKey | null> {
  const { rows } = await db.query<
    Omit<AuthUser, 'email_verified'> & {
      key_id: number;
      scopes: string[];
      is_use_stale: boolean;
      email_verified_at: Date | null;
    }
  >(
    `SELECT k.id AS key_id, k.scopes,
            (k.last_used_at IS NULL OR k.last_used_at < now() - make_interval(secs => $2))
              AS is_use_stale,
            u.id, u.email::text AS email, u.first_name, u.last_name, u.tier,
            u.subscription_status, u.is_staff, u.email_verified_at, u.date_joined,
            u.kept_capabilities
       FROM api_keys k JOIN users u ON u.id = k.user_id
      WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND u.is_active`,
    [secretHash, lastUsedWriteSeconds],
  );
  const row = rows[0];
  if (!row) return null;
  const { key_id, scopes, is_use_stale, email_verified_at, ...user } = row;
  return {
    id: key_id,
    scopes,
    is_use_stale,
    user: { ...user, email_verified: email_verified_at !== null },
  };
}

/** Records a use; the WHERE keeps concurrent requests from writing the row more than needed. */
export async function touchApiKey(db: Queryable, id: number, lastUsedWriteSeconds: number) {
  await db.query(
    `UPDATE api_keys SET last_used_at = now()
      WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - make_interval(secs => $2))`,
    [id, lastUsedWriteSeconds],
  );
}
