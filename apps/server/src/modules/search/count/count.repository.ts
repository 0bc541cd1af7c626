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
  countedKey: string | null = null,
): Promise<CachedOrCounted> {
  const params = conditions.params.clone();
  const key = params.add(cacheKey);
  // A word that may have running counts (ADR 0049): its ledger is read in the same statement,
  // and only when it has none is the cache read or the word counted (ADR 0302).
  const term =
    countedKey === null
      ? 'SELECT NULL::text AS term_key WHERE false'
      : `SELECT t.term_key FROM search_counted_terms t WHERE t.term_key = ${params.add(countedKey)}`;
  const { rows } = await db.query<{
    version: string;
    change_rows: number;
    is_counted: boolean;
    term_counts: [number, number, number][] | null;
    cached: [number, number][] | null;
    counted: [number, number][] | null;
  }>(
    `WITH data AS (
       SELECT coalesce(sum(weight), 0)::text AS version, count(*)::int AS change_rows
         FROM opportunity_search_changes),
     term AS (${term}),
     cached AS (
       SELECT c.facet_counts FROM search_count_cache c, data
        WHERE c.cache_key = ${key} AND c.data_version = data.version
          AND NOT EXISTS (SELECT 1 FROM term))
     SELECT data.version, data.change_rows, EXISTS (SELECT 1 FROM term) AS is_counted,
            (SELECT json_agg(json_build_array(l.facet_key, l.doc_count, l.ledger_rows))
               FROM (SELECT facet_key, sum(doc_count)::bigint AS doc_count,
                            count(*)::int AS ledger_rows
                       FROM search_term_counts WHERE term_key = (SELECT term_key FROM term)
                      GROUP BY facet_key) l) AS term_counts,
            (SELECT facet_counts FROM cached) AS cached,
            CASE WHEN NOT EXISTS (SELECT 1 FROM term) AND NOT EXISTS (SELECT 1 FROM cached) THEN
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
  if (first?.is_counted) {
    const ledger = first.term_counts ?? [];
    const counts = ledger
      .filter(([, doc_count]) => doc_count !== 0)
      .map(([facet_key, doc_count]) => ({ facet_key, doc_count }));
    const ledgerRows = ledger.reduce((sum, [, , rows]) => sum + rows, 0);
    const term = { ledgerRows, facetKeys: counts.length };
    return { counts, version, changeRows, cached: true, term };
  }
  const pairs = first?.cached ?? first?.counted ?? [];
  const counts = pairs.map(([facet_key, doc_count]) => ({ facet_key, doc_count }));
  return { counts, version, changeRows, cached: Boolean(first?.cached), term: null };
}

/**
 * What readCachedOrCountByFacetAt answers. `cached`: nothing to store (found in the cache, or
 * the word's running counts). `term`: the running counts answered, with their ledger's length.
 */
export type CachedOrCounted = {
  counts: FacetCount[];
  version: string;
  changeRows: number;
  cached: boolean;
  term: { ledgerRows: number; facetKeys: number } | null;
};

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
