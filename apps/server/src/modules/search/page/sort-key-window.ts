import type { SearchSort } from '@wac/contract';
import type { SearchFilters } from '../match/search-filters';
import {
  type SortKeyColumn,
  type SortKeyDistribution,
  shareBetween,
  valueSpan,
} from './sort-key-distribution';

/**
 * A sort-key window (ADR 0122): a range at the head of the sort key ("released on or after the
 * cut" for newest first) that should hold a few times the matches a page needs. The keyword's
 * GIN index and the sort key's btree index then meet in a BitmapAnd and only the matches inside
 * the window are read, instead of every match. Every row outside the window sorts after every
 * row inside it (ties at the cut are inside, NULL keys sort last and are outside), so a window
 * holding offset + limit matches gives exactly the page the unwindowed statement gives; the
 * statement checks that, and tries the next, wider cut, then no window (search-order.ts).
 */
export type SortKeyWindow = {
  column: `s.${SortKeyColumn}`;
  /** `>=` when the sort is descending (the window is the top of the key), `<=` ascending. */
  comparison: '>=' | '<=';
  type: 'timestamptz' | 'numeric';
  /** The cut of each attempt, narrowest first, as text for `type`. */
  cuts: string[];
};

const SORT_KEYS: Partial<Record<SearchSort, { column: SortKeyColumn; descending: boolean }>> = {
  'release_date-desc': { column: 'release_date', descending: true },
  'release_date-asc': { column: 'release_date', descending: false },
  'value-desc': { column: 'search_value', descending: true },
  'value-asc': { column: 'search_value', descending: false },
};

/**
 * Each attempt's expected matches, as multiples of the offset + limit the page needs: the first
 * is a margin over the figures' error and the keyword's lean towards some dates or values, the
 * second catches a keyword leaning the other way before giving up on the window.
 */
const FIRST_MARGIN = 3;
const ATTEMPT_MARGINS = [FIRST_MARGIN, 24];
/** A window wider than this share of the key's rows saves too little to be worth its check. */
const MAX_WINDOW_SHARE = 0.3;
/**
 * Costs (microseconds, 1M rows, 2 cores; ADR 0122): one keyword match put in the bitmap by the
 * GIN index, one btree entry of the window put in the bitmap, one match of the window read from
 * the table and sorted (as page-strategy.ts's sort of every match).
 */
const KEYWORD_ENTRY_COST = 0.2;
const WINDOW_ENTRY_COST = 0.15;
const MATCH_READ_COST = 3;

/**
 * The cut at which the key's share of rows in the window, inside the range the filters allow
 * (`from`..`to`), reaches `wanted`: the highest such cut for a descending sort, the lowest for
 * an ascending one; null when even the whole range falls short.
 */
function cutFor(
  distribution: SortKeyDistribution,
  descending: boolean,
  range: { from: number | null; to: number | null },
  wanted: number,
): number | null {
  const span = valueSpan(distribution);
  if (!span) return null;
  const low = Math.max(span[0], range.from ?? span[0]);
  const high = Math.min(span[1], range.to ?? span[1]);
  const inWindow = (cut: number) =>
    descending
      ? shareBetween(distribution, Math.max(cut, low), range.to)
      : shareBetween(distribution, range.from, Math.min(cut, high));
  // `good` always holds enough, `bad` not; bisect between them.
  let good = descending ? low : high;
  let bad = descending ? high : low;
  if (inWindow(good) < wanted) return null;
  if (inWindow(bad) >= wanted) return bad;
  for (let step = 0; step < 60; step += 1) {
    const middle = (good + bad) / 2;
    if (inWindow(middle) >= wanted) good = middle;
    else bad = middle;
  }
  return good;
}

/**
 * Cuts already worked out, per distribution (each is a fresh object when the figures are read
 * again, so a dropped distribution takes its cuts with it). A cut is a pure function of the
 * figures, the direction, the range and the wanted share, and costs a bisection of 60 histogram
 * walks: a repeated search (the popular ones) finds its cuts here instead (ADR 0135). Bounded,
 * as the long tail brings ever new shares.
 */
const MAX_CUTS_PER_DISTRIBUTION = 4096;
const knownCuts = new WeakMap<SortKeyDistribution, Map<string, number | null>>();

function rememberedCutFor(
  distribution: SortKeyDistribution,
  descending: boolean,
  range: { from: number | null; to: number | null },
  wanted: number,
): number | null {
  let cuts = knownCuts.get(distribution);
  if (!cuts) {
    cuts = new Map();
    knownCuts.set(distribution, cuts);
  }
  const key = `${descending}:${range.from}:${range.to}:${wanted}`;
  const known = cuts.get(key);
  if (known !== undefined) return known;
  const cut = cutFor(distribution, descending, range, wanted);
  if (cuts.size >= MAX_CUTS_PER_DISTRIBUTION) cuts.clear();
  cuts.set(key, cut);
  return cut;
}

/** The cut as bound text, rounded outwards (the window only grows). */
function cutText(cut: number, column: SortKeyColumn, descending: boolean): string {
  const round = descending ? Math.floor : Math.ceil;
  if (column === 'search_value') return String(round(cut));
  return new Date(round(cut) * 1000).toISOString();
}

/**
 * The window of a keyword search's page sorted by an indexed key, from the exact match count
 * (which the planner cannot know) and the key's figures; null when the page should be read
 * without one (Best Match and the deadline sort have their own ways, ADR 0120; the last page
 * needs every match; few matches are cheaper to sort than to window).
 */
export function chooseSortKeyWindow(options: {
  sort: SearchSort;
  filters: SearchFilters;
  hasTextKeyword: boolean;
  /** The cheaper of walking the sort index and sorting every match (page-strategy.ts). */
  unwindowedCost: number;
  /**
   * Whether the conditions compare with the clock (a status by deadline): the planner then
   * misjudges the tendering deadline index and ANDs it into every attempt's bitmap (ADR 0122).
   */
  readsClock: boolean;
  total: number;
  searchableRows: number;
  offset: number;
  limit: number;
  distributions: ReadonlyMap<SortKeyColumn, SortKeyDistribution>;
}): SortKeyWindow | null {
  const { sort, filters, total, searchableRows, offset, limit } = options;
  const key = SORT_KEYS[sort];
  const needed = offset + limit;
  if (!key || !options.hasTextKeyword || options.readsClock || needed >= total) return null;
  // A release-date filter is in UK days; rather than convert it, such searches go unwindowed.
  if (key.column === 'release_date' && filters.releaseDate) return null;
  const distribution = options.distributions.get(key.column);
  if (!distribution) return null;
  const range =
    key.column === 'search_value'
      ? { from: filters.valueFrom ?? null, to: filters.valueTo ?? null }
      : { from: null, to: null };
  const rangeShare = shareBetween(distribution, range.from, range.to);
  const cuts: string[] = [];
  let firstShare = 0;
  for (const margin of ATTEMPT_MARGINS) {
    const share = (rangeShare * margin * needed) / total;
    if (share > MAX_WINDOW_SHARE) break;
    const cut = rememberedCutFor(distribution, key.descending, range, share);
    if (cut === null) break;
    const text = cutText(cut, key.column, key.descending);
    if (cuts.at(-1) === text) continue;
    if (cuts.length === 0) firstShare = share;
    cuts.push(text);
  }
  if (cuts.length === 0) return null;
  // Dense matches are cheaper walked (a few rows of the sort index) than put in a bitmap.
  const windowCost =
    total * KEYWORD_ENTRY_COST +
    firstShare * searchableRows * WINDOW_ENTRY_COST +
    FIRST_MARGIN * needed * MATCH_READ_COST;
  if (windowCost >= options.unwindowedCost) return null;
  return {
    column: `s.${key.column}`,
    comparison: key.descending ? '>=' : '<=',
    type: key.column === 'search_value' ? 'numeric' : 'timestamptz',
    cuts,
  };
}
