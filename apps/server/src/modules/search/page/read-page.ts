import type { SearchResult, SearchSort } from '@wac/contract';
import { type Pool, withTransaction } from '../../../db/pool';
import type { readPageCacheState } from '../count/search-count-cache.repository';
import { parseKeywordTerms } from '../match/keyword-terms';
import type { SearchFilters } from '../match/search-filters';
import { cpvLevelPrefix, type SearchConditions } from '../match/search-sql';
import { choosePageStrategy, type PageShape, pageStrategyCosts } from './page-strategy';
import { PREFER_INDEX_ORDER } from './planner-settings';
import {
  findSearchPage,
  type MatchCriteria,
  type SearchPageOptions,
} from './search-page.repository';
import type { SearchPageCache } from './search-page-cache';
import { readCachedPage } from './search-page-cached';
import { sortKeyDistributions } from './sort-key-distribution';
import { chooseSortKeyWindow } from './sort-key-window';

/** The data version, next deadlines and row estimate the request read (readPageCacheState). */
export type PageCacheState = Awaited<ReturnType<typeof readPageCacheState>>;

/** The CPV codes and regions searched for, which each card reports back when it holds them. */
export function matchCriteria(filters: SearchFilters): MatchCriteria {
  const includeSubCpv = filters.includeSubCpv ?? true;
  const typedCodes = parseKeywordTerms(filters.keywords).flatMap((term) =>
    term.kind === 'cpv' ? [term.code] : [],
  );
  const codes = [...new Set([...(filters.cpvCodes ?? []), ...typedCodes])];
  return {
    cpv: codes.map((code) => ({ code, level: includeSubCpv ? cpvLevelPrefix(code) : code })),
    regions: filters.regions ?? [],
  };
}

/**
 * The offsets (days) at which a page compares with the clock: its conditions' (status, deadline
 * windows), and the deadline sort's "still ahead" (offset 0).
 */
export function clockOffsets(conditions: SearchConditions, sort: SearchSort): number[] {
  const offsets = [...(conditions.clock?.offsetsDays ?? [])];
  if (sort === 'deadline_date-asc' && !offsets.includes(0)) offsets.push(0);
  return offsets;
}

/**
 * How to read the page, from the exact total: a keyword search sorted by an indexed key reads
 * it through a window of that key when the window is cheaper than every match (ADR 0122; its
 * matches are then sorted, not walked); otherwise walk the sort index or sort the matches.
 */
export async function choosePageRead(
  db: Pool,
  shape: PageShape & { readsClock: boolean },
): Promise<Pick<SearchPageOptions, 'strategy' | 'window'>> {
  const { readsClock, ...pageShape } = shape;
  const window = pageShape.hasTextKeyword
    ? chooseSortKeyWindow({
        ...pageShape,
        unwindowedCost: Math.min(...Object.values(pageStrategyCosts(pageShape))),
        readsClock,
        distributions: await sortKeyDistributions(db),
      })
    : null;
  return { window, strategy: window ? 'sort' : choosePageStrategy(pageShape) };
}

/** One page read now, in the order asked, walking the sort index under the planner settings. */
export async function readPage(
  db: Pool,
  conditions: SearchConditions,
  options: SearchPageOptions,
): Promise<SearchResult[]> {
  if (options.strategy === 'sort') return findSearchPage(db, conditions, options);
  // The settings go with BEGIN: one round trip fewer on the busiest request (ADR 0109).
  return withTransaction(
    db,
    (client) => findSearchPage(client, conditions, options),
    'READ COMMITTED',
    PREFER_INDEX_ORDER,
  );
}

/** A page in a sort other than Best Match: from the result-page cache when the process has one. */
export function readUnrankedPage(
  deps: { db: Pool; pageCache?: SearchPageCache; cacheState: PageCacheState | null },
  conditions: SearchConditions,
  options: SearchPageOptions,
): Promise<SearchResult[]> {
  const { db, pageCache, cacheState } = deps;
  if (pageCache && cacheState) {
    return readCachedPage({ db, pageCache, ...cacheState }, conditions, options);
  }
  return readPage(db, conditions, options);
}
