import type { ProfileResponse } from '@wac/contract';
import type { Queryable } from '../../db/pool';

export type ProfileChanges = {
  first_name: string;
  last_name: string;
  company_name: string;
  phone_number: string | null;
  industry: string | null;
};

export async function findProfile(db: Queryable, userId: number): Promise<ProfileResponse | null> {
  const { rows } = await db.query<ProfileResponse>(
    `SELECT u.email::text AS email, u.first_name, u.last_name,
            coalesce(p.company_name, '') AS company_name, p.phone_number, p.industry
       FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Names live on users, the rest on user_profiles (created here if missing). */
export async function saveProfile(db: Queryable, userId: number, changes: ProfileChanges) {
  await db.query('UPDATE users SET first_name = $2, last_name = $3 WHERE id = $1', [
    userId,
    changes.first_name,
    changes.last_name,
  ]);
  await db.query(
    `INSERT INTO user_profiles (user_id, company_name, phone_number, industry)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE
        SET company_name = EXCLUDED.company_name, phone_number = EXCLUDED.phone_number,
            industry = EXCLUDED.industry, updated_at = now()`,
    [userId, changes.company_name, changes.phone_number, changes.industry],
  );
}
