import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/pool';
import { hasWordBeginnings, parseKeywordQuery } from './keyword-terms';
import { buildKeywordPartsQuery, composeKeywordTsquery } from './keyword-tsquery';
import type { ResolvedKeyword, SearchConditions } from './search-conditions';
import type { FacetCount } from './search-facets';
import type { SearchFilters } from './search-filters';

/** The resolved keyword, and its alternatives for the running counts (search-term-counts.ts). */
export type ResolvedKeywordQuery = ResolvedKeyword & {
  /**
   * The comma-separated alternatives, one tsquery text each, as Postgres prints them (null when
   * the composed query had to fall back to Postgres's own phrases).
   */
  alternatives: string[] | null;
};

/**
 * Resolutions already made by this process, by the keyword box's text. A resolution depends on
 * nothing but that text and the server's 'english' text search configuration (its stemmer and
 * stop words), which no request changes, so a repeated keyword needs no round trip (ADR 0117).
 * A box with a word beginning (`constr*`) also reads the vocabulary, which grows: not kept.
 * Entries are a few hundred bytes; 10,000 of them bound the memory to a few MB.
 */
const resolvedKeywords = new LRUCache<string, { value: ResolvedKeywordQuery | null }>({
  max: 10_000,
});

/** A copy, so no caller can change what the next caller of the same keyword gets. */
const copyOf = (value: ResolvedKeywordQuery | null): ResolvedKeywordQuery | null =>
  value && { ...value, alternatives: value.alternatives && [...value.alternatives] };

/**
 * The keyword's tsqueries as text (stemmed, stop words dropped, phrases on the lexeme pairs), or
 * null when the box holds no text term and no exclusion. `text` '' means the terms held only
 * stop words; `exclusion` null means no exclusion is left to apply.
 */
export async function resolveKeywordTsquery(
  db: Queryable,
  filters: Pick<SearchFilters, 'keywords'>,
): Promise<ResolvedKeywordQuery | null> {
  const key = filters.keywords ?? '';
  const known = resolvedKeywords.get(key);
  if (known) return copyOf(known.value);
  const { value, isSettled } = await resolveKeywordTsqueryNow(db, filters);
  if (isSettled && !hasWordBeginnings(parseKeywordQuery(key))) {
    resolvedKeywords.set(key, { value: copyOf(value) });
  }
  return value;
}

/** `isSettled` false: the fallback after an error that may not recur (not remembered). */
async function resolveKeywordTsqueryNow(
  db: Queryable,
  filters: Pick<SearchFilters, 'keywords'>,
): Promise<{ value: ResolvedKeywordQuery | null; isSettled: boolean }> {
  const settled = (value: ResolvedKeywordQuery | null) => ({ value, isSettled: true });
  const query = buildKeywordPartsQuery(filters);
  if (!query) return settled(null);
  const { rows } = await db.query<{ parts: string[] }>(query.sql, query.params);
  const composed = composeKeywordTsquery(rows[0]?.parts ?? [], query.layout, query.exclusionLayout);
  const hasTerms = query.layout.length > 0;
  const fallback: ResolvedKeywordQuery = {
    text: hasTerms ? composed.plain : null,
    exclusion: composed.plainExclusion || null,
    highlight: composed.plain || null,
    alternatives: null,
  };
  if (!composed.text && !composed.exclusion) {
    return settled({ ...fallback, text: hasTerms ? '' : null, alternatives: [] });
  }
  try {
    // Postgres parses (and normalises) the composed text here rather than inside the search.
    const checked = await db.query<{ text: string; exclusion: string; alternatives: string[] }>(
      `SELECT $1::tsquery::text AS text, $3::tsquery::text AS exclusion,
              ARRAY(SELECT term::tsquery::text FROM unnest($2::text[]) AS term) AS alternatives`,
      [composed.text, composed.terms, composed.exclusion],
    );
    const row = checked.rows[0];
    if (!row) return settled(fallback);
    return settled({
      text: hasTerms ? row.text : null,
      exclusion: row.exclusion || null,
      highlight: composed.plain || null,
      alternatives: row.alternatives,
    });
  } catch (error) {
    // Postgres rejecting the text (syntax 42xxx, data 22xxx) does so every time; anything else
    // (a lost connection) may not.
    const code = String((error as { code?: unknown }).code ?? '');
    return { value: fallback, isSettled: code.startsWith('42') || code.startsWith('22') };
  }
}

/** Searchable rows as the planner's statistics count them (no scan): for cost choices only. */
export async function estimateSearchableRows(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ estimate: number }>(
    `SELECT greatest(reltuples, 0)::bigint AS estimate FROM pg_class
      WHERE oid = 'opportunity_search'::regclass`,
  );
  return rows[0]?.estimate ?? 0;
}

/**
 * Makes the rest of the transaction read pages along the sort index: with no bitmap or
 * sequential scan, and sorting priced out, the plan that delivers the ORDER BY is the walk down
 * the sort's own index.
 */
export const PREFER_INDEX_ORDER =
  'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off';

export async function preferIndexOrder(db: Queryable): Promise<void> {
  await db.query(PREFER_INDEX_ORDER);
}

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
 * As countMatchesByFacet, with the data version (ADR 0023) and the change ledger's length of the
 * same snapshot, in one statement: a search counted afresh needs no transaction to know which
 * version its counts are of (ADR 0117).
 */
export async function countMatchesByFacetAt(
  db: Queryable,
  conditions: SearchConditions,
): Promise<{ counts: FacetCount[]; version: string; changeRows: number }> {
  const { rows } = await db.query<{
    version: string;
    change_rows: number;
    facet_key: number | null;
    doc_count: number | null;
  }>(
    `WITH data AS (
       SELECT coalesce(sum(weight), 0)::text AS version, count(*)::int AS change_rows
         FROM opportunity_search_changes),
     counted AS (
       SELECT s.facet_key, count(*)::int AS doc_count
         FROM opportunity_search s WHERE ${conditions.where}
        GROUP BY s.facet_key)
     SELECT data.version, data.change_rows, counted.facet_key, counted.doc_count
       FROM data LEFT JOIN counted ON TRUE`,
    conditions.params.values,
  );
  const counts: FacetCount[] = [];
  for (const { facet_key, doc_count } of rows) {
    if (facet_key !== null && doc_count !== null) counts.push({ facet_key, doc_count });
  }
  return { counts, version: rows[0]?.version ?? '0', changeRows: rows[0]?.change_rows ?? 0 };
}

/** The exact number of matches. */
export async function countMatches(db: Queryable, conditions: SearchConditions): Promise<number> {
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
