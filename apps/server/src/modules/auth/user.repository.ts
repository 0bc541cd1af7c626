import type { Queryable } from '../../db/pool';
import type { AuthUser } from '../../http/auth-context';

/** A user row with what sign-in needs beyond the AuthUser shape. */
export type UserRecord = AuthUser & { password_hash: string; is_active: boolean };

const USER_COLUMNS = `u.id, u.email::text AS email, u.first_name, u.last_name, u.tier,
  u.subscription_status, u.is_staff, u.is_active, u.password_hash,
  u.email_verified_at IS NOT NULL AS email_verified, u.date_joined, u.kept_capabilities`;

export type NewUser = {
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  company_name: string;
  phone_number: string | null;
  industry: string | null;
  tier?: string;
  is_staff?: boolean;
  isEmailVerified?: boolean;
};

/** Inserts the user and their profile; null when the email is taken (case-insensitive). */
export async function insertUserWithProfile(
  db: Queryable,
  user: NewUser,
): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `WITH u AS (
       INSERT INTO users (email, password_hash, first_name, last_name, tier, is_staff, email_verified_at)
       VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END)
       ON CONFLICT (email) DO NOTHING
       RETURNING *
     ), p AS (
       INSERT INTO user_profiles (user_id, company_name, phone_number, industry)
       SELECT id, $8, $9, $10 FROM u
     )
     SELECT ${USER_COLUMNS} FROM u`,
    [
      user.email,
      user.passwordHash,
      user.first_name,
      user.last_name,
      user.tier ?? 'free',
      user.is_staff ?? false,
      user.isEmailVerified ?? false,
      user.company_name,
      user.phone_number,
      user.industry,
    ],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string) {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function recordLogin(db: Queryable, userId: number) {
  await db.query('UPDATE users SET last_login_at = now() WHERE id = $1', [userId]);
}

/** Marks the address verified only if it is still the user's address. */
export async function markEmailVerified(db: Queryable, userId: number, email: string) {
  await db.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
      WHERE id = $1 AND email = $2`,
    [userId, email],
  );
}

/** Staff CLI: sets `is_staff` and/or `tier`; returns the updated user or null if unknown. */
export async function updateUserRole(
  db: Queryable,
  email: string,
  changes: { is_staff?: boolean; tier?: string },
): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users u SET is_staff = coalesce($2, is_staff), tier = coalesce($3, tier)
      WHERE u.email = $1 RETURNING ${USER_COLUMNS}`,
    [email, changes.is_staff ?? null, changes.tier ?? null],
  );
  return rows[0] ?? null;
}
