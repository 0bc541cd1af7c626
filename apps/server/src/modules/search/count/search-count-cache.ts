import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db/pool';
import { type Pool, type PoolClient, withTransaction } from '../../../db/pool';
import type { FacetCount } from '../match/search-facets';
import type { SearchConditions } from '../match/search-sql';
import { readCachedOrCountByFacetAt } from './count.repository';
import {
  compactSearchChanges,
  pruneSearchCountCache,
  readCachedFacetCounts,
  readCurrentCachedFacetCounts,
  readNextDeadlines,
  readSearchDataVersion,
  storeCachedFacetCounts,
} from './search-count-cache.repository';

/** Housekeeping thresholds: fold the change ledger, prune stale cache entries. */
const CHANGE_ROWS_BEFORE_FOLDING = 500;
const STORES_BETWEEN_PRUNES = 200;
let storesSincePrune = 0;

/**
 * A search's identity: its SQL condition and every bound value. A search that reads the clock
 * (status, deadline windows) is identified not by its instant but by the next deadline after
 * each instant it compares at: between two deadlines no row changes its answer, so every request
 * in that stretch shares the entry, and the first request after a deadline passes counts afresh.
 */
async function cacheKeyOf(db: Queryable, conditions: SearchConditions): Promise<string> {
  const { clock } = conditions;
  if (!clock) return clockFreeCacheKeyOf(conditions);
  const values = [...conditions.params.values];
  values[clock.nowValueIndex] = {
    nextDeadlines: await readNextDeadlines(db, clock.now, clock.offsetsDays),
    offsetsDays: clock.offsetsDays,
  };
  return hashOf(conditions.where, values);
}

const hashOf = (where: string, values: readonly unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify([where, values]))
    .digest('base64url');

/** The identity of a search that does not read the clock (its SQL condition and values). */
export function clockFreeCacheKeyOf(conditions: SearchConditions): string {
  return hashOf(conditions.where, conditions.params.values);
}

/** Background housekeeping; a failure only leaves the tables longer, so it is ignored. */
function tidyUp(db: Pool, version: string, changeRows: number): void {
  if (changeRows > CHANGE_ROWS_BEFORE_FOLDING) compactSearchChanges(db).catch(() => undefined);
  storesSincePrune += 1;
  if (storesSincePrune >= STORES_BETWEEN_PRUNES) {
    storesSincePrune = 0;
    pruneSearchCountCache(db, version).catch(() => undefined);
  }
}

/**
 * Counts per facet key of a search, exact: from the cache when this search was counted at the
 * data version this snapshot sees (ADR 0023), and for a search that reads the clock, with no
 * deadline passed in between (ADR 0070), otherwise counted now and remembered.
 */
export async function countWithCache(
  db: Pool,
  conditions: SearchConditions,
  count: (db: PoolClient) => Promise<FacetCount[]>,
): Promise<FacetCount[]> {
  return (await countWithCacheAt(db, conditions, count)).counts;
}

/**
 * As countWithCache, with the data version the counts hold for (ADR 0117's counts memo).
 * `countsInOneStatement`: a search that does not read the clock is counted in one statement that
 * also reads its version (readOrCountClockFree): a miss then costs that statement and the store,
 * not a transaction (ADR 0117). Otherwise it is counted by `count`.
 */
export async function countWithCacheAt(
  db: Pool,
  conditions: SearchConditions,
  count: (db: PoolClient) => Promise<FacetCount[]>,
  options: { countsInOneStatement?: boolean } = {},
): Promise<{ counts: FacetCount[]; version: string }> {
  // A search that does not read the clock is found in one statement when it was counted at
  // the current data version: one round trip instead of a transaction's four (ADR 0109).
  if (!conditions.clock) {
    if (options.countsInOneStatement) return readOrCountClockFree(db, db, conditions);
    const cached = await readCurrentCachedFacetCounts(db, clockFreeCacheKeyOf(conditions));
    if (cached) return cached;
  }
  // One read-only snapshot: the version, the next deadlines and the counts agree.
  const outcome = await withTransaction(
    db,
    async (client) => {
      const data = await readSearchDataVersion(client);
      const cacheKey = await cacheKeyOf(client, conditions);
      const cached = await readCachedFacetCounts(client, cacheKey, data.version);
      return { ...data, cacheKey, cached, counts: cached ?? (await count(client)) };
    },
    'REPEATABLE READ READ ONLY',
  );
  if (!outcome.cached) {
    await storeCachedFacetCounts(db, outcome.cacheKey, outcome.version, outcome.counts);
    tidyUp(db, outcome.version, outcome.changeRows);
  }
  return { counts: outcome.counts, version: outcome.version };
}

/** Whether the keyword holds a word beginning (`constr*`): its tsquery has a prefix lexeme. */
function hasWordBeginning(conditions: SearchConditions): boolean {
  const { highlight } = conditions;
  return highlight !== null && 'text' in highlight && highlight.text.includes(':*');
}

/**
 * Runs `count` with sequential scans priced out (ADR 0256). A word beginning such as `requi*` is
 * estimated to match most rows, so the planner reads the whole search copy and tests every row's
 * vector, each one detoasted (2.6 s at 100,000 rows, 22 s at 1,000,000 on a busy machine), where
 * the words index lists the same rows without reading any vector (0.34 s at 100,000). Inside the
 * caller's transaction when `client` is one (running counts' snapshot), else in its own.
 */
async function countWithoutSeqScan<T>(
  client: Queryable,
  pool: Pool,
  count: (db: Queryable) => Promise<T>,
): Promise<T> {
  if (client !== pool) {
    await client.query('SET LOCAL enable_seqscan = off');
    return count(client);
  }
  return withTransaction(pool, async (transaction) => {
    await transaction.query('SET LOCAL enable_seqscan = off');
    return count(transaction);
  });
}

/**
 * The counts of a search that does not read the clock, on `client` (a pool, or a transaction's
 * client whose snapshot the answer must agree with): from the cache when counted at the version
 * that snapshot sees, else counted now (its matches visited once; both in one statement, ADR
 * 0253) and stored through `pool`.
 * countWithCacheAt's path for a search counted in one statement, and running counts' for a
 * search's terms alone (its facets and status left out), so a word's searches with any facet or
 * status share one count of its matches (ADR 0124).
 */
export async function readOrCountClockFree(
  client: Queryable,
  pool: Pool,
  conditions: SearchConditions,
): Promise<{ counts: FacetCount[]; version: string }> {
  const cacheKey = clockFreeCacheKeyOf(conditions);
  // The cache's entry, or the count, in one round trip (ADR 0253).
  const counted = hasWordBeginning(conditions)
    ? await countWithoutSeqScan(client, pool, (db) =>
        readCachedOrCountByFacetAt(db, conditions, cacheKey),
      )
    : await readCachedOrCountByFacetAt(client, conditions, cacheKey);
  if (counted.cached) return { counts: counted.counts, version: counted.version };
  await storeCachedFacetCounts(pool, cacheKey, counted.version, counted.counts);
  tidyUp(pool, counted.version, counted.changeRows);
  return { counts: counted.counts, version: counted.version };
}
