import { SEARCH_REGIONS } from '@wac/contract';
import type { Pool } from '../../src/db/pool';
import { seededRandom } from '../../src/shared/seeded-random';

/**
 * The long tail of bench:load's searches: keywords from a vocabulary of the bench data, alone or
 * in pairs, with random filters, sorts and deeper pages, so that a realistic share of searches
 * is new to the result-page cache (ADR 0110) rather than a few dozen repeated ones.
 */

/**
 * Up to `size` words of the opportunities' titles (a fixed 2 % sample), most frequent first,
 * stop words left out: what visitors type.
 */
export async function readVocabulary(pool: Pool, size = 400): Promise<string[]> {
  const { rows } = await pool.query<{ word: string }>(
    `SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title)
                                 FROM opportunities TABLESAMPLE SYSTEM (2) REPEATABLE (21)$$)
      WHERE word ~ '^[a-z]{4,}$' AND numnode(plainto_tsquery('english', word)) > 0
      ORDER BY ndoc DESC, word LIMIT $1`,
    [size],
  );
  return rows.map((row) => row.word);
}

const FILTERS = [
  ...SEARCH_REGIONS.map((region) => `region=${region}`),
  ...['goods', 'services', 'works'].map((category) => `category=${category}`),
  ...['open', 'closing_soon', 'awarded', 'closed'].map((status) => `status=${status}`),
  ...['tender', 'award', 'planning'].map((stage) => `stage=${stage}`),
  ...[10_000, 50_000, 100_000, 500_000].map((value) => `value_from=${value}`),
];
const SORTS = ['value-desc', 'value-asc', 'deadline_date-asc', 'release_date-asc'];

export function longTailSource(vocabulary: string[], seed: number) {
  if (vocabulary.length === 0) throw new Error('bench:load: no vocabulary in the bench data');
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const keyword = () => {
    const words = random() < 0.3 ? `${pick(vocabulary)} ${pick(vocabulary)}` : pick(vocabulary);
    return `q=${encodeURIComponent(words)}`;
  };
  return {
    /** One or two words, no filters. */
    keyword,
    /** A word with one to three filters, and one time in three a sort of its own. */
    filtered(): string {
      const filters = new Set(
        Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(FILTERS)),
      );
      const sort = random() < 1 / 3 ? [`sort=${pick(SORTS)}`] : [];
      return [keyword(), ...filters, ...sort].join('&');
    },
    /** Pages 2 to 5 of a one- or two-word search. */
    deeperPage: () => `${keyword()}&page=${2 + Math.floor(random() * 4)}`,
  };
}
