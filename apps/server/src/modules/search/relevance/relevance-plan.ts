import type { Queryable } from '../../../db/pool';
import { parseKeywordQuery } from '../match/keyword-terms';
import { prefixTsquerySql } from '../match/keyword-tsquery';
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
  frequency: number | null;
  min_frequency: number | null;
  rows: string;
};

/**
 * One statement: the lexemes of each text alternative, their hashes, and how many rows hold
 * each: exactly for the common words with running counts (ADR 0049), else from the planner's
 * statistics (most common elements of `search_vector`; a word they do not list is taken as half
 * as frequent as the rarest they do, as the planner itself does). Rows: the facet ledger's total.
 */
const WORDS_SQL = `
WITH stats AS (
  SELECT e.lexeme, e.frequency
    FROM pg_stats p,
         unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS e (lexeme, frequency)
   WHERE p.schemaname = current_schema() AND p.tablename = 'opportunity_search'
     AND p.attname = 'search_vector' AND p.most_common_elems IS NOT NULL
)
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
       (SELECT s.frequency FROM stats s WHERE s.lexeme = word.lexeme LIMIT 1) AS frequency,
       (SELECT min(s.frequency) FROM stats s WHERE s.lexeme IS NOT NULL) AS min_frequency,
       (SELECT coalesce(sum(doc_count), 0) FROM opportunity_search_counts)::text AS rows
  FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS term (value, position)
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('english', term.value->>'text')))
    AS word (lexeme)
 ORDER BY term.position, word.lexeme`;

/** Documents holding a word: the running count, else the statistics' estimate. */
function documentsOf(row: WordRow): number {
  const rows = Number(row.rows);
  if (row.counted !== null) return Number(row.counted);
  if (row.frequency !== null) return row.frequency * rows;
  return row.min_frequency !== null ? (row.min_frequency * rows) / 2 : 1;
}

/**
 * The rank plan of a keyword box. `exclusion` is the resolved exclusion tsquery (the same the
 * match uses). Alternatives of stop words only are left out: they match nothing.
 */
export async function buildRankPlan(
  db: Queryable,
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
  const { rows } = await db.query<WordRow>(WORDS_SQL, [JSON.stringify(payload)]);
  const byTerm = new Map<number, WordRow[]>();
  for (const row of rows) byTerm.set(row.term, [...(byTerm.get(row.term) ?? []), row]);
  // An alternative of word beginnings alone has no word to rank by (stop words alone match
  // nothing, so those are simply left out).
  textTerms.forEach((term, index) => {
    if (term.prefixes.length > 0 && !byTerm.has(index + 1)) hasOtherAlternatives = true;
  });
  const alternatives = [...byTerm.values()].map((words): RankAlternative => {
    const documents = words.map(documentsOf);
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
