import type { SearchResult } from '@wac/contract';
import { type Pool, withTransaction } from '../../db/pool';
import { PREFER_INDEX_ORDER } from './search.repository';
import type { SearchConditions } from './search-conditions';
import {
  buildSearchPageStatement,
  readFavouriteFlags,
  readSearchPageRows,
  type SearchPageOptions,
  type SearchPageRow,
  type SearchPageStatement,
  toSearchResults,
} from './search-page.repository';
import { pageCacheKey, type SearchPageCache } from './search-page-cache';

type CacheContext = {
  db: Pool;
  pageCache: SearchPageCache;
  /** The data version and next deadlines the request saw (readPageCacheState). */
  version: string;
  nextDeadlines: (string | null)[];
};

async function runStatement(db: Pool, statement: SearchPageStatement, options: SearchPageOptions) {
  if (options.strategy === 'sort') return readSearchPageRows(db, statement);
  // The settings go with BEGIN: one round trip fewer on the busiest request (ADR 0109).
  return withTransaction(
    db,
    (client) => readSearchPageRows(client, statement),
    'READ COMMITTED',
    PREFER_INDEX_ORDER,
  );
}

/**
 * One page of result cards (not Best Match), its rows from the result-page cache when this page
 * was read at the data version the request saw and with the same next deadlines (ADR 0110),
 * else read now and remembered. The favourite flags and each card's status at `now` are worked
 * out per request, after the cache, exactly as an uncached page does (search-page.repository.ts).
 */
export async function readCachedPage(
  context: CacheContext,
  conditions: SearchConditions,
  options: SearchPageOptions,
): Promise<SearchResult[]> {
  const { db, pageCache, version, nextDeadlines } = context;
  const statement = buildSearchPageStatement(conditions, options);
  const key = pageCacheKey(statement, nextDeadlines);
  let rows: SearchPageRow[] | null = pageCache.read(key, version);
  if (!rows) {
    const page = await runStatement(db, statement, options);
    rows = page.rows;
    // Kept only when read at the version the key's deadlines were read at (one data version).
    if (page.dataVersion === version) pageCache.store(key, version, rows);
  }
  const favourites = await readFavouriteFlags(db, options.userId, rows);
  return toSearchResults(rows, favourites, { ...options, hasHighlight: statement.hasHighlight });
}
