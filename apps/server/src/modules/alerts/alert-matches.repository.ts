import type { Queryable } from '../../db/pool';
import { buildSearchConditions } from '../search/search-conditions';
import type { SearchFilters } from '../search/search-filters';

/** One profile to match: its search filters and where its window of new opportunities starts. */
export type AlertMatchRequest = { profileId: number; filters: SearchFilters; since: Date };

/**
 * The columns of `opportunity_search` that search conditions read, copied for the opportunities
 * first seen in the window. The tsvector is stored out of line (TOAST) in opportunity_search;
 * `|| ''::tsvector` makes a detached copy, so matching thousands of profiles against the same
 * few thousand rows reads each vector once instead of once per profile.
 */
const FRESH_ROWS_SQL = `
  SELECT s.opportunity_id, s.facet_key, s.release_date, s.tender_deadline_date,
         s.award_date_published, s.search_value, s.buyer_name, s.cpv_prefixes,
         s.search_vector || ''::tsvector AS search_vector, o.first_seen_at
    FROM opportunities o
    JOIN opportunity_search s ON s.opportunity_id = o.id
   WHERE o.first_seen_at >= $1 AND o.first_seen_at < $2`;

/**
 * Every opportunity first seen in [profile's since, `until`) that each profile's search matches,
 * in one statement: the window's rows are read once, then each profile's conditions (built by
 * the search engine's own `buildSearchConditions`) run over that small set.
 */
export async function findAlertMatches(
  db: Queryable,
  requests: readonly AlertMatchRequest[],
  until: Date,
): Promise<Map<number, number[]>> {
  const matches = new Map<number, number[]>();
  if (requests.length === 0) return matches;
  const from = new Date(Math.min(...requests.map((request) => request.since.getTime())));
  const values: unknown[] = [from, until];
  const branches = requests.map((request) => {
    values.push(request.profileId, request.since);
    const profileParam = `$${values.length - 1}`;
    const sinceParam = `$${values.length}`;
    const conditions = buildSearchConditions(request.filters, {
      alias: 's',
      firstParam: values.length,
    });
    values.push(...conditions.params.values);
    return `SELECT ${profileParam}::bigint AS profile_id, s.opportunity_id
      FROM fresh s WHERE s.first_seen_at >= ${sinceParam}::timestamptz AND ${conditions.where}`;
  });
  const { rows } = await db.query<{ profile_id: number; opportunity_id: number }>(
    `WITH fresh AS MATERIALIZED (${FRESH_ROWS_SQL})
     ${branches.join('\n     UNION ALL\n     ')}`,
    values,
  );
  for (const row of rows) {
    const list = matches.get(row.profile_id);
    if (list) list.push(row.opportunity_id);
    else matches.set(row.profile_id, [row.opportunity_id]);
  }
  return matches;
}
