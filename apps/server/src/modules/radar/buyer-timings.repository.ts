import type { Pool, Queryable } from '../../db/pool';
import { withTransaction } from '../../db/pool';
import { STANDING_AWARD_CONDITIONS } from '../leaderboards/counted-awards';
import type { BuyerTimings } from './retender-estimate';

/** The row of buyer_timings that holds the figures across all buyers. */
export const ALL_BUYERS = 0;

/**
 * Days from publication to deadline per notice, and from deadline to contract start per award,
 * per buyer (merges followed). Spans beyond a year (to respond) or three years (to start) are
 * typing errors in the notices, not habits.
 */
const SPANS = `
  tender AS (
    SELECT COALESCE(g.merged_into, g.id) AS organisation_id,
           extract(epoch FROM (o.tender_deadline_date - b.published_at)) / 86400 AS days
      FROM opportunity_buyers b
      JOIN organisations g ON g.id = b.organisation_id
      JOIN opportunities o ON o.id = b.opportunity_id
     WHERE o.tender_deadline_date > b.published_at
       AND o.tender_deadline_date < b.published_at + interval '365 days'
       AND NOT o.is_test_notice),
  start AS (
    SELECT COALESCE(g.merged_into, g.id) AS organisation_id,
           extract(epoch FROM (a.contract_start_date - o.tender_deadline_date)) / 86400 AS days
      FROM opportunity_buyers b
      JOIN organisations g ON g.id = b.organisation_id
      JOIN opportunities o ON o.id = b.opportunity_id
      JOIN awards a ON a.opportunity_id = o.id
     WHERE a.contract_start_date > o.tender_deadline_date
       AND a.contract_start_date < o.tender_deadline_date + interval '3 years'
       AND ${STANDING_AWARD_CONDITIONS})`;

const MEDIAN = 'percentile_cont(0.5) WITHIN GROUP (ORDER BY days)';

/**
 * Recomputes every buyer's timings (and the all-buyers row) in one transaction when what they are
 * computed from changed since the last run (migration 0275's triggers note each transaction that
 * changed any of it; ADR 0137), else returns null at the cost of one DELETE: at a million
 * opportunities a recompute reads the opportunities whole (15 s of a core), too much for an
 * hourly job that mostly finds nothing new. Readers see the old figures or the new, never a mix.
 * Repeatable read: the change rows deleted are exactly those whose data the recompute reads; a
 * write committing meanwhile leaves its row for the next run.
 */
export async function refreshBuyerTimings(pool: Pool): Promise<number | null> {
  return withTransaction(
    pool,
    async (client) => {
      const changes = await client.query('DELETE FROM buyer_timings_changes');
      if (!changes.rowCount) return null;
      return recomputeBuyerTimings(client);
    },
    'REPEATABLE READ',
  );
}

/**
 * Marks the timings as changed, so the next refresh recomputes them (as any write to what they
 * read does through migration 0275's triggers): for benchmarks timing a recompute.
 */
export async function markBuyerTimingsChanged(db: Queryable): Promise<void> {
  await db.query(
    'INSERT INTO buyer_timings_changes (transaction_id) VALUES (0) ON CONFLICT DO NOTHING',
  );
}

async function recomputeBuyerTimings(client: Queryable): Promise<number> {
  await client.query(`SET LOCAL work_mem = '64MB'`);
  await client.query('DELETE FROM buyer_timings');
  const result = await client.query(
    `WITH ${SPANS},
     tender_medians AS (
       SELECT organisation_id, ${MEDIAN} AS days, count(*)::int AS samples FROM tender
        GROUP BY GROUPING SETS ((organisation_id), ())),
     start_medians AS (
       SELECT organisation_id, ${MEDIAN} AS days, count(*)::int AS samples FROM start
        GROUP BY GROUPING SETS ((organisation_id), ()))
     INSERT INTO buyer_timings
            (organisation_id, tender_days, tender_samples, start_days, start_samples)
     SELECT COALESCE(t.organisation_id, s.organisation_id, ${ALL_BUYERS}),
            round(t.days::numeric, 1), COALESCE(t.samples, 0),
            round(s.days::numeric, 1), COALESCE(s.samples, 0)
       FROM tender_medians t
       FULL JOIN start_medians s
         ON COALESCE(t.organisation_id, ${ALL_BUYERS}) = COALESCE(s.organisation_id, ${ALL_BUYERS})`,
  );
  return result.rowCount ?? 0;
}

/** The timings of these buyers and of all buyers (key ALL_BUYERS). */
export async function findBuyerTimings(
  db: Queryable,
  organisationIds: number[],
): Promise<Map<number, BuyerTimings>> {
  const { rows } = await db.query<BuyerTimings & { organisation_id: number }>(
    `SELECT organisation_id, tender_days, tender_samples, start_days, start_samples
       FROM buyer_timings WHERE organisation_id = ANY ($1::bigint[])`,
    [[ALL_BUYERS, ...organisationIds]],
  );
  return new Map(rows.map((row) => [row.organisation_id, row]));
}
