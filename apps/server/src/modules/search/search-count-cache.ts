import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from '../../db/pool';
import type { SearchConditions } from './search-conditions';
import {
  compactSearchChanges,
  pruneSearchCountCache,
  readCachedFacetCounts,
  readSearchDataVersion,
  storeCachedFacetCounts,
} from './search-count-cache.repository';
import type { FacetCount } from './search-facets';

/** Housekeeping thresholds: fold the change ledger, prune stale cache entries. */
const CHANGE_ROWS_BEFORE_FOLDING = 500;
const STORES_BETWEEN_PRUNES = 200;
let storesSincePrune = 0;

/** A search's identity: its SQL condition and every bound value. */
function cacheKeyOf(conditions: SearchConditions): string {
  return createHash('sha256')
    .update(JSON.stringify([conditions.where, conditions.params.values]))
    .digest('base64url');
}

/** Runs `work` in one read-only REPEATABLE READ snapshot: the version and the counts agree. */
async function inOneSnapshot<T>(db: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
 * data version this snapshot sees (ADR 0023), otherwise counted now and remembered.
 */
export async function countWithCache(
  db: Pool,
  conditions: SearchConditions,
  count: (db: PoolClient) => Promise<FacetCount[]>,
): Promise<FacetCount[]> {
  const cacheKey = cacheKeyOf(conditions);
  const outcome = await inOneSnapshot(db, async (client) => {
    const data = await readSearchDataVersion(client);
    const cached = await readCachedFacetCounts(client, cacheKey, data.version);
    return { ...data, cached, counts: cached ?? (await count(client)) };
  });
  if (!outcome.cached) {
    await storeCachedFacetCounts(db, cacheKey, outcome.version, outcome.counts);
    tidyUp(db, outcome.version, outcome.changeRows);
  }
  return outcome.counts;
}
