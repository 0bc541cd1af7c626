import type { Queryable } from '../../db/pool';

/** Stores the hashes of the tokens a batch of digests carries (one per digest). */
export async function insertUnsubscribeTokens(
  db: Queryable,
  tokens: readonly { profileId: number; hash: Buffer }[],
): Promise<void> {
  if (tokens.length === 0) return;
  await db.query(
    `INSERT INTO alert_unsubscribe_tokens (token_hash, profile_id)
     SELECT * FROM unnest($1::bytea[], $2::bigint[])`,
    [tokens.map((token) => token.hash), tokens.map((token) => token.profileId)],
  );
}

/** Turns off the profile a token belongs to; null when no profile has this token. */
export async function turnOffProfileByToken(
  db: Queryable,
  tokenHash: Buffer,
): Promise<{ profile_name: string; is_active: boolean } | null> {
  const { rows } = await db.query<{ profile_name: string; is_active: boolean }>(
    `UPDATE alert_profiles p
        SET is_active = false,
            updated_at = CASE WHEN p.is_active THEN now() ELSE p.updated_at END
       FROM alert_unsubscribe_tokens t
      WHERE t.token_hash = $1 AND p.id = t.profile_id
  RETURNING p.profile_name, p.is_active`,
    [tokenHash],
  );
  return rows[0] ?? null;
}
