import type { Queryable } from '../../db/pool';
import { SOURCE_SYSTEMS } from '../ingest/source-systems';
import { splitStatuses, statusConditions } from '../search';

/** "Open" is the status filter's own definition (issue 17): open for bids at `$2`. */
const OPEN_NOW = statusConditions('s', splitStatuses(['open']), () => '$2').join(' AND ');

export type LiveFigures = {
  open_opportunities: number;
  open_value_gbp: number;
  new_this_week: number;
  open_by_source: Array<{ source_system: string; open_opportunities: number }>;
};

/**
 * The landing page's figures in one statement. Each part is a range scan on an existing index
 * (the tendering rows' deadline index, release date), so it stays cheap however many closed or
 * old notices there are; the caller caches the answer for a minute on top. Open means open for
 * bids, as the status filter says (ADR 0070); test notices are never in the search copy.
 */
export async function countLiveFigures(db: Queryable): Promise<LiveFigures> {
  const { rows } = await db.query<LiveFigures>(
    `WITH open_now AS (
       SELECT o.tender_value_amount, o.tender_value_currency, o.source_system
         FROM opportunity_search s JOIN opportunities o ON o.id = s.opportunity_id
        WHERE ${OPEN_NOW}
     )
     SELECT
       (SELECT count(*) FROM open_now)::int AS open_opportunities,
       (SELECT coalesce(sum(tender_value_amount), 0) FROM open_now
         WHERE coalesce(tender_value_currency, 'GBP') = 'GBP')::float8 AS open_value_gbp,
       (SELECT count(*) FROM opportunities
         WHERE release_date > now() - interval '7 days' AND release_date <= now()
           AND NOT is_test_notice)::int AS new_this_week,
       (SELECT coalesce(json_agg(json_build_object(
                 'source_system', source, 'open_opportunities', coalesce(open.n, 0))
               ORDER BY position), '[]')
          FROM unnest($1::text[]) WITH ORDINALITY AS portal(source, position)
          LEFT JOIN (SELECT source_system, count(*)::int AS n FROM open_now
                      GROUP BY source_system) open ON open.source_system = portal.source
       ) AS open_by_source`,
    [SOURCE_SYSTEMS, new Date().toISOString()],
  );
  return rows[0]!;
}

/** True when any generated sample opportunity is present (the partial index of 0060 makes it O(1)). */
export async function hasSampleData(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ exists: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM opportunities WHERE is_sample) AS exists',
  );
  return rows[0]?.exists ?? false;
}
