import type { SearchFilters } from '../search';
import { buildSearchConditions, type ResolvedKeyword } from '../search';

export type RadarFilters = {
  months: number;
  /** Where the window ends (radarWindowEnd): the bound every statement uses and the page shows. */
  windowEnd: Date;
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
 * A contract terminated early (UK11) stays on the radar this long after it ended, first in the
 * end-date order: its re-procurement is likely soon, and its end is already past. The window's
 * index walk starts this far back and skips the others that ended then, so it is kept short
 * (ADR 0232).
 */
export const ENDED_EARLY_SHOWN_MONTHS = 3;

/**
 * The end of a window of `months` calendar months from `now`: the same day of the month that
 * many months on, at the same time (UTC), or that month's last day when it is shorter (29 November
 * + 3 months is 28 February, as PostgreSQL adds months, never 1 March). One instant, bound into
 * every statement of the request and shown as `window_end`, so the count and the window the page
 * names always agree.
 */
export function radarWindowEnd(now: Date, months: number): Date {
  const end = new Date(now);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * Standing awards (the predicate of migration 0173's partial indexes) in the window, or without
 * an end date (`windowEnd` binds the window's end, only when it is used).
 */
export function windowConditions(withoutEndDate: boolean, windowEnd: () => string) {
  const standing = `(a.status IS NULL OR a.status NOT IN ('cancelled', 'unsuccessful'))`;
  return withoutEndDate
    ? `${standing} AND a.contract_end_date IS NULL`
    : `${standing} AND a.contract_end_date IS NOT NULL
       AND a.contract_end_date >= now() - make_interval(months => ${ENDED_EARLY_SHOWN_MONTHS})
       AND (a.contract_end_date >= now() OR a.contract_state = 'terminated_early')
       AND a.contract_end_date < ${windowEnd()}::timestamptz`;
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
  const window = windowConditions(withoutEndDate, () =>
    params.add(filters.windowEnd.toISOString()),
  );
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
