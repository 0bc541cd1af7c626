import { parseKeywordQuery } from './keyword-terms';
import type { SearchFilters } from './search-filters';

/**
 * Turns the search box's text terms into one tsquery. Postgres does the language work (stemming,
 * stop words) in one query that returns each part as tsquery text; this module then joins the
 * parts (all parts of a term must match, any term may) and rewrites phrases to use the lexeme
 * pairs of migration 0014, which answer a phrase from the index without rechecking each row.
 */

export type PartKind = 'words' | 'phrase' | 'prefix';

/**
 * A word beginning (`constr*`, issue 28) as a tsquery expression over a bound parameter holding
 * the letters typed (letters and digits only, keyword-terms.ts): the stored stems that begin with
 * the letters as typed, and the stems of the known words beginning with them that are shorter
 * than them (migration 0295's vocabulary: "zipp*" finds "zipped", stored as 'zip';
 * "maintenan*" finds "maintenance", stored as 'mainten'; "cleaning*" finds "cleaning", stored
 * as 'clean'). Never the English stem of the letters as a beginning: "cons" stems to 'con', and
 * 'con':* found every "contract", which does not start with "cons" (the search tips promise
 * words starting with the letters). One definition for the match, its resolution,
 * highlighting and Best Match's check of candidates.
 */
export function prefixTsquerySql(param: string): string {
  return `(to_tsquery('simple', ${param} || ':*')
     || coalesce((SELECT string_agg(DISTINCT quote_literal(v.stem), ' | ')::tsquery
                    FROM search_vocabulary v
                   WHERE v.word LIKE ${param} || '%' AND v.stem NOT LIKE ${param} || '%'),
                 ''::tsquery))`;
}

const PARSERS: Record<PartKind, (param: string) => string> = {
  words: (param) => `plainto_tsquery('english', ${param})`,
  phrase: (param) => `phraseto_tsquery('english', ${param})`,
  prefix: prefixTsquerySql,
};

export type KeywordPartsQuery = {
  /** `SELECT ARRAY[...]::text[] AS parts`, one tsquery text per part. */
  sql: string;
  params: unknown[];
  /** Per text term, the kinds of its parts in order. */
  layout: PartKind[][];
  /** The kinds of the exclusion parts, which follow the terms' parts. */
  exclusionLayout: PartKind[];
};

export function buildKeywordPartsQuery(
  filters: Pick<SearchFilters, 'keywords'>,
): KeywordPartsQuery | null {
  const { terms, exclusions } = parseKeywordQuery(filters.keywords);
  const textTerms = terms.flatMap((term) => (term.kind === 'text' ? [term] : []));
  if (textTerms.length === 0 && exclusions.length === 0) return null;
  const params: unknown[] = [];
  const expressions: string[] = [];
  const addPart = (kind: PartKind, text: string) => {
    params.push(text);
    expressions.push(`${PARSERS[kind](`$${params.length}`)}::text`);
    return kind;
  };
  const layout = textTerms.map((term) => [
    ...(term.words ? [addPart('words', term.words)] : []),
    ...term.phrases.map((phrase) => addPart('phrase', phrase)),
    ...term.prefixes.map((prefix) => addPart('prefix', prefix)),
  ]);
  const exclusionLayout = exclusions.map((exclusion) =>
    exclusion.kind === 'word'
      ? addPart('words', exclusion.word)
      : exclusion.kind === 'phrase'
        ? addPart('phrase', exclusion.phrase)
        : addPart('prefix', exclusion.prefix),
  );
  return {
    sql: `SELECT ARRAY[${expressions.join(', ')}]::text[] AS parts`,
    params,
    layout,
    exclusionLayout,
  };
}

/** A lexeme as tsquery text: quoted, quotes doubled, backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The lexeme whose opening quote is at `start`, as Postgres prints it (quotes doubled,
 * backslashes escaped), read back, and the index just past its closing quote; null when the
 * text ends inside it. The one reading of a printed lexeme (phrase queries, the reader's spans).
 */
export function readQuotedLexeme(
  text: string,
  start: number,
): { lexeme: string; end: number } | null {
  let lexeme = '';
  let index = start + 1;
  for (;;) {
    const character = text[index];
    if (character === undefined) return null;
    if (character === '\\') {
      lexeme += text[index + 1] ?? '';
      index += 2;
    } else if (character === "'" && text[index + 1] === "'") {
      lexeme += "'";
      index += 2;
    } else if (character === "'") {
      return { lexeme, end: index + 1 };
    } else {
      lexeme += character;
      index += 1;
    }
  }
}

/**
 * Reads a phrase query as Postgres prints it (`'social' <-> 'valu' <2> 'road'`) into its lexemes
 * and the distance before each next one; null for anything else (the query is then used as is).
 */
export function parsePhraseQuery(text: string): { lexemes: string[]; gaps: number[] } | null {
  const lexemes: string[] = [];
  const gaps: number[] = [];
  let index = 0;
  const skipSpaces = () => {
    while (text[index] === ' ') index += 1;
  };
  skipSpaces();
  while (index < text.length) {
    if (text[index] !== "'") return null;
    const quoted = readQuotedLexeme(text, index);
    if (!quoted) return null;
    index = quoted.end;
    lexemes.push(quoted.lexeme);
    skipSpaces();
    if (index >= text.length) break;
    const operator = /^<(-|\d+)>/.exec(text.slice(index));
    if (!operator) return null;
    gaps.push(operator[1] === '-' ? 1 : Number(operator[1]));
    index += operator[0].length;
    skipSpaces();
  }
  return lexemes.length > 0 && gaps.length === lexemes.length - 1 ? { lexemes, gaps } : null;
}

/** The widest gap the stored pairs cover (search_phrase_pairs in migration 0014). */
export const MAX_PAIR_GAP = 2;

/**
 * A phrase tsquery rewritten to the stored lexeme pairs: a two-word phrase becomes one pair
 * lexeme (exact, no recheck); a longer one needs all its pairs and the phrase itself, which
 * Postgres then rechecks on the few rows holding every pair.
 */
export function phraseToPairs(phraseQuery: string): string {
  const parsed = parsePhraseQuery(phraseQuery);
  if (!parsed || parsed.lexemes.length < 2) return phraseQuery;
  const pairs: string[] = [];
  parsed.gaps.forEach((gap, index) => {
    if (gap <= MAX_PAIR_GAP) {
      pairs.push(quoteLexeme(`${parsed.lexemes[index]} ${gap} ${parsed.lexemes[index + 1]}`));
    }
  });
  if (parsed.lexemes.length === 2 && pairs.length === 1) return pairs[0]!;
  if (pairs.length === 0) return phraseQuery;
  return `${pairs.join(' & ')} & ( ${phraseQuery} )`;
}

/** The composed keyword tsquery, as text for Postgres to parse. '' where nothing is left. */
export type ComposedKeywordTsquery = {
  /** The alternatives, phrases on the stored lexeme pairs. */
  text: string;
  /** The same with Postgres's own phrases: the fallback, and what highlighting reads. */
  plain: string;
  /** The alternatives of `text`, one tsquery each (terms of stop words only left out). */
  terms: string[];
  /** Any exclusion, `( a ) | ( b )`, phrases on pairs ('' without exclusions). */
  exclusion: string;
  /** The same with Postgres's own phrases. */
  plainExclusion: string;
};

/**
 * Joins the parts Postgres returned: parts of a term with `&`, terms with `|`, exclusions with
 * `|` (a match holds none of them), empty parts (stop words only) left out.
 */
export function composeKeywordTsquery(
  parts: readonly string[],
  layout: readonly PartKind[][],
  exclusionLayout: readonly PartKind[] = [],
): ComposedKeywordTsquery {
  let next = 0;
  const take = (kind: PartKind) => {
    const part = parts[next] ?? '';
    next += 1;
    return { kind, part };
  };
  const terms = layout.map((kinds) => kinds.map(take));
  const exclusions = exclusionLayout.map(take);
  const asQuery = ({ kind, part }: { kind: PartKind; part: string }, usePairs: boolean) =>
    `( ${kind === 'phrase' && usePairs ? phraseToPairs(part) : part} )`;
  const isSearchable = ({ part }: { part: string }) => part.trim() !== '';
  const alternatives = (usePairs: boolean) =>
    terms
      .map((term) =>
        term
          .filter(isSearchable)
          .map((part) => asQuery(part, usePairs))
          .join(' & '),
      )
      .filter(Boolean)
      .map((term) => `( ${term} )`);
  const excluded = (usePairs: boolean) =>
    exclusions
      .filter(isSearchable)
      .map((part) => asQuery(part, usePairs))
      .join(' | ');
  const withPairs = alternatives(true);
  return {
    text: withPairs.join(' | '),
    plain: alternatives(false).join(' | '),
    terms: withPairs,
    exclusion: excluded(true),
    plainExclusion: excluded(false),
  };
}
