import { preparedQuery } from '../../../db/named-statements';
import type { Pool, Queryable } from '../../../db/pool';
import type { FacetCount } from '../match/search-facets';

/**
 * The running counts of one key (a lexeme or a CPV prefix) per facet key (migration 0017), or null
 * when the key is not counted. One statement, so whether it is counted and its counts come from one snapshot.
 * `ledgerRows` says how long its ledger has grown; `version` is the data version of that snapshot.
 */
export async function readTermFacetCounts(
  db: Queryable,
  key: string,
): Promise<{ counts: FacetCount[]; ledgerRows: number; version: string } | null> {
  // Named: planned once per connection (ADRs 0117, 0369), it is read by most keyword searches.
  const { rows } = await preparedQuery<{
    data_version: string;
    is_counted: boolean;
    facet_key: number | null;
    doc_count: number | null;
    ledger_rows: number | null;
  }>(
    db,
    `SELECT t.term_key IS NOT NULL AS is_counted, c.facet_key, c.doc_count, c.ledger_rows,
                  (SELECT coalesce(sum(weight), 0)::text FROM opportunity_search_changes)
                    AS data_version
             FROM (SELECT $1::text AS term_key) AS asked
             LEFT JOIN search_counted_terms t ON t.term_key = asked.term_key
             LEFT JOIN LATERAL (
               SELECT facet_key, sum(doc_count)::bigint AS doc_count, count(*)::int AS ledger_rows
                 FROM search_term_counts WHERE term_key = t.term_key GROUP BY facet_key
             ) AS c ON TRUE`,
    [key],
  );
  if (!rows[0]?.is_counted) return null;
  const counts: FacetCount[] = [];
  let ledgerRows = 0;
  for (const row of rows) {
    if (row.facet_key === null || row.doc_count === null) continue;
    ledgerRows += row.ledger_rows ?? 0;
    if (row.doc_count !== 0) counts.push({ facet_key: row.facet_key, doc_count: row.doc_count });
  }
  return { counts, ledgerRows, version: rows[0].data_version };
}

/** Folds one key's ledger rows back to one per facet key; safe alongside writers. */
export async function compactTermFacetCounts(db: Queryable, key: string): Promise<void> {
  await db.query('SELECT compact_search_term_counts($1)', [key]);
}

/**
 * Keys of the search copy that the planner's statistics (the most common elements of
 * `search_vector`, and of `cpv_prefixes` with `cpvKeyPrefix` in front) put in at least
 * `minDocuments` rows and that are not counted yet, most frequent first. Statistics are gathered
 * first when there are none.
 */
export async function findFrequentUncountedKeys(
  db: Queryable,
  minDocuments: number,
  cpvKeyPrefix: string,
): Promise<{ key: string; estimatedDocuments: number }[]> {
  const stats = `SELECT attname, most_common_elems::text::text[] AS elements,
                        most_common_elem_freqs AS freqs
                   FROM pg_stats
                  WHERE schemaname = current_schema() AND tablename = 'opportunity_search'
                    AND attname IN ('search_vector', 'cpv_prefixes')
                    AND most_common_elems IS NOT NULL`;
  const { rowCount } = await db.query(stats);
  if (!rowCount) await db.query('ANALYZE opportunity_search');
  const { rows } = await db.query<{ key: string; estimated_documents: number }>(
    `SELECT common.key, (common.freq * c.reltuples)::bigint AS estimated_documents
       FROM (${stats}) AS s
      CROSS JOIN LATERAL (
        SELECT CASE WHEN s.attname = 'cpv_prefixes' THEN $2 || element ELSE element END,
               freq
          FROM unnest(s.elements, s.freqs[1:cardinality(s.elements)]) AS e(element, freq)
      ) AS common(key, freq)
      CROSS JOIN pg_class c
      WHERE c.oid = 'opportunity_search'::regclass
        AND common.freq * c.reltuples >= $1
        AND NOT EXISTS (SELECT 1 FROM search_counted_terms t WHERE t.term_key = common.key)
      ORDER BY common.freq DESC, common.key`,
    [minDocuments, cpvKeyPrefix],
  );
  return rows.map((row) => ({ key: row.key, estimatedDocuments: row.estimated_documents }));
}

/**
 * Starts counting one key (its own transaction: the function locks the search copy against
 * writers while it counts). False when it was counted already.
 */
export async function startCountingTerm(db: Pool, key: string): Promise<boolean> {
  const { rows } = await db.query<{ started: boolean }>(
    'SELECT start_counting_search_term($1) AS started',
    [key],
  );
  return rows[0]?.started ?? false;
}
