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
 * A filter matching at most 1% of the first walk (5 of 500) is rare: it is counted from its own
 * index first and its page cut from those matches, not read by walking the window (ADR 0115).
 */
const isRare = (matches: number, walk: number) => matches * 100 <= walk;

export type RadarPageAndCounts = {
  page: { ids: number[]; hasMore: boolean };
  counts: { inWindow: number; withoutEndDate: number };
};

/** The page cut from every matching award in end-date order, when that list is complete. */
function pageOf(sortedIds: number[], page: number) {
  const from = (page - 1) * RADAR_PAGE_SIZE;
  return {
    ids: sortedIds.slice(from, from + RADAR_PAGE_SIZE),
    hasMore: sortedIds.length > from + RADAR_PAGE_SIZE,
  };
}

const ids = (value: (number | string)[] | null) => (value ?? []).map(Number);

/**
 * One page of matching awards and the counts (each up to RADAR_COUNT_CAP + 1, so "more than the
 * cap" can be told from "exactly the cap"), for filters without a buyer.
 *
 * Without search filters the page walks the end-date index and the counts run beside it. With
 * them (ADR 0114, 0115) the window is first read in the page's order, up to COUNT_WALK awards,
 * keeping the matches' ids: a common filter reaches the cap there (left to choose, the planner
 * merged a broad keyword's matches in opportunity order, 21,600 buffers for "maintenance") and
 * usually fills the page too, and a short window is counted (and paged) exactly. Otherwise the
 * planner counts from the filter's own index and, when that finds fewer than the cap, its ids are
 * every match in the window, so the page is cut from them: a rare keyword's first page no longer
 * walks the window ("lighthouse": 9,644 buffers). A rare filter (isRare) is counted before
 * its page is read; a commoner one is counted beside the page walk.
 */
export async function findRadarPageAndCounts(
  db: Queryable,
  filters: RadarFilters,
  page: number,
  /** The first walk's length (COUNT_WALK); tests shorten it to reach every branch with few rows. */
  walk = COUNT_WALK,
): Promise<RadarPageAndCounts> {
  const cap = RADAR_COUNT_CAP + 1;
  if (!filters.hasSearchFilters || filters.buyerMemberIds) {
    const [pageIds, counts] = await Promise.all([
      findRadarPage(db, filters, page),
      countWithout(db, filters),
    ]);
    return { page: pageIds, counts };
  }
  const needed = page * RADAR_PAGE_SIZE + 1;
  const first = matchingAwardsSql(filters, false, 0, { walkFirst: walk });
  const withoutEnd = matchingAwardsSql(filters, true, first.params.values.length);
  const { rows } = await db.query<{ walked: (number | string)[] | null; without_end: number }>(
    `SELECT (SELECT array_agg(w.id ORDER BY w.contract_end_date, w.id) FROM (
              SELECT a.id, a.contract_end_date ${first.sql}
               ORDER BY a.contract_end_date, a.id LIMIT ${Math.max(cap, needed)}) w) AS walked,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${cap}) n) AS without_end`,
    [...first.params.values, ...withoutEnd.params.values],
  );
  const walked = ids(rows[0]!.walked);
  const withoutEndDate = rows[0]!.without_end;
  const pageFromWalk = walked.length >= needed ? pageOf(walked, page) : undefined;
  if (walked.length >= cap) {
    return {
      page: pageFromWalk ?? (await findRadarPage(db, filters, page)),
      counts: { inWindow: cap, withoutEndDate },
    };
  }
  // Fewer than the cap among the first awards: that is every match if the window has no more,
  // else the planner finds the window's matches its way (up to the cap).
  const rest = () => findWindowMatches(db, filters, cap, walk);
  if (pageFromWalk) {
    const more = await rest();
    const inWindow = more.windowIsShort ? walked.length : more.ids.length;
    return { page: pageFromWalk, counts: { inWindow, withoutEndDate } };
  }
  if (!isRare(walked.length, walk)) {
    const [more, pageIds] = await Promise.all([rest(), findRadarPage(db, filters, page)]);
    const inWindow = more.windowIsShort ? walked.length : more.ids.length;
    return { page: pageIds, counts: { inWindow, withoutEndDate } };
  }
  const more = await rest();
  if (more.windowIsShort) {
    return { page: pageOf(walked, page), counts: { inWindow: walked.length, withoutEndDate } };
  }
  const inWindow = more.ids.length;
  return {
    page: inWindow < cap ? pageOf(more.ids, page) : await findRadarPage(db, filters, page),
    counts: { inWindow, withoutEndDate },
  };
}

/** Counts without the window walk: the page's own filters, each count up to the cap. */
async function countWithout(db: Queryable, filters: RadarFilters) {
  const cap = RADAR_COUNT_CAP + 1;
  const inWindow = matchingAwardsSql(filters, false, 0);
  const withoutEnd = matchingAwardsSql(filters, true, inWindow.params.values.length);
  const { rows } = await db.query<{ in_window: number; without_end: number }>(
    `SELECT (SELECT count(*)::int FROM (
              SELECT 1 ${inWindow.sql} ORDER BY a.contract_end_date, a.id LIMIT ${cap}) w) AS in_window,
            (SELECT count(*)::int FROM (SELECT 1 ${withoutEnd.sql} LIMIT ${cap}) n) AS without_end`,
    [...inWindow.params.values, ...withoutEnd.params.values],
  );
  return { inWindow: rows[0]!.in_window, withoutEndDate: rows[0]!.without_end };
}

/**
 * Up to `cap` matching awards of the window, found the planner's way (from the filter's index for
 * a rare one), sorted in the page's order; and whether the window holds `walk` awards or
 * fewer (then the first walk saw all of them).
 */
async function findWindowMatches(db: Queryable, filters: RadarFilters, cap: number, walk: number) {
  const rest = matchingAwardsSql(filters, false, 0);
  const windowRows = `SELECT 1 FROM awards a
    WHERE ${windowConditions(false, () => rest.params.add(filters.months))}
    LIMIT ${rest.params.add(walk + 1)}`;
  const { rows } = await db.query<{ window_rows: number; found: (number | string)[] | null }>(
    `SELECT (SELECT count(*)::int FROM (${windowRows}) w) AS window_rows,
            (SELECT array_agg(r.id ORDER BY r.contract_end_date, r.id) FROM (
               SELECT a.id, a.contract_end_date ${rest.sql} LIMIT ${cap}) r) AS found`,
    rest.params.values,
  );
  return { windowIsShort: rows[0]!.window_rows <= walk, ids: ids(rows[0]!.found) };
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
