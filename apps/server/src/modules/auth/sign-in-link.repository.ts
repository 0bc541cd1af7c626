import type { Queryable } from '../../db/pool';

export async function insertSignInLinkToken(
  db: Queryable,
  token: { hash: Buffer; userId: number; lifetimeMinutes: number },
): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_link_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [token.hash, token.userId, token.lifetimeMinutes],
  );
}

/**
 * Uses the link up and answers whose it was, or null for an unknown, used or expired one. One
 * statement: of two requests with the same link, exactly one gets the user. Every other open link
 * of the user is retired with it (one sign-in per request the owner made is enough).
 */
export async function consumeSignInLinkToken(db: Queryable, hash: Buffer): Promise<number | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `WITH used AS (
       UPDATE sign_in_link_tokens SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
    RETURNING user_id
     ), others AS (
       UPDATE sign_in_link_tokens SET used_at = now()
        WHERE user_id IN (SELECT user_id FROM used) AND used_at IS NULL AND token_hash <> $1
     )
     SELECT user_id FROM used`,
    [hash],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}
