import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { buildSearchConditions } from '../search/search-conditions';
import { splitStatuses } from '../search/search-status';

/**
 * The open rows of a profile (`$1` member ids, `open` the status test): a buyer's own
 * notices, read along its index; for a supplier, those of the buyers it has won work from. A
 * busy supplier's customers are most buyers, so its rows start from the open notices (a few
 * thousand, in the tendering index) and look up each one's buyer, and its awards are read by
 * key: joined the planner's way, both were hash joins over whole tables (2-4 times slower in
 * side-by-side runs at a million opportunities, and parallel workers on two cores).
 */
const OPEN_ROWS: Record<OrganisationRole, (open: string) => string> = {
  buyer: (open) => `SELECT s.opportunity_id AS id, s.tender_deadline_date,
                 b.organisation_id AS buyer_organisation_id
            FROM opportunity_buyers b
            JOIN opportunity_search s ON s.opportunity_id = b.opportunity_id
           WHERE b.organisation_id = ANY ($1::bigint[]) AND ${open}`,
  supplier: (open) => `SELECT s.opportunity_id AS id, s.tender_deadline_date,
                    b.organisation_id AS buyer_organisation_id
               FROM opportunity_search s
               CROSS JOIN LATERAL (
                 SELECT x.organisation_id FROM opportunity_buyers x
                  WHERE x.opportunity_id = s.opportunity_id OFFSET 0) b
              WHERE ${open} AND b.organisation_id IN (
                SELECT DISTINCT cb.organisation_id
                  FROM award_suppliers w
                  CROSS JOIN LATERAL (
                    SELECT a.opportunity_id FROM awards a WHERE a.id = w.award_id OFFSET 0) a
                  JOIN opportunity_buyers cb ON cb.opportunity_id = a.opportunity_id
                 WHERE w.organisation_id = ANY ($1::bigint[]))`,
};

export type OpenOpportunityRow = {
  wac_id: string;
  title: string;
  buyer_id: number | null;
  buyer_name: string | null;
  tender_deadline_date: Date | null;
  value_amount: number | null;
  value_currency: string | null;
  total: number;
};

/**
 * The first `limit` opportunities open for bids now, soonest deadline first, each with the total
 * count. "Open" is the search status filter's own (issue 17, `status=open`: open or closing
 * soon), written by buildSearchConditions over the search copy, so a profile and a search agree.
 */
export async function findOpenOpportunities(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
  limit: number,
): Promise<OpenOpportunityRow[]> {
  const open = buildSearchConditions(
    { status: splitStatuses(['open']) },
    { alias: 's', firstParam: 2 },
  );
  // Only ids, deadlines and buyers are gathered for every open row (a busy supplier's customers
  // have thousands); the wide opportunity rows are read for the page alone.
  const { rows } = await db.query<OpenOpportunityRow>(
    `WITH open_now AS MATERIALIZED (${OPEN_ROWS[role](open.where)}),
     first_page AS (
       SELECT * FROM open_now ORDER BY tender_deadline_date NULLS LAST, id LIMIT $2)
     SELECT o.wac_id, o.title, g.id AS buyer_id, g.name AS buyer_name, o.tender_deadline_date,
            o.tender_value_amount AS value_amount, o.tender_value_currency AS value_currency,
            (SELECT count(*)::int FROM open_now) AS total
       FROM first_page n
       JOIN opportunities o ON o.id = n.id
       LEFT JOIN organisations m ON m.id = n.buyer_organisation_id
       LEFT JOIN organisations g ON g.id = COALESCE(m.merged_into, m.id)
      ORDER BY n.tender_deadline_date NULLS LAST, n.id`,
    [memberIds, limit, ...open.params.values],
  );
  return rows;
}
