import { LRUCache } from 'lru-cache';
import { statementFor } from '../../../db/named-statements';
import type { Queryable } from '../../../db/pool';
import { hasWordBeginnings, parseKeywordQuery } from './keyword-terms';
import { buildKeywordPartsQuery, composeKeywordTsquery, type PartKind } from './keyword-tsquery';
import type { SearchFilters } from './search-filters';
import type { ResolvedKeyword } from './search-sql';

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

/** One alternative of plain words and nothing else in the box. */
const isWordsAlone = (layout: readonly PartKind[][], exclusionLayout: readonly PartKind[]) =>
  layout.length === 1 &&
  layout[0]?.length === 1 &&
  layout[0][0] === 'words' &&
  exclusionLayout.length === 0;

const NAMED_PARTS_AT_MOST = 2;

/** `isSettled` false: the fallback after an error that may not recur (not remembered). */
async function resolveKeywordTsqueryNow(
  db: Queryable,
  filters: Pick<SearchFilters, 'keywords'>,
): Promise<{ value: ResolvedKeywordQuery | null; isSettled: boolean }> {
  const settled = (value: ResolvedKeywordQuery | null) => ({ value, isSettled: true });
  const query = buildKeywordPartsQuery(filters);
  if (!query) return settled(null);
  // Named when it has at most two parts (ADR 0369): 12 texts at most (each part one of three
  // parsers), which cover one and two terms; a longer keyword's text is sent unnamed.
  const { rows } = await db.query<{ parts: string[] }>(
    statementFor(db, query.sql, query.params, {
      isNamed: query.params.length <= NAMED_PARTS_AT_MOST,
    }),
  );
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
  // Words alone (one alternative, no phrase, beginning or exclusion): the one part is
  // plainto_tsquery's text as Postgres printed it, already what the check below would return,
  // so the box costs one round trip, not two (ADR 0272).
  const only = rows[0]?.parts[0];
  if (isWordsAlone(query.layout, query.exclusionLayout) && only) {
    return settled({ ...fallback, text: only, exclusion: null, alternatives: [only] });
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
