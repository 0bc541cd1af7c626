import { RADAR_COUNT_CAP, RADAR_PAGE_SIZE } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { buildSearchConditions, type ResolvedKeyword } from '../search/search-conditions';
import type { SearchFilters } from '../search/search-filters';

export type RadarFilters = {
  months: number;
  /** Keyword, CPV codes, regions and buyer name: search's own conditions (search-conditions.ts). */
  search: SearchFilters;
  hasSearchFilters: boolean;
  /**
   * The keyword as constant tsqueries (search's resolveKeywordTsquery), so the planner estimates
   * how common it is: a broad word is counted by walking the window, a rare one from its index.
   */
  resolvedKeyword?: ResolvedKeyword;
  /** The buyer organisation and every organisation merged into it. */
  buyerMemberIds?: number[];
  /** Pounds, compared with the award's own value (GBP awards only). */
  valueFrom?: number;
  valueTo?: number;
};

/**
 * Standing awards (the predicate of migration 0173's partial indexes) in the window, or without
 * an end date (`months` binds the window's length, only when it is used).
 */
function windowConditions(withoutEndDate: boolean, months: () => string) {
  const standing = `(a.status IS NULL OR a.status NOT IN ('cancelled', 'unsuccessful'))`;
  return withoutEndDate
    ? `${standing} AND a.contract_end_date IS NULL`
    : `${standing} AND a.contract_end_date IS NOT NULL AND a.contract_end_date >= now()
       AND a.contract_end_date < now() + make_interval(months => ${months()}::int)`;
}

/**
 * The awards a radar query is about: standing awards (the predicate of the partial indexes of
 * migration 0173) whose end date is in the window, or (`withoutEndDate`) that give none, and
 * whose opportunity matches the filters as search would match it.
 */
export function matchingAwardsSql(
  filters: RadarFilters,
  withoutEndDate: boolean,
  firstParam: number,
  options: { walkFirst?: number } = {},
) {
  const conditions = buildSearchConditions(filters.search, {
    alias: 's',
    firstParam,
    resolved: filters.resolvedKeyword,
  });
  const { params } = conditions;
  const window = windowConditions(withoutEndDate, () => params.add(filters.months));
  const where = [window];
  // Test notices never reach the search copy (migration 0011): with search filters the copy
  // alone says both, and each award costs one lookup (ADR 0114); without, the test flag is read.
  const join = filters.hasSearchFilters
    ? 'JOIN opportunity_search s ON s.opportunity_id = a.opportunity_id'
    : 'JOIN opportunities o ON o.id = a.opportunity_id';
  where.push(filters.hasSearchFilters ? conditions.where : 'NOT o.is_test_notice');
  const isPounds = `(a.value_currency IS NULL OR a.value_currency = 'GBP')`;
  if (filters.valueFrom !== undefined) {
    where.push(`${isPounds} AND a.value_amount >= ${params.add(filters.valueFrom)}::numeric`);
  }
  if (filters.valueTo !== undefined) {
    where.push(`${isPounds} AND a.value_amount <= ${params.add(filters.valueTo)}::numeric`);
  }
  // With a buyer, its awards (the statement's `buyer_awards`, radar-buyer.repository.ts).
  // `walkFirst`: only the first awards of the window in end-date order (counting's first step).
  const awards = filters.buyerMemberIds
    ? 'buyer_awards'
    : options.walkFirst
      ? `(SELECT a.* FROM awards a WHERE ${window}
           ORDER BY a.contract_end_date, a.id LIMIT ${params.add(options.walkFirst)})`
      : 'awards';
  return { sql: `FROM ${awards} a ${join} WHERE ${where.join('\n AND ')}`, params };
}

/**
 * One page of matching award ids, soonest end date first, along the end-date index; one row past
 * the page says whether a next page has rows (the count stops at the cap, the pages do not).
 */
export async function findRadarPage(
  db: Queryable,
  filters: RadarFilters,
  page: number,
): Promise<{ ids: number[]; hasMore: boolean }> {
  const matching = matchingAwardsSql(filters, false, 0);
  const limit = matching.params.add(RADAR_PAGE_SIZE + 1);
  const offset = matching.params.add((page - 1) * RADAR_PAGE_SIZE);
  const { rows } = await db.query<{ id: number }>(
    `SELECT a.id ${matching.sql} ORDER BY a.contract_end_date, a.id LIMIT ${limit} OFFSET ${offset}`,
    matching.params.values,
  );
  return {
    ids: rows.slice(0, RADAR_PAGE_SIZE).map((row) => Number(row.id)),
    hasMore: rows.length > RADAR_PAGE_SIZE,
  };
}

/** How many awards of the window the count reads in end-date order before it asks the planner. */
const COUNT_WALK = 500;

/**
 * How many awards match, in the window and without an end date, each counted up to
 * RADAR_COUNT_CAP + 1 (so "more than the cap" can be told from "exactly the cap"). With search
 * filters (ADR 0114) the window is first read in the page's order, up to COUNT_WALK awards: a
 * common filter reaches the cap there (left to choose, the planner merged a broad keyword's
 * matches in opportunity order, 21,600 buffers for "maintenance"), and a short window is counted
 * exactly. Otherwise the planner counts from the filter's own index (a rarer keyword's matches
 * hashed against the window: "lighthouse" 37,600 buffers walked, 2,300 hashed).
 */
export async function countRadar(
  db: Queryable,
  filters: RadarFilters,
): Promise<{ inWindow: number; withoutEndDate: number }> {
  const cap = RADAR_COUNT_CAP + 1;
  const walks = filters.hasSearchFilters && !filters.buyerMemberIds;
  const first = walks
    ? matchingAwardsSql(filters, false, 0, { walkFirst: COUNT_WALK })
    : matchingAwardsSql(filters, false, 0);
  const withoutEnd = matchingAwardsSql(filters, true, first.params.values.length);
  const { rows } = await db.query<{ in_window: number; without_end: number }>(
    `SELECT (SELECT count(*)::int FROM (
              SELECT 1 ${first.sql} ORDER BY a.contract_end_date, a.id LIMIT ${cap}) w) AS in_window,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${cap}) n) AS without_end`,
    [...first.params.values, ...withoutEnd.params.values],
  );
  const counts = { inWindow: rows[0]!.in_window, withoutEndDate: rows[0]!.without_end };
  if (!walks || counts.inWindow >= cap) return counts;
  // Fewer than the cap among the first awards: that is the count if the window has no more, else
  // the planner counts the window its way.
  const rest = matchingAwardsSql(filters, false, 0);
  const windowRows = `SELECT 1 FROM awards a
    WHERE ${windowConditions(false, () => rest.params.add(filters.months))}
    LIMIT ${rest.params.add(COUNT_WALK + 1)}`;
  const more = await db.query<{ window_rows: number; in_window: number }>(
    `SELECT (SELECT count(*)::int FROM (${windowRows}) w) AS window_rows,
            (SELECT count(*)::int FROM (SELECT 1 ${rest.sql} LIMIT ${cap}) r) AS in_window`,
    rest.params.values,
  );
  const { window_rows, in_window } = more.rows[0]!;
  return window_rows <= COUNT_WALK ? counts : { ...counts, inWindow: in_window };
}

export type RadarAwardRow = {
  award_id: number;
  wac_id: string;
  title: string;
  award_title: string | null;
  buyer: { id: number; name: string } | null;
  suppliers: { id: number; name: string }[];
  value_amount: number | null;
  value_currency: string | null;
  contract_start_date: Date | null;
  contract_end_date: Date;
  cpv_codes: { code: string; label: string | null }[];
};

/** What a radar row shows of each award, in the order asked. */
export async function findRadarAwards(db: Queryable, awardIds: number[]): Promise<RadarAwardRow[]> {
  if (awardIds.length === 0) return [];
  const { rows } = await db.query<RadarAwardRow>(
    `SELECT a.id AS award_id, o.wac_id, o.title, a.title AS award_title,
            (SELECT json_build_object('id', g.id, 'name', g.name)
               FROM opportunity_buyers b
               JOIN organisations g ON g.id = (SELECT COALESCE(merged_into, id) FROM organisations
                                                WHERE id = b.organisation_id)
              WHERE b.opportunity_id = o.id) AS buyer,
            COALESCE((SELECT json_agg(DISTINCT jsonb_build_object('id', g.id, 'name', g.name))
               FROM award_suppliers s
               JOIN organisations m ON m.id = s.organisation_id
               JOIN organisations g ON g.id = COALESCE(m.merged_into, m.id)
              WHERE s.award_id = a.id), '[]'::json) AS suppliers,
            a.value_amount, a.value_currency, a.contract_start_date, a.contract_end_date,
            COALESCE((SELECT json_agg(json_build_object('code', c.code, 'label', l.label)
                                      ORDER BY c.ordinality)
               FROM unnest(o.cpv_codes) WITH ORDINALITY AS c(code, ordinality)
               LEFT JOIN cpv_labels l ON l.code = c.code), '[]'::json) AS cpv_codes
       FROM unnest($1::bigint[]) WITH ORDINALITY AS wanted(id, ordinality)
       JOIN awards a ON a.id = wanted.id
       JOIN opportunities o ON o.id = a.opportunity_id
      ORDER BY wanted.ordinality`,
    [awardIds],
  );
  return rows;
}
