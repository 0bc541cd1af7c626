import { searchQuerySchema, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { seededRandom } from '../../../shared/seeded-random';
import { seedSampleData } from '../../sample-data/seed-sample-data';
import { resolveKeywordTsquery } from '../match/keyword-resolution';
import { summariseFacetCounts } from '../match/search-facets';
import { toSearchFilters } from '../match/search-filters';
import { buildSearchConditions } from '../search-conditions';

// The long tail's shapes (bench:load's: a word with a status, a value floor, a category, a
// stage, or two of them), drawn at random over the sample data: the API's exact total and facets,
// asked afresh and again (counts memo, count cache, running counts, the counts beside the page
// state: ADRs 0117, 0124), equal a plain count(*) of the search's conditions grouped by facet key.

const FILTERS = [
  ...['open', 'closing_soon', 'awarded', 'closed', 'planned'].map((status) => `status=${status}`),
  ...[10_000, 50_000, 100_000, 500_000].map((value) => `value_from=${value}`),
  ...['goods', 'services', 'works'].map((category) => `category=${category}`),
  ...['tender', 'award', 'planning'].map((stage) => `stage=${stage}`),
];
const SHAPES = 24;

let testApp: TestApp;
let words: string[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '8' });
  await seedSampleData(testApp.database.pool, { count: 3000, seed: 5 });
  await testApp.database.pool.query('ANALYZE opportunity_search');
  const { rows } = await testApp.database.pool.query<{ word: string }>(
    `SELECT word FROM ts_stat($$SELECT to_tsvector('simple', title) FROM opportunities$$)
      WHERE word ~ '^[a-z]{4,}$' ORDER BY ndoc DESC, word LIMIT 80`,
  );
  words = rows.map((row) => row.word);
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

async function plainCount(query: string) {
  const filters = toSearchFilters(
    searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))),
  );
  const pool = testApp.database.pool;
  const resolved = await resolveKeywordTsquery(pool, filters);
  const conditions = buildSearchConditions(filters, { resolved: resolved ?? undefined });
  const { rows } = await pool.query<{ facet_key: number; doc_count: number }>(
    `SELECT s.facet_key, count(*)::int AS doc_count FROM opportunity_search s
      WHERE ${conditions.where} GROUP BY s.facet_key`,
    conditions.params.values,
  );
  return summariseFacetCounts(rows);
}

describe('exact totals of random long-tail shapes', () => {
  it('has words to search for', () => {
    expect(words.length).toBeGreaterThan(40);
  });

  it('answers each shape with the plain count, afresh and again', async () => {
    const random = seededRandom(124);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    for (let index = 0; index < SHAPES; index += 1) {
      const filters = new Set([pick(FILTERS), ...(random() < 0.4 ? [pick(FILTERS)] : [])]);
      const query = [`q=${pick(words)}`, ...filters].join('&');
      const expected = await plainCount(query);
      for (const attempt of ['afresh', 'again']) {
        const response = await testApp.app.inject({ url: `/api/search/?${query}` });
        expect(response.statusCode, response.body).toBe(200);
        const body = searchResponseSchema.parse(response.json());
        expect(body.total, `${query} (${attempt})`).toBe(expected.total);
        expect(body.aggregations, `${query} (${attempt})`).toEqual(expected.aggregations);
      }
    }
  });
});
