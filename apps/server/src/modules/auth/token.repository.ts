import type { Queryable } from '../../db/pool';

// --- Session tokens ------------------------------------------------------------------------

export async function insertAuthToken(
  db: Queryable,
  token: { hash: Buffer; userId: number; idleLifetimeDays: number },
) {
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [token.hash, token.userId, token.idleLifetimeDays],
  );
}

export async function deleteAuthToken(db: Queryable, hash: Buffer) {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [hash]);
}

/** Signs the user out everywhere (after a password reset). */
export async function deleteAuthTokensOfUser(db: Queryable, userId: number) {
  await db.query('DELETE FROM auth_tokens WHERE user_id = $1', [userId]);
}

/** Housekeeping on login: a user's expired tokens are useless rows. */
export async function deleteExpiredAuthTokensOfUser(db: Queryable, userId: number) {
  await db.query('DELETE FROM auth_tokens WHERE user_id = $1 AND expires_at <= now()', [userId]);
}

// --- Single-use tokens (email verification, password reset) --------------------------------

/** Why a single-use token was refused. */
export type TokenRefusal = 'unknown' | 'used' | 'expired';

export async function insertEmailVerificationToken(
  db: Queryable,
  token: { hash: Buffer; userId: number; email: string; lifetimeHours: number },
) {
  await db.query(
    `INSERT INTO email_verification_tokens (token_hash, user_id, email, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [token.hash, token.userId, token.email, token.lifetimeHours],
  );
}

/** Marks the token used and returns whose it was; a used, expired or unknown token is refused. */
export async function consumeEmailVerificationToken(
  db: Queryable,
  hash: Buffer,
): Promise<{ userId: number; email: string } | TokenRefusal> {
  const { rows } = await db.query<{ user_id: number; email: string }>(
    `UPDATE email_verification_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
  RETURNING user_id, email::text AS email`,
    [hash],
  );
  if (rows[0]) return { userId: rows[0].user_id, email: rows[0].email };
  return explainRefusal(db, 'email_verification_tokens', hash);
}

/**
 * Whether a used verification link's address is its account's address and confirmed (so opening
 * the link again is "already confirmed", not a failure).
 */
export async function isUsedVerificationConfirmed(db: Queryable, hash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM email_verification_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NOT NULL
        AND u.email = t.email AND u.email_verified_at IS NOT NULL AND u.is_active`,
    [hash],
  );
  return rowCount === 1;
}

export async function insertPasswordResetToken(
  db: Queryable,
  token: { hash: Buffer; userId: number; lifetimeMinutes: number },
) {
  await db.query(
    `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [token.hash, token.userId, token.lifetimeMinutes],
  );
}

/**
 * Locks a live reset token of `userId` for the caller's transaction, so the password change and
 * the token's single use commit together (or not at all).
 */
export async function lockPasswordResetToken(
  db: Queryable,
  hash: Buffer,
  userId: number,
): Promise<true | TokenRefusal> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM password_reset_tokens
      WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
        FOR UPDATE`,
    [hash, userId],
  );
  if (rowCount === 1) return true;
  return explainRefusal(db, 'password_reset_tokens', hash, userId);
}

/** Uses up every open reset link of the user (the one just used and any older ones). */
export async function usePasswordResetTokensOfUser(db: Queryable, userId: number) {
  await db.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

async function explainRefusal(
  db: Queryable,
  table: 'email_verification_tokens' | 'password_reset_tokens',
  hash: Buffer,
  userId?: number,
): Promise<TokenRefusal> {
  const { rows } = await db.query<{ used_at: Date | null; user_id: number }>(
    `SELECT used_at, user_id FROM ${table} WHERE token_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (!row || (userId !== undefined && row.user_id !== userId)) return 'unknown';
  return row.used_at ? 'used' : 'expired';
}
