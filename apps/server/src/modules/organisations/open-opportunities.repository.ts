import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { buildSearchConditions, cpvLevelPrefix, splitStatuses } from '../search';
import { openNoticesAt, openNoticesInSectors, SEARCH_DATA_VERSION_SQL } from './open-notices';

/**
 * A buyer's open rows (`$1` member ids, `open` the status test): its own notices, read along
 * its index.
 */
const BUYER_OPEN_ROWS = (open: string) => `SELECT s.opportunity_id AS id, s.tender_deadline_date,
                 b.organisation_id AS buyer_organisation_id
            FROM opportunity_buyers b
            JOIN opportunity_search s ON s.opportunity_id = b.opportunity_id
           WHERE b.organisation_id = ANY ($1::bigint[]) AND ${open}`;

/** How many of a supplier's CPV groups make its sectors (the ones most of its awards are in). */
export const SUPPLIER_SECTORS = 3;

/**
 * A supplier's sectors (`$1` member ids): the CPV groups (three digits, as 8-digit codes) of the
 * notices it won, most awards first (`$2` of them), with their labels, and the data version of
 * this statement's snapshot. Its awards are read by key: joined the planner's way, it hashed
 * whole tables (ADR 0114).
 */
const SUPPLIER_SECTORS_SQL = `WITH won AS (
    SELECT DISTINCT a.opportunity_id
      FROM award_suppliers w
      CROSS JOIN LATERAL (
        SELECT a.opportunity_id FROM awards a WHERE a.id = w.award_id OFFSET 0) a
     WHERE w.organisation_id = ANY ($1::bigint[])),
  sectors AS (
    SELECT rpad(p, 8, '0') AS code, count(*) AS awards
      FROM won JOIN opportunity_search s ON s.opportunity_id = won.opportunity_id
      CROSS JOIN LATERAL unnest(s.cpv_prefixes) AS p
     WHERE length(p) = 3
     GROUP BY p ORDER BY count(*) DESC, p LIMIT $2)
  SELECT ${SEARCH_DATA_VERSION_SQL} AS version,
         coalesce((SELECT json_agg(json_build_object('code', c.code, 'label', l.label)
                                   ORDER BY c.awards DESC, c.code)
                     FROM sectors c LEFT JOIN cpv_labels l ON l.code = c.code), '[]') AS sectors`;

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
};

/** A CPV sector of a supplier: an 8-digit code (search's `cpv_codes` takes it as it is). */
export type Sector = { code: string; label: string | null };

export type OpenOpportunities = { rows: OpenOpportunityRow[]; total: number; sectors: Sector[] };

/**
 * The first `limit` opportunities open for bids now, soonest deadline first, with their total.
 * "Open" is the search status filter's own (issue 17, `status=open`: open or closing soon), so a
 * profile and a search agree. A buyer's are its own notices. A supplier's are those in its
 * sectors (ADR 0162): open notices with a CPV code in the groups of the notices it won, at any
 * buyer, exactly as a search with `status=open` and those `cpv_codes` finds them, picked from
 * the open notices kept per data version (ADR 0114).
 */
export async function findOpenOpportunities(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
  limit: number,
  now = new Date(),
): Promise<OpenOpportunities> {
  if (role === 'supplier') return findSupplierOpenOpportunities(db, memberIds, limit, now);
  const open = buildSearchConditions(
    { status: splitStatuses(['open']) },
    { alias: 's', firstParam: 2, now },
  );
  const { rows } = await db.query<OpenOpportunityRow & { total: number }>(
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
  return { rows, total: rows[0]?.total ?? 0, sectors: [] };
}

async function findSupplierOpenOpportunities(
  db: Queryable,
  memberIds: number[],
  limit: number,
  now: Date,
): Promise<OpenOpportunities> {
  const { rows } = await db.query<{ version: string; sectors: Sector[] }>(SUPPLIER_SECTORS_SQL, [
    memberIds,
    SUPPLIER_SECTORS,
  ]);
  const { version, sectors } = rows[0]!;
  if (sectors.length === 0) return { rows: [], total: 0, sectors };
  const list = await openNoticesAt(db, version);
  const prefixes = new Set(sectors.map((sector) => cpvLevelPrefix(sector.code)));
  const open = openNoticesInSectors(list, prefixes, now);
  if (open.length === 0) return { rows: [], total: 0, sectors };
  const page = await db.query<OpenOpportunityRow>(PAGE_ROWS_SQL, [open.slice(0, limit)]);
  return { rows: page.rows, total: open.length, sectors };
}
