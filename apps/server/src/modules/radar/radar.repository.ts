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
 * The awards a radar query is about: standing awards (the predicate of the partial indexes of
 * migration 0173) whose end date is in the window, or (`withoutEndDate`) that give none, and
 * whose opportunity matches the filters as search would match it.
 */
function matchingAwardsSql(filters: RadarFilters, withoutEndDate: boolean, firstParam: number) {
  const conditions = buildSearchConditions(filters.search, {
    alias: 's',
    firstParam,
    resolved: filters.resolvedKeyword,
  });
  const { params } = conditions;
  const where = [
    `(a.status IS NULL OR a.status NOT IN ('cancelled', 'unsuccessful'))`,
    withoutEndDate
      ? 'a.contract_end_date IS NULL'
      : `a.contract_end_date IS NOT NULL AND a.contract_end_date >= now()
         AND a.contract_end_date < now() + make_interval(months => ${params.add(filters.months)}::int)`,
  ];
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
  // A buyer's notices are a few thousand at most: its awards are found from them by key, fenced
  // by OFFSET 0, rather than by walking the window for the one buyer (80,000 buffers for a page).
  const awards = filters.buyerMemberIds
    ? `(SELECT a.* FROM opportunity_buyers b JOIN awards a ON a.opportunity_id = b.opportunity_id
         WHERE b.organisation_id = ANY (${params.add(filters.buyerMemberIds)}::bigint[]) OFFSET 0)`
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

/**
 * How many awards match, in the window and without an end date, each counted up to
 * RADAR_COUNT_CAP + 1 (so "more than the cap" can be told from "exactly the cap"). The window is
 * counted in the page's order, along the end-date index (ADR 0114): left to choose, the planner
 * merged a broad keyword's matches in opportunity order (21,600 buffers for "maintenance").
 */
export async function countRadar(
  db: Queryable,
  filters: RadarFilters,
): Promise<{ inWindow: number; withoutEndDate: number }> {
  const inWindow = matchingAwardsSql(filters, false, 0);
  const withoutEnd = matchingAwardsSql(filters, true, inWindow.params.values.length);
  const cap = RADAR_COUNT_CAP + 1;
  const { rows } = await db.query<{ in_window: number; without_end: number }>(
    `SELECT (SELECT count(*)::int FROM (
              SELECT 1 ${inWindow.sql} ORDER BY a.contract_end_date, a.id LIMIT ${cap}) w) AS in_window,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${cap}) n) AS without_end`,
    [...inWindow.params.values, ...withoutEnd.params.values],
  );
  return { inWindow: rows[0]!.in_window, withoutEndDate: rows[0]!.without_end };
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
