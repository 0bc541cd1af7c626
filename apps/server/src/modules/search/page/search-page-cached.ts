import type { SearchResult } from '@wac/contract';
import { type Pool, withTransaction } from '../../../db/pool';
import { type CallerFlags, NO_CALLER_FLAGS, readCallerFlags } from '../../opportunities';
import { cardLifecycleAt, cardStatusAt } from '../../opportunities/opportunity-card-fields';
import type { SearchConditions } from '../match/search-sql';
import { PREFER_INDEX_ORDER } from './planner-settings';
import {
  buildSearchPageStatement,
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
  const ids = rows.map((row) => row.internal_id);
  const { favourites, placements } = await readCallerFlags(db, options.userId, ids);
  return cardsAt(
    rows,
    favourites,
    { ...options, hasHighlight: statement.hasHighlight },
    placements,
  );
}

type CardOptions = Parameters<typeof toSearchResults>[2];

/**
 * The cards of a cached page's rows, built once per rows and match criteria (ADR 0135): a repeat
 * copies them and sets what may differ per request, each card's status at `now` and the caller's
 * favourite flag and pipeline items, in place (so the keys keep their order and the answer its bytes). The rows
 * array is the page cache's own, so its cards go when the page does.
 */
const cardTemplates = new WeakMap<
  readonly SearchPageRow[],
  { of: string; cards: SearchResult[] }
>();

export function cardsAt(
  rows: readonly SearchPageRow[],
  favourites: ReadonlySet<string>,
  options: CardOptions,
  placements: CallerFlags['placements'] = NO_CALLER_FLAGS.placements,
): SearchResult[] {
  // A ranked page carries its ranking's scores: not a cached page, built as it is.
  if (options.ranked) return toSearchResults(rows, favourites, options, placements);
  const of = JSON.stringify([options.criteria, options.hasHighlight]);
  let known = cardTemplates.get(rows);
  if (known?.of !== of) {
    known = { of, cards: toSearchResults(rows, new Set(), options) };
    cardTemplates.set(rows, known);
  }
  return known.cards.map((card, index) => {
    const row = rows[index] as SearchPageRow;
    return {
      ...card,
      status: cardStatusAt(row, options.now),
      lifecycle: cardLifecycleAt(row, options.now),
      is_favourited: favourites.has(row.internal_id),
      pipeline_items: placements.get(row.internal_id) ?? [],
    };
  });
}
