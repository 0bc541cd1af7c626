import type { Queryable } from '../../db/pool';

export async function countOpportunities(
  db: Queryable,
): Promise<{ total: number; sample: number }> {
  // reltuples keeps this O(1) at a million rows; exact counts only when the table is small.
  const { rows } = await db.query<{ estimate: number }>(
    `SELECT reltuples::bigint AS estimate FROM pg_class WHERE relname = 'opportunities'`,
  );
  const estimate = Number(rows[0]?.estimate ?? 0);
  if (estimate > 100_000) {
    const sample = await db.query<{ exists: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM opportunities WHERE is_sample) AS exists',
    );
    return { total: estimate, sample: sample.rows[0]?.exists ? 1 : 0 };
  }
  const exact = await db.query<{ total: number; sample: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_sample)::int AS sample FROM opportunities`,
  );
  return exact.rows[0] ?? { total: 0, sample: 0 };
}
