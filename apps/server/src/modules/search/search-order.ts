import { DEFAULT_SEARCH_SORT, type SearchSort } from '@wac/contract';

/**
 * ORDER BY of each sort over `opportunity_search s`. Each matches an index of migration 0011 so
 * a broad search reads only the page it shows; the id breaks ties so paging is stable. Values
 * sort on the awarded value when there is one, else the estimated value, as the value filter
 * compares; missing values and dates come last in both directions.
 */
const ORDER_BY: Record<Exclude<SearchSort, 'relevance' | 'deadline_date-asc'>, string> = {
  'release_date-desc': 's.release_date DESC NULLS LAST, s.opportunity_id DESC',
  'release_date-asc': 's.release_date ASC NULLS LAST, s.opportunity_id ASC',
  'value-desc': 's.search_value DESC NULLS LAST, s.opportunity_id DESC',
  'value-asc': 's.search_value ASC NULLS LAST, s.opportunity_id ASC',
};

/** The sort a request gets: relevance needs a keyword and falls back to the default without. */
export function effectiveSort(sort: SearchSort, hasTextKeyword: boolean): SearchSort {
  return sort === 'relevance' && !hasTextKeyword ? DEFAULT_SEARCH_SORT : sort;
}

/**
 * The page query: ids of one page of matches in sort order.
 *
 * "Deadline Soonest First" lists deadlines still ahead, soonest first, then those that have
 * passed, most recent first, then opportunities without a deadline (newest first): a plain
 * ascending order would open with deadlines years gone. It is three index-ordered parts in
 * sequence, so the page is still read straight from the deadline index.
 */
export function buildPageQuery(options: {
  sort: SearchSort;
  where: string;
  tsquery: string | null;
  limitParam: string;
  offsetParam: string;
}): string {
  const { sort, where, tsquery, limitParam, offsetParam } = options;
  if (sort === 'relevance' && tsquery) {
    return `SELECT s.opportunity_id FROM opportunity_search s WHERE ${where}
      ORDER BY ts_rank(s.search_vector, ${tsquery}) DESC, s.release_date DESC NULLS LAST,
               s.opportunity_id DESC
      LIMIT ${limitParam} OFFSET ${offsetParam}`;
  }
  if (sort === 'deadline_date-asc') {
    const partLimit = `(${limitParam}::int + ${offsetParam}::int)`;
    const part = (number: number, condition: string, order: string) => `
      SELECT ${number} AS part, row_number() OVER () AS position, opportunity_id FROM (
        SELECT s.opportunity_id FROM opportunity_search s
         WHERE ${where} AND ${condition}
         ORDER BY ${order} LIMIT ${partLimit}) AS part_${number}`;
    // Each part is read in index order and cut at the page end; the outer sort is of at most
    // three pages' worth of rows and keeps the parts in order even under a parallel plan.
    return `SELECT opportunity_id FROM (
      ${part(1, 's.tender_deadline_date >= now()', 's.tender_deadline_date ASC, s.opportunity_id ASC')}
      UNION ALL
      ${part(2, 's.tender_deadline_date < now()', 's.tender_deadline_date DESC, s.opportunity_id DESC')}
      UNION ALL
      ${part(3, 's.tender_deadline_date IS NULL', 's.release_date DESC NULLS LAST, s.opportunity_id DESC')}
    ) AS ordered ORDER BY part, position LIMIT ${limitParam} OFFSET ${offsetParam}`;
  }
  const order = ORDER_BY[sort === 'relevance' ? DEFAULT_SEARCH_SORT : sort];
  return `SELECT s.opportunity_id FROM opportunity_search s WHERE ${where}
    ORDER BY ${order} LIMIT ${limitParam} OFFSET ${offsetParam}`;
}
