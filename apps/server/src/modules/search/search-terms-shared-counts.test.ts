import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { recordQueries } from '../../../test/helpers/query-log';

// A word without running counts (the long tail's words, ADR 0049) is counted once, by visiting
// its matches; its searches with a facet filter take their counts from that count (the count
// cache's entry of the word alone) instead of visiting the matches again (ADR 0124).

const COUNTING_MATCHES = /GROUP BY s\.facet_key/;
// Since ADR 0253 the cache's read and the count share one statement whose scan runs only on a
// miss ("NOT EXISTS (SELECT 1 FROM cached)"), and a miss is always followed by the cache's
// store: a guarded statement with no store after it visited no match.
const GUARDED_BY_CACHE = /NOT EXISTS \(SELECT 1 FROM cached\)/;
const STORING_COUNTS = /INSERT INTO search_count_cache/;

let testApp: TestApp;

beforeAll(async () => {
  // No result-page cache, so no counts memo: each request reads the count cache itself.
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '0' });
  const rows = [
    { category: 'works', region: 'UKK', stage: 'tender' },
    { category: 'works', region: 'UKL', stage: 'award' },
    { category: 'services', region: 'UKK', stage: 'tender' },
    { category: 'goods', region: 'UKM', stage: 'planning' },
  ] as const;
  for (const [index, row] of rows.entries()) {
    await createOpportunity(testApp.database.pool, {
      title: `Harbour dredging lot ${index + 1}`,
      main_procurement_category: row.category,
      region_codes: [row.region],
      stage: row.stage,
    });
  }
  await createOpportunity(testApp.database.pool, { title: 'Road resurfacing' });
});
afterAll(async () => {
  await testApp.close();
});

async function total(query: string) {
  const response = await testApp.app.inject({ url: `/api/search/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json()).total;
}

describe('a word counted once for all its facet filters', () => {
  it.each([
    ['q=harbour', 'category=works', 2],
    ['q=harbour', 'region=UKK&stage=tender', 2],
    ['q=harbour%20dredging', 'category=goods', 1],
  ])('%s, then with %s, visits its matches once', async (words, facets, expected) => {
    expect(await total(words)).toBe(4);
    const statements = await recordQueries(testApp.database.pool, async () => {
      expect(await total(`${words}&${facets}`)).toBe(expected);
    });
    const counting = statements.filter((sql) => COUNTING_MATCHES.test(sql));
    expect(counting.filter((sql) => !GUARDED_BY_CACHE.test(sql))).toEqual([]);
    expect(statements.filter((sql) => STORING_COUNTS.test(sql))).toEqual([]);
  });
});
