import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SearchPageRow, SearchPageStatement } from './search-page.repository';

/**
 * The result-page cache (ADR 0110): the rows of a page of cards (with their highlights), as the
 * page's statement read them, per data version. A repeated search reads its page from here
 * instead of planning and running the page query. Only what is the same for every caller is
 * kept: the favourite flags and each card's status at the request's instant are worked out per
 * request after the cache. Per process and bounded (LRU by size); several API
 * processes each keep their own, and each entry is valid for one data version only.
 */

/**
 * Entries older than this are read again even at the same data version: organisation merges
 * and CPV label imports change a card (its organisation link, its CPV label) without a new
 * version of opportunity_search, so this bounds how long a card may lag behind them.
 */
const ENTRY_TTL_MS = 60_000;

type Entry = { version: string; rows: SearchPageRow[] };

/** Hits and misses of every page cache in this process (for /metrics and bench:load). */
export const searchPageCacheLookups = { hits: 0, misses: 0 };

/**
 * A page's identity: its statement's SQL and every bound value, with the request's instant
 * replaced by the next deadline after each instant the page compares at (as the count cache keys
 * a search that reads the clock, ADR 0070): between two deadlines no row changes its answer.
 */
export function pageCacheKey(
  statement: SearchPageStatement,
  nextDeadlines: readonly (string | null)[],
): string {
  const values = [...statement.values];
  for (const index of statement.nowValueIndexes) values[index] = { nextDeadlines };
  return createHash('sha256')
    .update(JSON.stringify([statement.sql, values]))
    .digest('base64url');
}

export class SearchPageCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxMegabytes: number) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxMegabytes * 1024 * 1024,
      // Characters of the rows as JSON, about their size in memory (UTF-16 would double it,
      // the objects' overhead is of the same order: the cap is approximate, and low).
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.rows).length),
      ttl: ENTRY_TTL_MS,
    });
  }

  /** The page's rows when cached at `version`, else null (counted as a hit or a miss). */
  read(key: string, version: string): SearchPageRow[] | null {
    const entry = this.entries.get(key);
    const rows = entry && entry.version === version ? entry.rows : null;
    if (rows) searchPageCacheLookups.hits += 1;
    else searchPageCacheLookups.misses += 1;
    return rows;
  }

  store(key: string, version: string, rows: SearchPageRow[]): void {
    this.entries.set(key, { version, rows });
  }
}
