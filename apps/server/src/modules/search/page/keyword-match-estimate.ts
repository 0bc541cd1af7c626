import type { Pool } from '../../../db/pool';
import { plannerFiguresPerPool } from './planner-figures';

/**
 * How many rows a keyword matches, estimated from PostgreSQL's own statistics of the search
 * vectors (the most common lexemes and their shares of rows, at most 1,000 of them), before any
 * count runs. Used where the cheaper of two equivalent plans depends on the keyword's size
 * (ADR 0131's value range on the candidates). An estimate only: answers never depend on it.
 */
export type LexemeFigures = {
  /** Rows holding each common lexeme. */
  documents: Map<string, number>;
  /** What a lexeme missing from the list holds at most: the rarest listed one's rows. */
  rareAtMost: number;
};

async function readLexemeFigures(db: Pool): Promise<LexemeFigures | null> {
  const { rows } = await db.query<{ lexeme: string; documents: number }>(
    `SELECT common.lexeme, (common.freq * c.reltuples)::float8 AS documents
       FROM pg_stats s
      CROSS JOIN LATERAL unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs)
                 AS common (lexeme, freq)
       JOIN pg_class c ON c.oid = 'opportunity_search'::regclass
      WHERE s.schemaname = current_schema() AND s.tablename = 'opportunity_search'
        AND s.attname = 'search_vector' AND common.lexeme IS NOT NULL`,
  );
  if (rows.length === 0) return null;
  const documents = new Map(rows.map((row) => [row.lexeme, Number(row.documents)]));
  return { documents, rareAtMost: Math.min(...documents.values()) };
}

/** The figures for this database, read once per pool and a few minutes (null: none yet). */
export const lexemeFigures: (db: Pool) => Promise<LexemeFigures | null> = plannerFiguresPerPool(
  readLexemeFigures,
  null,
);

/**
 * Rows a tsquery's text (as Postgres prints it: `'clean' & 'servic'`) matches at most: each
 * alternative (`|`) by its rarest lexeme, as every match holds all of its ANDed lexemes (phrases
 * included), and the alternatives summed. Negated (`!'window'`) and prefix (`'clean':*`) lexemes
 * bound nothing and are passed over. Undefined without figures, with parentheses (nesting this
 * does not read), or when an alternative has no lexeme that bounds it.
 */
export function estimateKeywordMatches(
  tsquery: string,
  figures: LexemeFigures | null,
): number | undefined {
  if (!figures || /[()]/.test(tsquery)) return undefined;
  let total = 0;
  for (const alternative of tsquery.split('|')) {
    const lexemes = [...alternative.matchAll(/(!?)'((?:[^']|'')+)'(:\*)?/g)]
      .filter((match) => !match[1] && !match[3])
      .map((match) => (match[2] ?? '').replaceAll("''", "'"));
    if (lexemes.length === 0) return undefined;
    total += Math.min(
      ...lexemes.map((lexeme) => figures.documents.get(lexeme) ?? figures.rareAtMost),
    );
  }
  return total;
}
