import { DEFAULT_SEARCH_SORT, type SearchSort } from '@wac/contract';
import { hasWholeWords, parseKeywordQuery } from '../match/keyword-terms';

/**
 * How the page of results is read.
 * - `walk`: along the sort's index, testing each row, until the page is full. Cheap when matches
 *   are dense; each row tested costs a look at its conditions (for a keyword, its tsvector).
 * - `sort`: fetch every match through the filter indexes, then keep the top rows. Cheap when
 *   matches are few.
 * The service chooses from the exact match count (search.service.ts), which the planner cannot
 * know; the SQL is shaped so Postgres follows the choice.
 */
export type PageStrategy = 'walk' | 'sort';

type OrderColumn = { column: string; type: 'timestamp' | 'number' };

const RELEASE: OrderColumn = { column: 's.release_date', type: 'timestamp' };
const DEADLINE: OrderColumn = { column: 's.tender_deadline_date', type: 'timestamp' };
const VALUE: OrderColumn = { column: 's.search_value', type: 'number' };
const ID: OrderColumn = { column: 's.opportunity_id', type: 'number' };

/**
 * A sort key. Under `sort` the column is wrapped in a no-op (`+ 0`), which no index provides,
 * so Postgres fetches the matches and sorts them rather than walking an index.
 */
function key(order: OrderColumn, strategy: PageStrategy): string {
  if (strategy === 'walk') return order.column;
  return order.type === 'timestamp'
    ? `(${order.column} + interval '0 seconds')`
    : `(${order.column} + 0)`;
}

/**
 * ORDER BY of each sort over `opportunity_search s`. Each matches an index of migration 0011;
 * the id breaks ties so paging is stable. Values sort on the awarded value when there is one,
 * else the estimated value, as the value filter compares; missing values and dates come last in
 * both directions.
 */
function orderBy(sort: SearchSort, strategy: PageStrategy): string {
  const k = (order: OrderColumn) => key(order, strategy);
  switch (sort) {
    case 'release_date-asc':
      return `${k(RELEASE)} ASC NULLS LAST, ${k(ID)} ASC`;
    case 'value-desc':
      return `${k(VALUE)} DESC NULLS LAST, ${k(ID)} DESC`;
    case 'value-asc':
      return `${k(VALUE)} ASC NULLS LAST, ${k(ID)} ASC`;
    default:
      return `${k(RELEASE)} DESC NULLS LAST, ${k(ID)} DESC`;
  }
}

/** The sort a request gets: relevance needs a keyword and falls back to the default without. */
export function effectiveSort(sort: SearchSort, hasTextKeyword: boolean): SearchSort {
  return sort === 'relevance' && !hasTextKeyword ? DEFAULT_SEARCH_SORT : sort;
}

/**
 * The sort a search gets, as the search page and the CSV export apply it: Best Match needs a
 * word to rank by, so a box of word beginnings only (`constr*`, issue 28) is listed newest
 * first, like a search without words.
 */
export function searchSort(
  requested: SearchSort,
  keywords: string | undefined,
  hasTextKeyword: boolean,
): SearchSort {
  return effectiveSort(requested, hasTextKeyword && hasWholeWords(parseKeywordQuery(keywords)));
}

/**
 * "Deadline Soonest First" lists deadlines still ahead, soonest first, then those that have
 * passed, most recent first, then opportunities without a deadline (newest first): a plain
 * ascending order would open with deadlines years gone. Three parts, each cut at the end of the
 * page; the outer sort is of at most three pages' worth of rows and keeps the parts in order
 * even under a parallel plan.
 */
function deadlinePageQuery(
  where: string,
  strategy: PageStrategy,
  page: { limit: string; offset: string; now: string },
) {
  const { limit, offset, now } = page;
  const partLimit = `(${limit}::int + ${offset}::int)`;
  const deadline = key(DEADLINE, strategy);
  const id = key(ID, strategy);
  // A part is read only when the parts before it hold fewer rows than the page reaches: the
  // deadlines still ahead of a keyword usually fill its first pages alone (ADR 0122).
  const earlierRows = (number: number) =>
    Array.from({ length: number - 1 }, (_, index) => `(SELECT count(*) FROM part_${index + 1})`);
  const part = (number: number, condition: string, order: string) => {
    const earlier = earlierRows(number);
    const gate = earlier.length > 0 ? `${earlier.join(' + ')} < ${partLimit} AND ` : '';
    return `part_${number} AS MATERIALIZED (
        SELECT s.opportunity_id FROM opportunity_search s
         WHERE ${gate}${where} AND ${condition}
         ORDER BY ${order} LIMIT ${partLimit})`;
  };
  const rows = (number: number) =>
    `SELECT ${number} AS part, row_number() OVER () AS position, opportunity_id FROM part_${number}`;
  return `WITH ${part(1, `s.tender_deadline_date > ${now}`, `${deadline} ASC, ${id} ASC`)},
      ${part(2, `s.tender_deadline_date <= ${now}`, `${deadline} DESC, ${id} DESC`)},
      ${part(3, 's.tender_deadline_date IS NULL', orderBy(DEFAULT_SEARCH_SORT, strategy))}
    SELECT opportunity_id FROM (${rows(1)} UNION ALL ${rows(2)} UNION ALL ${rows(3)}) AS ordered
     ORDER BY part, position LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * A page read through sort-key windows (sort-key-window.ts, ADR 0122): each attempt reads the
 * page among the matches inside its window (`windows`: one condition each, narrowest first),
 * and is run only when every earlier one came back short of a full page; the first full page is
 * the answer, else the page read without a window. A full page from a window is exact: every
 * row outside the window sorts after every row inside it. Rows keep their order: each branch of
 * the UNION ALL is read in turn and at most one returns rows.
 */
function windowedPageQuery(
  where: string,
  order: string,
  page: { limit: string; offset: string },
  windows: readonly string[],
): string {
  const { limit, offset } = page;
  const pageOf = (conditions: string[]) => `SELECT s.opportunity_id FROM opportunity_search s
       WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
  const isShort = (index: number) => `(SELECT count(*) FROM window_${index}) < ${limit}`;
  const shortBefore = (index: number) =>
    windows.slice(0, index).map((_, earlier) => isShort(earlier));
  const attempts = windows.map(
    (condition, index) =>
      `window_${index} AS MATERIALIZED (${pageOf([...shortBefore(index), where, condition])})`,
  );
  const answers = windows.map(
    (_, index) => `SELECT opportunity_id FROM window_${index} WHERE NOT ${isShort(index)}`,
  );
  answers.push(`SELECT opportunity_id FROM (${pageOf([where])}) AS unwindowed
     WHERE ${shortBefore(windows.length).join(' AND ')}`);
  return `WITH ${attempts.join(',\n    ')}\n    ${answers.join('\n    UNION ALL ')}`;
}

/** The page query: ids of one page of matches in sort order. */
export function buildPageQuery(options: {
  sort: SearchSort;
  strategy: PageStrategy;
  where: string;
  tsquery: string | null;
  /**
   * The request's instant (the status's clock), bound on use: what "still ahead" means for the
   * deadline sort.
   */
  nowParam: () => string;
  limitParam: string;
  offsetParam: string;
  /**
   * Conditions of the sort-key windows to try first, narrowest first (ADR 0122); only for the
   * sorts by one indexed key (release date, value).
   */
  windows?: readonly string[];
  /**
   * The value filter in the form the value indexes read, when `where` tests it on the keyword's
   * candidates (SearchConditions.valueRange, ADR 0131): a value sort's walk and windows read the
   * value index from the bound instead of every entry before it. A sort of every match needs no
   * index, so it keeps the candidates' test.
   */
  valueRange?: string | null;
}): string {
  const { sort, strategy, tsquery, nowParam, limitParam, offsetParam } = options;
  const readsValueIndex =
    (sort === 'value-desc' || sort === 'value-asc') &&
    (strategy === 'walk' || Boolean(options.windows?.length));
  const where =
    readsValueIndex && options.valueRange
      ? `${options.where} AND ${options.valueRange}`
      : options.where;
  if (sort === 'relevance' && tsquery) {
    return `SELECT s.opportunity_id FROM opportunity_search s WHERE ${where}
      ORDER BY ts_rank(s.search_vector, ${tsquery}) DESC, ${orderBy(DEFAULT_SEARCH_SORT, 'sort')}
      LIMIT ${limitParam} OFFSET ${offsetParam}`;
  }
  if (sort === 'deadline_date-asc') {
    return deadlinePageQuery(where, strategy, {
      limit: limitParam,
      offset: offsetParam,
      now: nowParam(),
    });
  }
  if (options.windows?.length) {
    const page = { limit: limitParam, offset: offsetParam };
    return windowedPageQuery(where, orderBy(sort, strategy), page, options.windows);
  }
  return `SELECT s.opportunity_id FROM opportunity_search s WHERE ${where}
    ORDER BY ${orderBy(sort, strategy)} LIMIT ${limitParam} OFFSET ${offsetParam}`;
}
