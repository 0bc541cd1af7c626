import type { SearchResult, SearchSort } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { buildKeywordPartsQuery, composeKeywordTsquery } from './keyword-tsquery';
import type { SearchConditions } from './search-conditions';
import type { FacetCount } from './search-facets';
import type { SearchFilters } from './search-filters';
import { buildPageQuery, type PageStrategy } from './search-order';

type SearchCardRow = {
  wac_id: string;
  title: string;
  source_system: string;
  buyer_name: string | null;
  supplier_name: string | null;
  stage: string | null;
  award_value_amount: number | null;
  tender_value_amount: number | null;
  value_currency: string | null;
  release_date: Date | null;
  tender_deadline_date: Date | null;
  notice_url: string | null;
  description: string | null;
  score: number | null;
  is_favourited: boolean;
};

const toIso = (date: Date | null) => (date ? date.toISOString() : null);

function toSearchResult(row: SearchCardRow): SearchResult {
  return {
    id: row.wac_id,
    opportunity_id: row.wac_id,
    title: row.title,
    source_system: row.source_system,
    buyer_name: row.buyer_name,
    supplier_name: row.supplier_name,
    stage: row.stage,
    award_value_amount: row.award_value_amount,
    tender_value_amount: row.tender_value_amount,
    value_currency: row.value_currency ?? 'GBP',
    release_date: toIso(row.release_date),
    tender_deadline_date: toIso(row.tender_deadline_date),
    notice_url: row.notice_url,
    description: row.description,
    score: row.score,
    is_favourited: row.is_favourited,
  };
}

/** One page of result cards, in sort order, flagged for the signed-in user's favourites. */
export async function findSearchPage(
  db: Queryable,
  conditions: SearchConditions,
  options: {
    sort: SearchSort;
    strategy: PageStrategy;
    limit: number;
    offset: number;
    userId: number | null;
  },
): Promise<SearchResult[]> {
  const params = conditions.params.clone();
  const pageQuery = buildPageQuery({
    sort: options.sort,
    strategy: options.strategy,
    where: conditions.where,
    tsquery: conditions.tsquery,
    limitParam: params.add(options.limit),
    offsetParam: params.add(options.offset),
  });
  const userParam = params.add(options.userId);
  // The score is worked out for the page's rows only, on the search copy's tsvector (which holds
  // the phrase pairs the tsquery may use).
  const score = conditions.tsquery
    ? `ts_rank(ps.search_vector, ${conditions.tsquery})::float8`
    : 'NULL::float8';
  const { rows } = await db.query<SearchCardRow>(
    `SELECT o.wac_id, o.title, o.source_system, o.buyer_name,
            o.supplier_names[1] AS supplier_name, o.stage, o.award_value_amount,
            o.tender_value_amount,
            coalesce(CASE WHEN o.award_value_amount IS NOT NULL THEN o.award_value_currency END,
                     o.tender_value_currency, o.award_value_currency) AS value_currency,
            o.release_date, o.tender_deadline_date, o.notice_url, o.description,
            ${score} AS score,
            (${userParam}::bigint IS NOT NULL AND EXISTS (
               SELECT 1 FROM favourites f
                WHERE f.user_id = ${userParam}::bigint AND f.opportunity_id = o.id)
            ) AS is_favourited
       FROM (SELECT page.opportunity_id, row_number() OVER () AS position
               FROM (${pageQuery}) AS page) AS p
       JOIN opportunities o ON o.id = p.opportunity_id
       JOIN opportunity_search ps ON ps.opportunity_id = p.opportunity_id
      ORDER BY p.position`,
    params.values,
  );
  return rows.map(toSearchResult);
}

/**
 * The keyword's tsquery as text (stemmed, stop words dropped, phrases on the lexeme pairs), or
 * null without a text term. An empty string means the terms held only stop words. `alternatives`
 * are its comma-separated terms, one tsquery text each, as Postgres prints them (null when the
 * composed query had to fall back to Postgres's own phrases).
 */
export async function resolveKeywordTsquery(
  db: Queryable,
  filters: Pick<SearchFilters, 'keywords'>,
): Promise<{ text: string; alternatives: string[] | null } | null> {
  const query = buildKeywordPartsQuery(filters);
  if (!query) return null;
  const { rows } = await db.query<{ parts: string[] }>(query.sql, query.params);
  const composed = composeKeywordTsquery(rows[0]?.parts ?? [], query.layout);
  if (!composed.text) return { text: '', alternatives: [] };
  try {
    // Postgres parses (and normalises) the composed text here rather than inside the search.
    const checked = await db.query<{ tsquery: string; alternatives: string[] }>(
      `SELECT $1::tsquery::text AS tsquery,
              ARRAY(SELECT term::tsquery::text FROM unnest($2::text[]) AS term) AS alternatives`,
      [composed.text, composed.terms],
    );
    const row = checked.rows[0];
    return row
      ? { text: row.tsquery, alternatives: row.alternatives }
      : { text: composed.plain, alternatives: null };
  } catch {
    return { text: composed.plain, alternatives: null };
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
export async function preferIndexOrder(db: Queryable): Promise<void> {
  await db.query(
    'SET LOCAL enable_bitmapscan = off; SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off',
  );
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
 * (a few thousand rows whatever the table size). `ledgerRows` says how long the ledger has grown.
 */
export async function readFacetLedger(
  db: Queryable,
): Promise<{ counts: FacetCount[]; ledgerRows: number }> {
  const { rows } = await db.query<FacetCount & { ledger_rows: number }>(
    `SELECT facet_key, sum(doc_count)::bigint AS doc_count, count(*)::int AS ledger_rows
       FROM opportunity_search_counts GROUP BY facet_key`,
  );
  return {
    counts: rows.map(({ facet_key, doc_count }) => ({ facet_key, doc_count })),
    ledgerRows: rows.reduce((sum, row) => sum + row.ledger_rows, 0),
  };
}

/** Folds the ledger back to one row per facet key; safe alongside writers and itself. */
export async function compactFacetLedger(db: Queryable): Promise<void> {
  await db.query('SELECT compact_opportunity_search_counts()');
}
