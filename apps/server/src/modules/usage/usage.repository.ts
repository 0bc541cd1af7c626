import type { Queryable } from '../../db/pool';

// The usage day is the UK calendar day: counts start again at midnight, London time.
const TODAY = `(now() AT TIME ZONE 'Europe/London')::date`;
const NEXT_MIDNIGHT = `((${TODAY} + 1)::timestamp AT TIME ZONE 'Europe/London')`;

/**
 * Adds one `action` to today's count unless the count already reached `limit`, in one statement
 * so concurrent requests cannot overshoot. The new count, or null when the limit was reached.
 */
export async function incrementDailyCountBelow(
  db: Queryable,
  userId: number,
  action: string,
  limit: number,
): Promise<number | null> {
  const { rows } = await db.query<{ action_count: number }>(
    `INSERT INTO usage_counters AS c (user_id, day, action_count, action_counts)
     SELECT $1, ${TODAY}, 1, jsonb_build_object($3::text, 1) WHERE $2 > 0
     ON CONFLICT (user_id, day) DO UPDATE
        SET action_count = c.action_count + 1,
            action_counts = c.action_counts
              || jsonb_build_object($3::text, coalesce((c.action_counts ->> $3::text)::int, 0) + 1)
      WHERE c.action_count < $2
     RETURNING action_count`,
    [userId, limit, action],
  );
  return rows[0]?.action_count ?? null;
}

export type DailyCount = { used: number; by_action: Record<string, number>; resets_at: Date };

export async function findDailyCount(db: Queryable, userId: number): Promise<DailyCount> {
  const { rows } = await db.query<DailyCount>(
    `SELECT coalesce(c.action_count, 0) AS used, coalesce(c.action_counts, '{}') AS by_action,
            ${NEXT_MIDNIGHT} AS resets_at
       FROM (SELECT 1) AS one
       LEFT JOIN usage_counters c ON c.user_id = $1 AND c.day = ${TODAY}`,
    [userId],
  );
  return rows[0]!;
}
