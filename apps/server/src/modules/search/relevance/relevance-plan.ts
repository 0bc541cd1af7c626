import { preparedQuery } from '../../../db/named-statements';
import type { Pool } from '../../../db/pool';
import { parseKeywordQuery } from '../match/keyword-terms';
import { prefixTsquerySql } from '../match/keyword-tsquery';
import { plannerFiguresPerPool } from '../page/planner-figures';
import { inverseDocumentFrequency } from './relevance-score';

/**
 * What Best Match ranks by, read from the keyword box (`parseKeywordQuery`, the one reading of
 * it): each comma alternative that is text becomes the words (lexemes, stemmed by Postgres as
 * the match stems them) a row must hold, each with its rarity.
 */
export type RankAlternative = {
  lexemes: string[];
  /** `search_rank_lexeme_hash` of each lexeme (int8 as decimal text): the token prefix. */
  hashes: string[];
  /** Inverse document frequency of each lexeme. */
  idfs: number[];
  /**
   * The alternative as a tsquery (text), when holding its words is not enough to match it (it
   * has a quoted phrase or a word beginning, `constr*`): candidates are checked against it. A
   * word beginning adds nothing to the score (no rank token names it), so it only filters.
   */
  phraseQuery: string | null;
};

export type RankPlan = {
  alternatives: RankAlternative[];
  /**
   * WAC IDs or CPV codes typed among the alternatives, or an alternative of word beginnings
   * only (`constr*`): rows may match without any ranked word.
   */
  hasOtherAlternatives: boolean;
  /** The exclusions as a tsquery (text), or null. */
  exclusion: string | null;
};

type WordRow = {
  term: number;
  lexeme: string;
  hash: string;
  phrase_query: string | null;
  counted: string | null;
  rows: string;
};

/**
 * The planner's statistics of the search vectors: each most common lexeme's share of rows (at
 * most 1,000 of them) and the rarest share listed (null: no statistics yet).
 */
type WordFrequencies = { byLexeme: ReadonlyMap<string, number>; rarest: number | null };

/**
 * Read once per pool and a few minutes, as every planner figure (ADR 0336): detoasting and
 * unnesting the thousand lexemes cost 3-5 ms of every Best Match request, and they move only
 * when ANALYZE runs. The elements' shares array ends with three more figures (minimum, maximum,
 * share of nulls), which pair with no lexeme and are left out.
 */
const wordFrequencies = plannerFiguresPerPool(
  async (db): Promise<WordFrequencies> => {
    const { rows } = await db.query<{ lexeme: string; frequency: number }>(
      `SELECT e.lexeme, e.frequency
         FROM pg_stats p,
              unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs)
                AS e (lexeme, frequency)
        WHERE p.schemaname = current_schema() AND p.tablename = 'opportunity_search'
          AND p.attname = 'search_vector' AND p.most_common_elems IS NOT NULL
          AND e.lexeme IS NOT NULL`,
    );
    const byLexeme = new Map(rows.map((row) => [row.lexeme, row.frequency]));
    const rarest = rows.length > 0 ? Math.min(...byLexeme.values()) : null;
    return { byLexeme, rarest };
  },
  { byLexeme: new Map(), rarest: null },
);

/**
 * One statement: the lexemes of each text alternative, their hashes, and the running count of
 * the common words that have one (ADR 0049). Rows: the facet ledger's total.
 */
const WORDS_SQL = `
SELECT term.position::int AS term, word.lexeme, search_rank_lexeme_hash(word.lexeme)::text AS hash,
       CASE WHEN jsonb_array_length(term.value->'phrases')
                 + jsonb_array_length(term.value->'prefixes') > 0 THEN (
         SELECT concat_ws(' & ', nullif(plainto_tsquery('english', term.value->>'words')::text, ''),
                          string_agg('( ' || q.part || ' )', ' & '))::tsquery::text
           FROM (SELECT phraseto_tsquery('english', p.phrase)::text AS part
                   FROM jsonb_array_elements_text(term.value->'phrases') AS p (phrase)
                 UNION ALL
                 SELECT (${prefixTsquerySql('x.prefix')})::text
                   FROM jsonb_array_elements_text(term.value->'prefixes') AS x (prefix)) AS q
          WHERE q.part <> '') END AS phrase_query,
       (SELECT sum(c.doc_count)::bigint FROM search_term_counts c
         WHERE c.term_key = word.lexeme)::text AS counted,
       (SELECT coalesce(sum(doc_count), 0) FROM opportunity_search_counts)::text AS rows
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS term (value, position)
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', term.value->>'text')))
    AS word (lexeme)
 ORDER BY term.position, word.lexeme`;

/**
 * Documents holding a word: the running count, else the planner's statistics' estimate (a word
 * they do not list is taken as half as frequent as the rarest they do, as the planner itself
 * does).
 */
function documentsOf(row: WordRow, frequencies: WordFrequencies): number {
  const rows = Number(row.rows);
  if (row.counted !== null) return Number(row.counted);
  const frequency = frequencies.byLexeme.get(row.lexeme);
  if (frequency !== undefined) return frequency * rows;
  return frequencies.rarest !== null ? (frequencies.rarest * rows) / 2 : 1;
}

/**
 * The rank plan of a keyword box. `exclusion` is the resolved exclusion tsquery (the same the
 * match uses). Alternatives of stop words only are left out: they match nothing.
 */
export async function buildRankPlan(
  db: Pool,
  keywords: string | undefined,
  exclusion: string | null,
): Promise<RankPlan> {
  const { terms } = parseKeywordQuery(keywords);
  const textTerms = terms.flatMap((term) => (term.kind === 'text' ? [term] : []));
  let hasOtherAlternatives = textTerms.length < terms.length;
  if (textTerms.length === 0) return { alternatives: [], hasOtherAlternatives, exclusion };
  const payload = textTerms.map((term) => ({
    text: [term.words, ...term.phrases].join(' '),
    words: term.words,
    phrases: term.phrases,
    prefixes: term.prefixes,
  }));
  const [{ rows }, frequencies] = await Promise.all([
    // Named (ADR 0369): one fixed text, its plan the same whatever the words.
    preparedQuery<WordRow>(db, WORDS_SQL, [JSON.stringify(payload)]),
    wordFrequencies(db),
  ]);
  const byTerm = new Map<number, WordRow[]>();
  for (const row of rows) byTerm.set(row.term, [...(byTerm.get(row.term) ?? []), row]);
  // An alternative of word beginnings alone has no word to rank by (stop words alone match
  // nothing, so those are simply left out).
  textTerms.forEach((term, index) => {
    if (term.prefixes.length > 0 && !byTerm.has(index + 1)) hasOtherAlternatives = true;
  });
  const alternatives = [...byTerm.values()].map((words): RankAlternative => {
    const documents = words.map((word) => documentsOf(word, frequencies));
    const rowsTotal = Number(words[0]?.rows ?? 0);
    return {
      lexemes: words.map((word) => word.lexeme),
      hashes: words.map((word) => word.hash),
      idfs: documents.map((count) => inverseDocumentFrequency(count, rowsTotal)),
      phraseQuery: words[0]?.phrase_query ?? null,
    };
  });
  return { alternatives, hasOtherAlternatives, exclusion };
}
