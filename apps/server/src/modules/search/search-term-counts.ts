import type { Pool } from '../../db/pool';
import { parsePhraseQuery } from './keyword-tsquery';
import type { FacetCount } from './search-facets';
import { hasOnlyTextKeywordAndFacetFilters, type SearchFilters } from './search-filters';
import {
  compactTermFacetCounts,
  findFrequentUncountedLexemes,
  readTermFacetCounts,
  startCountingTerm,
} from './search-term-counts.repository';

/**
 * Lexemes held by at least this many searchable opportunities get running counts (ADR 0049).
 * Counting the matches of a rarer one on the fly takes a few milliseconds; at this many it takes
 * about 10 ms on two cores, and it grows with the matches from there.
 */
export const COUNTED_TERM_MIN_DOCUMENTS = 20_000;

/** A lexeme's ledger is folded once it holds this many more rows than it has facet keys. */
const TERM_LEDGER_SLACK_ROWS = 500;
const compacting = new Set<string>();

/**
 * The one lexeme a search is for, when the running term counts could answer it: the keyword
 * resolved to a single lexeme (one word, or a two-word phrase, which is one pair lexeme) and no
 * filter besides facets. Null otherwise.
 */
export function singleLexemeOf(
  filters: SearchFilters,
  resolvedTsquery: string | null,
): string | null {
  if (!resolvedTsquery || !hasOnlyTextKeywordAndFacetFilters(filters)) return null;
  const parsed = parsePhraseQuery(resolvedTsquery.trim());
  return parsed?.lexemes.length === 1 ? (parsed.lexemes[0] ?? null) : null;
}

/** Folds a lexeme's ledger in the background when writers have grown it; failures are harmless. */
function compactWhenLong(db: Pool, lexeme: string, ledgerRows: number, facetKeys: number): void {
  if (compacting.has(lexeme) || ledgerRows <= facetKeys + TERM_LEDGER_SLACK_ROWS) return;
  compacting.add(lexeme);
  compactTermFacetCounts(db, lexeme)
    .catch(() => undefined)
    .finally(() => compacting.delete(lexeme));
}

/** The exact counts per facet key of every row holding `lexeme`, or null when it is not counted. */
export async function readCountedTerm(db: Pool, lexeme: string): Promise<FacetCount[] | null> {
  const running = await readTermFacetCounts(db, lexeme);
  if (!running) return null;
  compactWhenLong(db, lexeme, running.ledgerRows, running.counts.length);
  return running.counts;
}

/**
 * Starts counting every lexeme the statistics put in at least `minDocuments` rows, one lexeme per
 * transaction (each holds writers back for one count). A lexeme whose lock wait timed out is
 * left for the next run. Returns the lexemes started.
 */
export async function countFrequentTerms(
  db: Pool,
  options: { minDocuments?: number; onTerm?: (lexeme: string, done: number, of: number) => void },
): Promise<string[]> {
  const candidates = await findFrequentUncountedLexemes(
    db,
    options.minDocuments ?? COUNTED_TERM_MIN_DOCUMENTS,
  );
  const started: string[] = [];
  for (const [index, { lexeme }] of candidates.entries()) {
    try {
      if (await startCountingTerm(db, lexeme)) started.push(lexeme);
    } catch (error) {
      // 55P03: lock_not_available (a long writer held the table); try again next run.
      if ((error as { code?: string }).code !== '55P03') throw error;
    }
    options.onTerm?.(lexeme, index + 1, candidates.length);
  }
  return started;
}
