import type { Queryable } from '../../db/pool';
import type { SearchFilters } from '../search';
import { buildSearchConditions } from '../search';

/** One profile to match: its search filters and where its window of new opportunities starts. */
export type AlertMatchRequest = { profileId: number; filters: SearchFilters; since: Date };

/**
 * A session-local copy of the opportunity_search rows first seen in the run's window, with the
 * columns search conditions read. Matching thousands of profiles against one day of news then
 * costs a lookup in small indexes per profile instead of a scan of the day per profile; the
 * conditions themselves are the search engine's own (`buildSearchConditions`), so a profile and
 * its search agree. Lives until `dropFreshOpportunities` or the end of the session.
 */
const FRESH_TABLE = 'alert_fresh_opportunities';

export async function prepareFreshOpportunities(
  db: Queryable,
  window: { from: Date; until: Date },
): Promise<number> {
  await db.query(`DROP TABLE IF EXISTS pg_temp.${FRESH_TABLE}`);
  // CREATE TABLE AS takes no bind parameters: create it empty, then fill it with an INSERT.
  await db.query(`CREATE TEMP TABLE ${FRESH_TABLE} AS
    SELECT s.opportunity_id, s.facet_key, s.release_date, s.tender_deadline_date,
           s.award_date_published, s.search_value, s.buyer_name, s.cpv_prefixes, s.search_vector,
           s.lifecycle_stage, o.first_seen_at
      FROM opportunity_search s JOIN opportunities o ON o.id = s.opportunity_id
      WITH NO DATA`);
  const { rowCount } = await db.query(
    `INSERT INTO ${FRESH_TABLE}
     SELECT s.opportunity_id, s.facet_key, s.release_date, s.tender_deadline_date,
            s.award_date_published, s.search_value, s.buyer_name, s.cpv_prefixes, s.search_vector,
            s.lifecycle_stage, o.first_seen_at
       FROM opportunities o JOIN opportunity_search s ON s.opportunity_id = o.id
      WHERE o.first_seen_at >= $1 AND o.first_seen_at < $2`,
    [window.from, window.until],
  );
  await db.query(`CREATE INDEX ON ${FRESH_TABLE} USING gin (search_vector)`);
  await db.query(`CREATE INDEX ON ${FRESH_TABLE} USING gin (cpv_prefixes)`);
  await db.query(`ANALYZE ${FRESH_TABLE}`);
  return rowCount ?? 0;
}

export async function dropFreshOpportunities(db: Queryable): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS pg_temp.${FRESH_TABLE}`);
}

/** A profile's new matches: the newest `limit` of them, and how many there are in all. */
export type AlertMatches = { opportunityIds: number[]; total: number };

/**
 * For each profile, the fresh opportunities first seen since its `since` that its search matches
 * and that no earlier email of the profile listed (an instant run's window overlaps the last one,
 * and a profile switched between daily and instant may see a window again): the newest `limit`
 * of them and the total. One statement per batch, one UNION ALL branch per profile. Needs
 * `prepareFreshOpportunities` on the same connection first. Profiles without matches are absent
 * from the answer.
 */
export async function findAlertMatches(
  db: Queryable,
  requests: readonly AlertMatchRequest[],
  limit: number,
): Promise<Map<number, AlertMatches>> {
  const matches = new Map<number, AlertMatches>();
  if (requests.length === 0) return matches;
  const values: unknown[] = [limit];
  const branches = requests.map((request) => {
    values.push(request.profileId, request.since);
    const profileParam = `$${values.length - 1}`;
    const sinceParam = `$${values.length}`;
    const conditions = buildSearchConditions(request.filters, {
      alias: 's',
      firstParam: values.length,
    });
    values.push(...conditions.params.values);
    return `(SELECT ${profileParam}::bigint AS profile_id, s.opportunity_id,
             count(*) OVER ()::int AS total
        FROM ${FRESH_TABLE} s
       WHERE s.first_seen_at >= ${sinceParam}::timestamptz AND ${conditions.where}
         AND NOT EXISTS (SELECT 1 FROM alert_deliveries d
                          WHERE d.profile_id = ${profileParam}::bigint
                            AND d.opportunity_id = s.opportunity_id)
       ORDER BY s.release_date DESC NULLS LAST, s.opportunity_id DESC
       LIMIT $1)`;
  });
  const { rows } = await db.query<{ profile_id: number; opportunity_id: number; total: number }>(
    branches.join('\n     UNION ALL\n     '),
    values,
  );
  for (const row of rows) {
    const entry = matches.get(row.profile_id);
    if (entry) entry.opportunityIds.push(row.opportunity_id);
    else matches.set(row.profile_id, { opportunityIds: [row.opportunity_id], total: row.total });
  }
  return matches;
}
