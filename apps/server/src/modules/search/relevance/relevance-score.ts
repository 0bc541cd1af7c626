/**
 * The Best Match score (issue 18, ADR 0080). An opportunity matching a keyword alternative scores
 *
 *   sum over its words w of  idf(w) * level(w) / 15      how much it is about each word, by rarity
 *   + RECENCY_PER_YEAR * years since 2000 of its release   a gentle preference for newer notices
 *   + OPEN_BOOST when it is open for bids now              (ADR 0070's status)
 *
 * and a search with comma alternatives takes the best alternative the row matches. `level`
 * (0-15) is the quantised BM25F weight of migration 0160: field weights, length normalisation and
 * saturation, fixed per row and word. The rest depends on the corpus (rarity) or the clock (open),
 * so it is added here, at query time. A word's rarity is the BM25 inverse document frequency.
 *
 * Both boosts only ever raise a score and the recency term grows with the release date alone, so
 * a newer notice gains the same over an older one whatever the day: the order of two rows never
 * changes with the clock except when one of them opens or closes.
 */

/** The highest level a token holds (4 bits). */
export const MAX_LEVEL = 15;
/**
 * Added per year of release date: about a level step of a common word ("maintenance", idf 1.4,
 * steps of 0.09), a fifth of a step of a rare one.
 */
export const RECENCY_PER_YEAR = 0.1;
/** Added while an opportunity is open for bids. */
export const OPEN_BOOST = 0.1;

const YEAR_MS = 365.25 * 86_400_000;
const EPOCH_2000_MS = Date.UTC(2000, 0, 1);
/** Seconds from 1970 to 2000, and in a year, for the same figure in SQL. */
const EPOCH_2000_SECONDS = EPOCH_2000_MS / 1000;
const YEAR_SECONDS = YEAR_MS / 1000;

/** BM25's inverse document frequency: a word most rows hold weighs little. */
export function inverseDocumentFrequency(documents: number, rows: number): number {
  const total = Math.max(rows, documents, 1);
  const held = Math.min(Math.max(documents, 0), total);
  return Math.log(1 + (total - held + 0.5) / (held + 0.5));
}

/** The recency term of a release instant (milliseconds; null for none). Dates before 2000 add 0. */
export function recencyScore(releasedMs: number | null): number {
  if (releasedMs === null) return 0;
  return (RECENCY_PER_YEAR * Math.max(0, releasedMs - EPOCH_2000_MS)) / YEAR_MS;
}

/**
 * The words' part of the score as SQL: `levels` are SQL expressions of each word's level (NULL
 * counts as 0) and `idfsParam` binds their rarities as one array.
 */
export function textScoreSql(levels: readonly string[], idfsParam: string): string {
  const words = levels.map(
    (level, index) => `(${idfsParam}::float8[])[${index + 1}] * coalesce(${level}, 0)`,
  );
  return `((${words.join(' + ') || '0'}) / ${MAX_LEVEL}.0::float8)`;
}

/** The boosts as SQL: recency from the release date column, open from a boolean expression. */
export function boostSql(released: string, isOpen: string): string {
  return `(${RECENCY_PER_YEAR}::float8 * greatest(0::float8,
        (extract(epoch FROM ${released})::float8 - ${EPOCH_2000_SECONDS}) / ${YEAR_SECONDS}::float8)
    + CASE WHEN ${isOpen} THEN ${OPEN_BOOST}::float8 ELSE 0::float8 END)`;
}
