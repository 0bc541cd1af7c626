import type { Pool } from '../../src/db/pool';
import { createRandomToken } from '../../src/shared/token-hash';

/** A fresh sign-in for `userId` (a reused board's owner), as the test factory makes one. */
export async function createSessionHeader(pool: Pool, userId: number) {
  const { token, hash } = createRandomToken();
  await pool.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + interval '1 day')`,
    [hash, userId],
  );
  return { authorization: `Token ${token}` };
}
