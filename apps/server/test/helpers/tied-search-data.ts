import type { SearchSort } from '@wac/contract';
import { type Pool, withTransaction } from '../../src/db/pool';
import { seedSampleData } from '../../src/modules/sample-data/seed-sample-data';
import { PREFER_INDEX_ORDER } from '../../src/modules/search/page/planner-settings';
import {
  readSearchPageRows,
  type SearchPageStatement,
} from '../../src/modules/search/page/search-page.repository';
import type { SortKeyWindow } from '../../src/modules/search/page/sort-key-window';

/**
 * Sample data whose sort keys have many ties and NULLs, and the page reads over it, for the
 * property tests that compare two ways of reading the same result page (sort-key windows,
 * ADR 0122; a value range on the candidates, ADR 0131).
 */
export const TIED_ROWS = 1500;

/**
 * TIED_ROWS sample opportunities with ties and NULLs in the value (a third rounded to £10,000,
 * one row in six without one) and, with `releaseDateTies`, in the release date too (a third at
 * their month's first instant, one row in eight without one); analysed.
 */
export async function seedTiedSearchData(
  pool: Pool,
  options: { seed: number; releaseDateTies: boolean },
): Promise<void> {
  await seedSampleData(pool, {
    count: TIED_ROWS,
    seed: options.seed,
    anchor: new Date('2026-06-01T00:00:00Z'),
  });
  const releaseDate = options.releaseDateTies
    ? `release_date = CASE WHEN id % 8 = 0 THEN NULL
                           WHEN id % 3 = 0 THEN date_trunc('month', release_date)
                           ELSE release_date END,`
    : '';
  await pool.query(`UPDATE opportunities SET ${releaseDate}
      tender_value_amount = CASE WHEN id % 6 = 0 THEN NULL
                                 WHEN id % 3 = 1 THEN round(tender_value_amount, -4)
                                 ELSE tender_value_amount END,
      award_value_amount = CASE WHEN id % 6 = 0 THEN NULL ELSE award_value_amount END`);
  await pool.query('ANALYZE opportunity_search');
}

/** The 40 most common title words (four letters or more, not stop words). */
export async function commonTitleWords(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ word: string }>(
    `SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', title) FROM opportunities')
      WHERE word ~ '^[a-z]{4,}$' AND numnode(plainto_tsquery('english', word)) > 0
      ORDER BY ndoc DESC, word LIMIT 40`,
  );
  return rows.map((row) => row.word);
}

/**
 * The page's rows as the page cache keeps them (JSON); a walk is read under the walk's own
 * settings, as the service reads it.
 */
export async function readPageRowsJson(
  pool: Pool,
  statement: SearchPageStatement,
  options: { walks: boolean },
): Promise<string> {
  const read = (client: Parameters<typeof readSearchPageRows>[0]) =>
    readSearchPageRows(client, statement);
  const page = options.walks
    ? await withTransaction(pool, read, 'READ COMMITTED', PREFER_INDEX_ORDER)
    : await read(pool);
  return JSON.stringify(page.rows);
}

/** A cut at a value of the sort's key that a random row holds (often a tie). */
export async function randomCut(
  pool: Pool,
  sort: SearchSort,
  random: () => number,
): Promise<string> {
  const column = sort.startsWith('value') ? 'search_value' : 'release_date';
  const { rows } = await pool.query<{ cut: string }>(
    `SELECT ${column}::text AS cut FROM opportunity_search
      WHERE ${column} IS NOT NULL ORDER BY opportunity_id OFFSET $1 LIMIT 1`,
    [Math.floor(random() * TIED_ROWS * 0.8)],
  );
  return rows[0]?.cut as string;
}

/** A window on the sort's key with these cuts. */
export function windowOf(sort: SearchSort, cuts: string[]): SortKeyWindow {
  const isValue = sort.startsWith('value');
  return {
    column: isValue ? 's.search_value' : 's.release_date',
    comparison: sort.endsWith('desc') ? '>=' : '<=',
    type: isValue ? 'numeric' : 'timestamptz',
    cuts,
  };
}
