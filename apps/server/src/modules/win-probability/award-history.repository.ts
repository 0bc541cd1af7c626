import type { Queryable } from '../../db/pool';
import { AWARD_DATE_SQL, COUNTED_AWARD_CONDITIONS } from '../leaderboards/counted-awards';
import type { DivisionRates, HistoryRow } from './award-history';
import type { RegionWinner } from './competitors';

/** The organisation an id stands for now (a merged record's survivor). */
const CURRENT_ORG = (alias: string) => `COALESCE(${alias}.merged_into, ${alias}.id)`;

/**
 * One row per awarded opportunity with its winners, for the opportunities `where` picks (over
 * `o`, `a` and the buyer `bo`), dated before `$1`. Every award counted by the leaderboards'
 * rule (ADR 0025) counts here too.
 */
const historySql = (where: string) => `
  SELECT o.id AS opportunity_id, o.wac_id, o.title, ${CURRENT_ORG('bo')}::int AS buyer_id,
         left(o.cpv_codes[1], 2) AS division,
         (extract(epoch FROM min(${AWARD_DATE_SQL})) * 1000)::float8 AS award_date,
         max(a.value_amount)::float8 AS value_amount, max(a.bid_count) AS bid_count,
         (extract(epoch FROM max(a.contract_end_date)) * 1000)::float8 AS contract_end,
         (extract(epoch FROM o.tender_deadline_date - b.published_at) / 86400)::float8 AS tender_days,
         o.region_codes,
         COALESCE(json_agg(DISTINCT jsonb_build_object('id', ${CURRENT_ORG('m')}, 'name',
                    COALESCE(g.name, m.name), 'scale', s.scale))
                  FILTER (WHERE m.id IS NOT NULL), '[]') AS winners
    FROM opportunity_buyers b
    JOIN organisations bo ON bo.id = b.organisation_id
    JOIN opportunities o ON o.id = b.opportunity_id
    JOIN awards a ON a.opportunity_id = o.id
    LEFT JOIN award_suppliers s ON s.award_id = a.id
    LEFT JOIN organisations m ON m.id = s.organisation_id
    LEFT JOIN organisations g ON g.id = m.merged_into
   WHERE ${COUNTED_AWARD_CONDITIONS} AND ${AWARD_DATE_SQL} < $1 AND cardinality(o.cpv_codes) > 0
     AND ${where}
   GROUP BY o.id, bo.id, b.published_at`;

const sortByDate = (rows: HistoryRow[]) =>
  rows.sort((x, y) => x.award_date - y.award_date || x.opportunity_id - y.opportunity_id);

/** The buyer's awarded opportunities in the division before `asOf`, oldest first. */
export async function findBuyerHistory(
  db: Queryable,
  input: { buyerId: number; division: string; asOf: Date; excludeOpportunityId: number },
): Promise<HistoryRow[]> {
  const { rows } = await db.query<HistoryRow>(
    historySql(`b.organisation_id IN (SELECT id FROM organisations WHERE id = $2 OR merged_into = $2)
      AND left(o.cpv_codes[1], 2) = $3 AND o.id <> $4`),
    [input.asOf, input.buyerId, input.division, input.excludeOpportunityId],
  );
  return sortByDate(rows);
}

/** Every awarded opportunity before `asOf` (the back-test's whole history), oldest first. */
export async function findAllHistory(db: Queryable, asOf: Date): Promise<HistoryRow[]> {
  const { rows } = await db.query<HistoryRow>(historySql('true'), [asOf]);
  return sortByDate(rows);
}

/**
 * Per division: mean published bid count, and consecutive award pairs the incumbent kept. Reads
 * every award, so it builds no names or JSON: ids only (the same awards `historySql` counts).
 */
export async function findDivisionRates(
  db: Queryable,
  asOf: Date,
): Promise<Map<string, DivisionRates>> {
  const { rows } = await db.query<DivisionRates & { division: string }>(
    `WITH won AS (
       SELECT o.id, left(o.cpv_codes[1], 2) AS division, ${CURRENT_ORG('bo')} AS buyer_id,
              min(${AWARD_DATE_SQL}) AS award_date, max(a.bid_count) AS bid_count,
              array_agg(DISTINCT ${CURRENT_ORG('m')}) FILTER (WHERE m.id IS NOT NULL) AS winners
         FROM opportunity_buyers b
         JOIN organisations bo ON bo.id = b.organisation_id
         JOIN opportunities o ON o.id = b.opportunity_id
         JOIN awards a ON a.opportunity_id = o.id
         LEFT JOIN award_suppliers s ON s.award_id = a.id
         LEFT JOIN organisations m ON m.id = s.organisation_id
        WHERE ${COUNTED_AWARD_CONDITIONS} AND ${AWARD_DATE_SQL} < $1 AND cardinality(o.cpv_codes) > 0
        GROUP BY o.id, bo.id),
          seq AS (SELECT division, bid_count, winners,
                         lag(winners) OVER (PARTITION BY buyer_id, division
                                            ORDER BY award_date, id) AS previous
                    FROM won)
     SELECT division, avg(bid_count)::float8 AS mean_bids, count(bid_count)::int AS bid_samples,
            count(*) FILTER (WHERE cardinality(previous) > 0 AND cardinality(winners) > 0)::int AS pairs,
            count(*) FILTER (WHERE previous && winners)::int AS kept, count(*)::int AS awards
       FROM seq GROUP BY division`,
    [asOf],
  );
  return new Map(rows.map(({ division, ...rates }) => [division, rates]));
}

/** Who won the division's work in any of the regions before `asOf`, most awards first. */
export async function findRegionWinners(
  db: Queryable,
  input: { division: string; regions: string[]; asOf: Date; limit: number },
): Promise<RegionWinner[]> {
  if (input.regions.length === 0) return [];
  const { rows } = await db.query<RegionWinner>(
    `SELECT ${CURRENT_ORG('m')}::int AS id, min(COALESCE(g.name, m.name)) AS name,
            count(DISTINCT o.id)::int AS wins
       FROM opportunities o
       JOIN awards a ON a.opportunity_id = o.id
       JOIN award_suppliers s ON s.award_id = a.id
       JOIN organisations m ON m.id = s.organisation_id
       LEFT JOIN organisations g ON g.id = m.merged_into
      WHERE o.cpv_prefixes @> ARRAY[$1::text] AND left(o.cpv_codes[1], 2) = $1
        AND o.region_codes && $2::text[] AND ${COUNTED_AWARD_CONDITIONS}
        AND ${AWARD_DATE_SQL} < $3
      GROUP BY 1 ORDER BY wins DESC, name LIMIT $4`,
    [input.division, input.regions, input.asOf, input.limit],
  );
  return rows;
}
