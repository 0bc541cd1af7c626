import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/**
 * Open for bids now: a tender (or a notice without a stage) that is not cancelled and whose
 * deadline is ahead, or not given. The same reading as the search status filter (issue 17).
 */
const IS_OPEN_NOW = `o.stage IS DISTINCT FROM 'planning'
       AND o.stage NOT IN ('award', 'awardUpdate')
       AND COALESCE(lower(o.tender_status), '') NOT IN ('cancelled', 'withdrawn', 'unsuccessful')
       AND NOT o.is_test_notice
       AND (o.tender_deadline_date IS NULL OR o.tender_deadline_date > now())`;

/**
 * The opportunities a profile lists as open now (`$1` member ids): a buyer's own; for a
 * supplier, those of the buyers it has won work from. For a supplier only notices with a
 * deadline ahead are looked at: found through the deadline index, they are few whatever the
 * size of its customer list, where its customers' undated notices would mean reading all of them.
 */
const CANDIDATES: Record<OrganisationRole, string> = {
  buyer: `SELECT o.* FROM opportunity_buyers b JOIN opportunities o ON o.id = b.opportunity_id
           WHERE b.organisation_id = ANY ($1::bigint[])`,
  supplier: `SELECT o.* FROM opportunities o
               JOIN opportunity_buyers b ON b.opportunity_id = o.id
              WHERE o.tender_deadline_date > now()
                AND b.organisation_id IN (
                  SELECT cb.organisation_id
                    FROM award_suppliers s
                    JOIN awards a ON a.id = s.award_id
                    JOIN opportunity_buyers cb ON cb.opportunity_id = a.opportunity_id
                   WHERE s.organisation_id = ANY ($1::bigint[]))`,
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

/** The first `limit` open opportunities, soonest deadline first, each with the total count. */
export async function findOpenOpportunities(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
  limit: number,
): Promise<OpenOpportunityRow[]> {
  const { rows } = await db.query<OpenOpportunityRow>(
    `WITH open_now AS MATERIALIZED (
       SELECT o.id, o.wac_id, o.title, o.tender_deadline_date, o.tender_value_amount,
              o.tender_value_currency
         FROM (${CANDIDATES[role]}) o
        WHERE ${IS_OPEN_NOW})
     SELECT n.wac_id, n.title, g.id AS buyer_id, g.name AS buyer_name, n.tender_deadline_date,
            n.tender_value_amount AS value_amount, n.tender_value_currency AS value_currency,
            (SELECT count(*)::int FROM open_now) AS total
       FROM open_now n
       LEFT JOIN opportunity_buyers b ON b.opportunity_id = n.id
       LEFT JOIN organisations g ON g.id = COALESCE(
         (SELECT merged_into FROM organisations WHERE id = b.organisation_id), b.organisation_id)
      ORDER BY n.tender_deadline_date NULLS LAST, n.id
      LIMIT $2`,
    [memberIds, limit],
  );
  return rows;
}
