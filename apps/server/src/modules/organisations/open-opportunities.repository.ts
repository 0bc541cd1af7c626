import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { buildSearchConditions } from '../search/search-conditions';
import { splitStatuses } from '../search/search-status';
import {
  keptOpenNoticesSnapshot,
  linksChangedSql,
  openNoticesAt,
  openNoticesOf,
  SEARCH_DATA_VERSION_SQL,
} from './open-notice-buyers';

/**
 * A buyer's open rows (`$1` member ids, `open` the status test): its own notices, read along
 * its index.
 */
const BUYER_OPEN_ROWS = (open: string) => `SELECT s.opportunity_id AS id, s.tender_deadline_date,
                 b.organisation_id AS buyer_organisation_id
            FROM opportunity_buyers b
            JOIN opportunity_search s ON s.opportunity_id = b.opportunity_id
           WHERE b.organisation_id = ANY ($1::bigint[]) AND ${open}`;

/**
 * The buyers a supplier (`$1` member ids) has won work from, as every raw organisation id that
 * leads to one of them (merges followed), the data version of this statement's snapshot and
 * whether a buyer link changed since the kept open notices were read (`$2` their snapshot).
 * Its awards are read by key: joined the planner's way, it hashed whole tables.
 */
const SUPPLIER_CUSTOMERS_SQL = `WITH customers AS (
    SELECT DISTINCT cb.organisation_id
      FROM award_suppliers w
      CROSS JOIN LATERAL (
        SELECT a.opportunity_id FROM awards a WHERE a.id = w.award_id OFFSET 0) a
      JOIN opportunity_buyers cb ON cb.opportunity_id = a.opportunity_id
     WHERE w.organisation_id = ANY ($1::bigint[]))
  SELECT ${SEARCH_DATA_VERSION_SQL} AS version, ${linksChangedSql('$2')} AS links_changed,
         ARRAY(WITH canonical AS (
                 SELECT DISTINCT COALESCE(g.merged_into, g.id) AS id
                   FROM customers c JOIN organisations g ON g.id = c.organisation_id)
               SELECT id FROM canonical
               UNION
               -- By the merged_into index: a scan of every organisation would grow with them.
               SELECT m.id FROM organisations m WHERE m.merged_into IN (SELECT id FROM canonical))
           AS buyer_ids`;

/** The listed rows of the page, in the order of `$1`. */
const PAGE_ROWS_SQL = `SELECT o.wac_id, o.title, g.id AS buyer_id, g.name AS buyer_name,
         o.tender_deadline_date, o.tender_value_amount AS value_amount,
         o.tender_value_currency AS value_currency
    FROM unnest($1::bigint[]) WITH ORDINALITY AS n(id, ordinality)
    JOIN opportunities o ON o.id = n.id
    LEFT JOIN opportunity_buyers b ON b.opportunity_id = n.id
    LEFT JOIN organisations m ON m.id = b.organisation_id
    LEFT JOIN organisations g ON g.id = COALESCE(m.merged_into, m.id)
   ORDER BY n.ordinality`;

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
 * A buyer's are its own notices; a supplier's those of the buyers it has won work from (ADR 0086),
 * picked from the open notices kept per data version (ADR 0114).
 */
export async function findOpenOpportunities(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
  limit: number,
  now = new Date(),
): Promise<OpenOpportunityRow[]> {
  if (role === 'supplier') return findSupplierOpenOpportunities(db, memberIds, limit, now);
  const open = buildSearchConditions(
    { status: splitStatuses(['open']) },
    { alias: 's', firstParam: 2, now },
  );
  const { rows } = await db.query<OpenOpportunityRow>(
    `WITH open_now AS MATERIALIZED (${BUYER_OPEN_ROWS(open.where)}),
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

async function findSupplierOpenOpportunities(
  db: Queryable,
  memberIds: number[],
  limit: number,
  now: Date,
): Promise<OpenOpportunityRow[]> {
  const { rows } = await db.query<{
    version: string;
    links_changed: boolean;
    buyer_ids: string[];
  }>(SUPPLIER_CUSTOMERS_SQL, [memberIds, keptOpenNoticesSnapshot(db)]);
  const customers = rows[0]!;
  const list = await openNoticesAt(db, customers.version, customers.links_changed);
  const open = openNoticesOf(list, new Set(customers.buyer_ids.map(Number)), now);
  if (open.length === 0) return [];
  const page = await db.query<Omit<OpenOpportunityRow, 'total'>>(PAGE_ROWS_SQL, [
    open.slice(0, limit).map((notice) => notice.id),
  ]);
  return page.rows.map((row) => ({ ...row, total: open.length }));
}
