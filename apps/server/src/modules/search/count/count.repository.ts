import type { Queryable } from '../../../db/pool';
import type { FacetCount } from '../match/search-facets';
import type { SearchConditions } from '../match/search-sql';

/** Matches counted per facet key: the exact total and every facet in one pass. */
export async function countMatchesByFacet(
  db: Queryable,
  conditions: SearchConditions,
): Promise<FacetCount[]> {
  const { rows } = await db.query<FacetCount>(
    `SELECT s.facet_key, count(*)::int AS doc_count
       FROM opportunity_search s WHERE ${conditions.where}
      GROUP BY s.facet_key`,
    conditions.params.values,
  );
  return rows;
}

/**
 * The count cache's entry of a search at the current data version (ADR 0023) or, when there is
 * none, its matches counted per facet key: one statement and one round trip where reading the
 * cache and then counting took two (issue 36, ADR 0253). `cached` says which.
 * The count is a scalar subquery inside `CASE WHEN NOT EXISTS (SELECT 1 FROM cached)`: an
 * uncorrelated subquery is run only when its value is read, so a found entry runs no part of the
 * count. A one-time filter on the scan (0253's first form) did not: at 1,000,000 rows the planner
 * counts with parallel workers, the filter sits below their Gather, and every hit started two
 * workers before they found it false (30-200 ms on a busy machine, ADR 0295).
 */
export async function readCachedOrCountByFacetAt(
  db: Queryable,
  conditions: SearchConditions,
  cacheKey: string,
): Promise<{ counts: FacetCount[]; version: string; changeRows: number; cached: boolean }> {
  const params = conditions.params.clone();
  const key = params.add(cacheKey);
  const { rows } = await db.query<{
    version: string;
    change_rows: number;
    cached: [number, number][] | null;
    counted: [number, number][] | null;
  }>(
    `WITH data AS (
       SELECT coalesce(sum(weight), 0)::text AS version, count(*)::int AS change_rows
         FROM opportunity_search_changes),
     cached AS (
       SELECT c.facet_counts FROM search_count_cache c, data
        WHERE c.cache_key = ${key} AND c.data_version = data.version)
     SELECT data.version, data.change_rows, (SELECT facet_counts FROM cached) AS cached,
            CASE WHEN NOT EXISTS (SELECT 1 FROM cached) THEN
              (SELECT coalesce(json_agg(json_build_array(m.facet_key, m.doc_count)), '[]')
                 FROM (SELECT s.facet_key, count(*)::int AS doc_count
                         FROM opportunity_search s WHERE ${conditions.where}
                        GROUP BY s.facet_key) m)
            END AS counted
       FROM data`,
    params.values,
  );
  const first = rows[0];
  const version = first?.version ?? '0';
  const changeRows = first?.change_rows ?? 0;
  const pairs = first?.cached ?? first?.counted ?? [];
  const counts = pairs.map(([facet_key, doc_count]) => ({ facet_key, doc_count }));
  return { counts, version, changeRows, cached: Boolean(first?.cached) };
}

/** The exact number of matches. */
export async function countRows(db: Queryable, conditions: SearchConditions): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM opportunity_search s WHERE ${conditions.where}`,
    conditions.params.values,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Every searchable opportunity counted per facet key, from the running ledger of migration 0011
 * (a few thousand rows whatever the table size). `ledgerRows` says how long the ledger has grown;
 * `version` is the data version of the statement's snapshot (null when the ledger is empty).
 */
export async function readFacetLedger(
  db: Queryable,
): Promise<{ counts: FacetCount[]; ledgerRows: number; version: string | null }> {
  const { rows } = await db.query<FacetCount & { ledger_rows: number; data_version: string }>(
    `SELECT facet_key, sum(doc_count)::bigint AS doc_count, count(*)::int AS ledger_rows,
            (SELECT coalesce(sum(weight), 0)::text FROM opportunity_search_changes) AS data_version
       FROM opportunity_search_counts GROUP BY facet_key`,
  );
  return {
    counts: rows.map(({ facet_key, doc_count }) => ({ facet_key, doc_count })),
    ledgerRows: rows.reduce((sum, row) => sum + row.ledger_rows, 0),
    version: rows[0]?.data_version ?? null,
  };
}

/** Folds the ledger back to one row per facet key; safe alongside writers and itself. */
export async function compactFacetLedger(db: Queryable): Promise<void> {
  await db.query('SELECT compact_opportunity_search_counts()');
}
