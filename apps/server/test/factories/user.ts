import type { Queryable } from '../../src/db/pool';
import { TOKEN_IDLE_LIFETIME_DAYS } from '../../src/http/auth-context';
import { createRandomToken } from '../../src/shared/token-hash';

let counter = 0;

/**
 * Inserts a user and a live auth token for tests that need a signed-in caller. The password hash
 * is a placeholder that matches no password (accounts tests register through the API instead).
 */
export async function createUser(
  db: Queryable,
  overrides: { email?: string; tier?: string; is_staff?: boolean; first_name?: string } = {},
): Promise<{ id: number; email: string; token: string; authHeader: { authorization: string } }> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.test`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, tier, is_staff, email_verified_at)
     VALUES ($1, 'unusable', $2, $3, $4, now()) RETURNING id`,
    [email, overrides.first_name ?? 'Test', overrides.tier ?? 'free', overrides.is_staff ?? false],
  );
  const id = rows[0]!.id;
  const { token, hash } = createRandomToken();
  await db.query(
    `INSERT INTO auth_tokens (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hash, id, TOKEN_IDLE_LIFETIME_DAYS],
  );
  return { id, email, token, authHeader: { authorization: `Token ${token}` } };
}
