import type {
  AlertDeadlineFilter,
  AlertDelivery,
  AlertProfile,
  AlertProfileInput,
  SearchFrameworkFilter,
} from '@wac/contract';
import type { Queryable } from '../../db/pool';

export type AlertProfileRow = {
  id: number;
  user_id: number;
  profile_name: string;
  keywords: string;
  cpv_codes: string;
  include_sub_cpv: boolean;
  include_documents: boolean;
  location_keywords: string;
  min_value: number | null;
  max_value: number | null;
  is_active: boolean;
  deadline_filter: AlertDeadlineFilter;
  lifecycle_stages: string;
  framework: SearchFrameworkFilter | null;
  delivery: AlertDelivery;
  created_at: Date;
  updated_at: Date;
  last_alerted_at: Date | null;
  matched_until: Date | null;
};

export function toAlertProfile(row: AlertProfileRow): AlertProfile {
  return {
    id: row.id,
    profile_name: row.profile_name,
    keywords: row.keywords,
    cpv_codes: row.cpv_codes,
    include_sub_cpv: row.include_sub_cpv,
    include_documents: row.include_documents,
    location_keywords: row.location_keywords,
    min_value: row.min_value,
    max_value: row.max_value,
    is_active: row.is_active,
    deadline_filter: row.deadline_filter,
    lifecycle_stages: row.lifecycle_stages,
    framework: row.framework,
    delivery: row.delivery,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_alerted_at: row.last_alerted_at?.toISOString() ?? null,
  };
}

const FIELDS = [
  'profile_name',
  'keywords',
  'cpv_codes',
  'include_sub_cpv',
  'include_documents',
  'location_keywords',
  'min_value',
  'max_value',
  'is_active',
  'deadline_filter',
  'lifecycle_stages',
  'framework',
  'delivery',
] as const satisfies readonly (keyof AlertProfileInput)[];

const fieldValues = (input: AlertProfileInput) => FIELDS.map((field) => input[field]);

export async function listAlertProfiles(db: Queryable, userId: number) {
  const { rows } = await db.query<AlertProfileRow>(
    'SELECT * FROM alert_profiles WHERE user_id = $1 ORDER BY created_at, id',
    [userId],
  );
  return rows;
}

/** Locks the user's row so concurrent creates for one user count profiles one at a time. */
export async function lockAndCountAlertProfiles(db: Queryable, userId: number): Promise<number> {
  await db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM alert_profiles WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** True when another of the user's profiles has this name, ignoring case (and `exceptId`). */
export async function isAlertProfileNameTaken(
  db: Queryable,
  userId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM alert_profiles
      WHERE user_id = $1 AND lower(profile_name) = lower($2) AND ($3::bigint IS NULL OR id <> $3)`,
    [userId, name, exceptId],
  );
  return (rowCount ?? 0) > 0;
}

export async function insertAlertProfile(
  db: Queryable,
  userId: number,
  input: AlertProfileInput,
): Promise<AlertProfileRow> {
  const { rows } = await db.query<AlertProfileRow>(
    `INSERT INTO alert_profiles (user_id, ${FIELDS.join(', ')})
     VALUES ($1, ${FIELDS.map((_, index) => `$${index + 2}`).join(', ')})
     RETURNING *`,
    [userId, ...fieldValues(input)],
  );
  return rows[0]!;
}

/**
 * Replaces a profile's fields. Turning alerts back on restarts matching from now, so a profile
 * that was off for a month does not wake up with a month of old news.
 */
export async function updateAlertProfile(
  db: Queryable,
  userId: number,
  id: number,
  input: AlertProfileInput,
): Promise<AlertProfileRow | null> {
  const assignments = FIELDS.map((field, index) => `${field} = $${index + 3}`).join(', ');
  const { rows } = await db.query<AlertProfileRow>(
    `UPDATE alert_profiles
        SET ${assignments},
            matched_until = CASE WHEN NOT is_active AND $${FIELDS.indexOf('is_active') + 3}::boolean
                                 THEN now() ELSE matched_until END,
            updated_at = now()
      WHERE id = $1 AND user_id = $2
  RETURNING *`,
    [id, userId, ...fieldValues(input)],
  );
  return rows[0] ?? null;
}

export async function deleteAlertProfile(db: Queryable, userId: number, id: number) {
  const { rowCount } = await db.query('DELETE FROM alert_profiles WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return (rowCount ?? 0) > 0;
}
