import type { Pool, Queryable } from '../../../db/pool';
import { nonFacetFilters } from '../match/filter-registry';
import { parseKeywordTerms } from '../match/keyword-terms';
import { parsePhraseQuery } from '../match/keyword-tsquery';
import type { FacetCount } from '../match/search-facets';
import type { SearchFilters } from '../match/search-filters';
import { cpvMatchValues, SqlParams } from '../match/search-sql';
import { countMatchesByFacet } from './count.repository';
import { foldLedgerWhenLong } from './ledger-compaction';
import {
  compactTermFacetCounts,
  findFrequentUncountedKeys,
  readTermFacetCounts,
  startCountingTerm,
} from './search-term-counts.repository';

/**
 * Keys held by at least this many searchable opportunities get running counts (ADR 0049, ADR 0133).
 * Counting the matches of a key on the fly reads each match's heap row: at 8,000 to 19,000
 * matches that is 7,000 to 14,000 pages (10-27 ms), where the ledger reads about 10. The
 * statistics list at most the 1,000 most common lexemes (at 1M rows, down to about 7,800
 * documents), so this takes every one of them; the ledger then grows by a third and a written
 * row costs the trigger about a third more (ADR 0133).
 */
export const COUNTED_TERM_MIN_DOCUMENTS = 5_000;

/** A key's ledger is folded once it holds this many more rows than it has facet keys. */
const TERM_LEDGER_SLACK_ROWS = 500;

/** The ledger key of a CPV prefix (migration 0017): lexemes never start with a space. */
export const cpvTermKey = (prefix: string) => ` cpv ${prefix}`;

/**
 * The one counted key a search's terms could be answered by, when nothing else filters but facets
 * (the status and the keyword's exclusions are taken care of by the caller,
 * search-running-counts.ts): the keyword's terms resolved to a single lexeme (one word, or a
 * two-word phrase, which is one pair lexeme), or a single CPV code (its subtree's prefix, or the
 * exact code). Null otherwise. `resolvedTsquery` is the terms' tsquery, exclusions left out.
 */
export function countedKeyOf(
  filters: SearchFilters,
  resolvedTsquery: string | null,
): string | null {
  const others = nonFacetFilters(filters).filter((name) => name !== 'status');
  if (others.length !== 1) return null;
  if (others[0] === 'cpvCodes') {
    const values = cpvMatchValues(filters.cpvCodes ?? [], filters.includeSubCpv ?? true);
    return values.length === 1 ? cpvTermKey(values[0]!) : null;
  }
  if (others[0] !== 'keywords' || !resolvedTsquery || !hasOnlyTextTerms(filters)) return null;
  if (!hasKeywordTerms(filters)) return null;
  return singleLexemeOfTsquery(resolvedTsquery);
}

const hasOnlyTextTerms = (filters: SearchFilters) =>
  parseKeywordTerms(filters.keywords).every((term) => term.kind === 'text');

/** Whether the keyword box holds terms (alternatives), not only exclusions. */
export const hasKeywordTerms = (filters: SearchFilters) =>
  parseKeywordTerms(filters.keywords).length > 0;

/** The lexeme of a tsquery that is one lexeme and nothing else, as Postgres prints it. */
function singleLexemeOfTsquery(tsquery: string): string | null {
  const parsed = parsePhraseQuery(tsquery.trim());
  return parsed?.lexemes.length === 1 ? (parsed.lexemes[0] ?? null) : null;
}

/** Comma alternatives summed by inclusion-exclusion: at most this many (2^n - 1 counts). */
export const MAX_SUMMED_ALTERNATIVES = 3;

/** Every subset of `items` with at least two members. */
function subsetsOfTwoOrMore<T>(items: readonly T[]): T[][] {
  const subsets: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask += 1) {
    const subset = items.filter((_, index) => (mask & (1 << index)) !== 0);
    if (subset.length >= 2) subsets.push(subset);
  }
  return subsets;
}

/**
 * Comma alternatives ("cleaning, catering, security") with only facet filters besides, counted
 * per facet key by inclusion-exclusion: |A u B| = |A| + |B| - |A n B|. An alternative that is one
 * counted key comes from the ledger; the others and the intersections (usually a few hundred rows)
 * are counted from the index. Worth it only when a counted (common, so costly to visit)
 * alternative is among them: null otherwise, and for more than MAX_SUMMED_ALTERNATIVES, and the
 * caller counts the union's rows. Run it in one snapshot (REPEATABLE READ) with whatever else the
 * sum is combined with, so the sum is exact. The status and exclusions are the caller's.
 */
export function canSumAlternatives(
  filters: SearchFilters,
  alternatives: readonly string[] | null,
): alternatives is readonly string[] {
  return (
    alternatives !== null &&
    alternatives.length >= 2 &&
    alternatives.length <= MAX_SUMMED_ALTERNATIVES &&
    nonFacetFilters(filters)
      .filter((name) => name !== 'status')
      .join() === 'keywords' &&
    hasOnlyTextTerms(filters)
  );
}

export async function countAlternatives(
  db: Queryable,
  alternatives: readonly string[],
): Promise<FacetCount[] | null> {
  const ledgers = [];
  for (const alternative of alternatives) {
    const key = singleLexemeOfTsquery(alternative);
    ledgers.push(key === null ? null : await readTermFacetCounts(db, key));
  }
  if (ledgers.every((ledger) => ledger === null)) return null;
  const sums = new Map<number, number>();
  const add = (counts: readonly FacetCount[], sign: number) => {
    for (const { facet_key, doc_count } of counts) {
      sums.set(facet_key, (sums.get(facet_key) ?? 0) + sign * doc_count);
    }
  };
  for (const [index, alternative] of alternatives.entries()) {
    add(ledgers[index]?.counts ?? (await countTsquery(db, [alternative])), 1);
  }
  for (const subset of subsetsOfTwoOrMore(alternatives)) {
    add(await countTsquery(db, subset), subset.length % 2 === 0 ? -1 : 1);
  }
  return [...sums]
    .filter(([, count]) => count !== 0)
    .map(([facet_key, doc_count]) => ({ facet_key, doc_count }));
}

/** Rows matching every one of `tsqueries`, per facet key: the search's own count, on one tsquery. */
function countTsquery(db: Queryable, tsqueries: readonly string[]): Promise<FacetCount[]> {
  const params = new SqlParams();
  const tsquery = `${params.add(tsqueries.map((text) => `( ${text} )`).join(' & '))}::tsquery`;
  return countMatchesByFacet(db, {
    where: `s.search_vector @@ ${tsquery}`,
    tsquery,
    highlight: null,
    clock: null,
    params,
  });
}

/**
 * The exact counts per facet key of every row holding a key, with the data version they were read
 * at, or null when it is not counted.
 * `db` may be a transaction's client; the background fold uses `pool`.
 */
export async function readCountedTerm(
  db: Queryable,
  pool: Pool,
  key: string,
): Promise<{ counts: FacetCount[]; version: string } | null> {
  const running = await readTermFacetCounts(db, key);
  if (!running) return null;
  foldLedgerWhenLong(
    `term ${key}`,
    { ledgerRows: running.ledgerRows, facetKeys: running.counts.length },
    TERM_LEDGER_SLACK_ROWS,
    () => compactTermFacetCounts(pool, key),
  );
  return { counts: running.counts, version: running.version };
}

/**
 * Starts counting every key the statistics put in at least `minDocuments` rows, one key per
 * transaction (each holds writers back for one count). A key whose lock wait timed out is left
 * for the next run. Returns the keys started.
 */
export async function countFrequentTerms(
  db: Pool,
  options: { minDocuments?: number; onTerm?: (key: string, done: number, of: number) => void },
): Promise<string[]> {
  const candidates = await findFrequentUncountedKeys(
    db,
    options.minDocuments ?? COUNTED_TERM_MIN_DOCUMENTS,
    cpvTermKey(''),
  );
  const started: string[] = [];
  for (const [index, { key }] of candidates.entries()) {
    try {
      if (await startCountingTerm(db, key)) started.push(key);
    } catch (error) {
      // 55P03: lock_not_available (a long writer held the table); try again next run.
      if ((error as { code?: string }).code !== '55P03') throw error;
    }
    options.onTerm?.(key, index + 1, candidates.length);
  }
  return started;
}
