import { preparedQuery } from '../../../db/named-statements';
import type { Queryable } from '../../../db/pool';
import type { FacetCount } from '../match/search-facets';

/**
 * The version of opportunity_search this snapshot sees (migration 0013): the number of committed
 * writing transactions, and how many ledger rows hold it (to know when to fold them).
 */
export async function readSearchDataVersion(
  db: Queryable,
): Promise<{ version: string; changeRows: number }> {
  const { rows } = await db.query<{ version: string; change_rows: number }>(
    `SELECT coalesce(sum(weight), 0)::text AS version, count(*)::int AS change_rows
       FROM opportunity_search_changes`,
  );
  return { version: rows[0]?.version ?? '0', changeRows: rows[0]?.change_rows ?? 0 };
}

export async function readCachedFacetCounts(
  db: Queryable,
  cacheKey: string,
  version: string,
): Promise<FacetCount[] | null> {
  const { rows } = await db.query<{ facet_counts: [number, number][] }>(
    'SELECT facet_counts FROM search_count_cache WHERE cache_key = $1 AND data_version = $2',
    [cacheKey, version],
  );
  const entry = rows[0];
  return entry
    ? entry.facet_counts.map(([facet_key, doc_count]) => ({ facet_key, doc_count }))
    : null;
}

/**
 * The cached counts of `cacheKey` at the data version this statement's snapshot sees, in one
 * statement (one snapshot, one round trip): what a repeated search needs, without a
 * transaction of its own. Null when the entry is missing or of another version.
 */
export async function readCurrentCachedFacetCounts(
  db: Queryable,
  cacheKey: string,
): Promise<{ counts: FacetCount[]; version: string } | null> {
  // Named: planned once per connection rather than on every search (ADRs 0117, 0369).
  const { rows } = await preparedQuery<{ facet_counts: [number, number][]; data_version: string }>(
    db,
    `SELECT c.facet_counts, c.data_version
       FROM search_count_cache c
      WHERE c.cache_key = $1
        AND c.data_version = (SELECT coalesce(sum(weight), 0)::text
                                FROM opportunity_search_changes)`,
    [cacheKey],
  );
  const entry = rows[0];
  return entry
    ? {
        counts: entry.facet_counts.map(([facet_key, doc_count]) => ({ facet_key, doc_count })),
        version: entry.data_version,
      }
    : null;
}

export async function storeCachedFacetCounts(
  db: Queryable,
  cacheKey: string,
  version: string,
  counts: readonly FacetCount[],
): Promise<void> {
  // Named (ADR 0369): a fresh search's counts are stored on every request that counted them.
  await preparedQuery(
    db,
    `INSERT INTO search_count_cache (cache_key, data_version, facet_counts)
     VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (cache_key) DO UPDATE
       SET data_version = EXCLUDED.data_version, facet_counts = EXCLUDED.facet_counts,
           stored_at = now()`,
    [cacheKey, version, JSON.stringify(counts.map((count) => [count.facet_key, count.doc_count]))],
  );
}

/** Drops entries of older data versions, and any entry not refreshed for a day. */
export async function pruneSearchCountCache(db: Queryable, version: string): Promise<void> {
  await db.query(
    `DELETE FROM search_count_cache
      WHERE data_version <> $1 OR stored_at < now() - interval '1 day'`,
    [version],
  );
}

export async function compactSearchChanges(db: Queryable): Promise<void> {
  await db.query('SELECT compact_opportunity_search_changes()');
}

/**
 * For each offset, the first deadline after `now` + that many days (null when none): the
 * instants at which a clock-dependent condition (status, deadline window) next changes its answer
 * for some row. One probe of the deadline index each.
 */
export async function readNextDeadlines(
  db: Queryable,
  now: Date,
  offsetsDays: readonly number[],
): Promise<(string | null)[]> {
  const { rows } = await db.query<{ next: (Date | null)[] }>(
    `SELECT ARRAY(
       SELECT (SELECT min(s.tender_deadline_date) FROM opportunity_search s
                WHERE s.tender_deadline_date > $1::timestamptz + make_interval(days => offset_days))
         FROM unnest($2::int[]) WITH ORDINALITY AS o (offset_days, position)
        ORDER BY o.position) AS next`,
    [now.toISOString(), offsetsDays],
  );
  return (rows[0]?.next ?? []).map((date) => (date ? new Date(date).toISOString() : null));
}

/**
 * In one statement (one snapshot, one round trip): the searchable rows as the planner counts
 * them (for cost choices), the data version, and the next deadline after `now` plus each offset
 * (as readNextDeadlines): what the result-page cache (ADR 0110) keys a page by.
 */
export async function readPageCacheState(
  db: Queryable,
  now: Date,
  offsetsDays: readonly number[],
): Promise<{ searchableRows: number; version: string; nextDeadlines: (string | null)[] }> {
  // Named: every search sends it, and its planning cost more than its execution (ADRs 0117, 0369).
  const { rows } = await preparedQuery<{
    estimate: number;
    version: string;
    next: (Date | null)[];
  }>(
    db,
    `SELECT (SELECT greatest(reltuples, 0)::bigint FROM pg_class
                    WHERE oid = 'opportunity_search'::regclass) AS estimate,
                  (SELECT coalesce(sum(weight), 0)::text FROM opportunity_search_changes) AS version,
                  ARRAY(
                    SELECT (SELECT min(s.tender_deadline_date) FROM opportunity_search s
                             WHERE s.tender_deadline_date
                                   > $1::timestamptz + make_interval(days => offset_days))
                      FROM unnest($2::int[]) WITH ORDINALITY AS o (offset_days, position)
                     ORDER BY o.position) AS next`,
    [now.toISOString(), offsetsDays],
  );
  const row = rows[0];
  return {
    searchableRows: Number(row?.estimate ?? 0),
    version: row?.version ?? '0',
    nextDeadlines: (row?.next ?? []).map((date) => (date ? new Date(date).toISOString() : null)),
  };
}
