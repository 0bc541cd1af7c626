import { createHash } from 'node:crypto';
import { type Pool, type PoolClient, withTransaction } from '../../db/pool';
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
  // One read-only snapshot: the version and the counts agree.
  const outcome = await withTransaction(
    db,
    async (client) => {
      const data = await readSearchDataVersion(client);
      const cached = await readCachedFacetCounts(client, cacheKey, data.version);
      return { ...data, cached, counts: cached ?? (await count(client)) };
    },
    'REPEATABLE READ READ ONLY',
  );
  if (!outcome.cached) {
    await storeCachedFacetCounts(db, cacheKey, outcome.version, outcome.counts);
    tidyUp(db, outcome.version, outcome.changeRows);
  }
  return outcome.counts;
}
