import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import {
  createSearchFixture,
  type SearchFixture,
} from '../../../test/fixtures/search-opportunities';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
let fixture: SearchFixture;
const PAGED_COUNT = 45;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await createSearchFixture(testApp.database.pool);
  // 45 "zebra" rows, one a day, for paging: zebra 1 is the oldest.
  for (let index = 1; index <= PAGED_COUNT; index += 1) {
    await createOpportunity(testApp.database.pool, {
      title: `Zebra crossing ${index}`,
      release_date: new Date(Date.UTC(2022, 0, index, 12)).toISOString(),
      region_codes: ['UKN'],
    });
  }
});
afterAll(async () => {
  await testApp.close();
});

async function search(query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/search/', query });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

async function order(query: Record<string, string>): Promise<string[]> {
  const body = await search(query);
  const byWacId = new Map(Object.entries(fixture).map(([name, row]) => [row.wac_id, name]));
  return body.results.map((result) => byWacId.get(result.opportunity_id) ?? result.title);
}

const FIXTURE_ONLY = { region: 'UKC,UKD,UKE,UKF,UKG,UKH,UKI,UKJ,UKK,UKL,UKM' };

describe('search sorts', () => {
  it('sorts by release date, newest or oldest first', async () => {
    expect(await order({ ...FIXTURE_ONLY, sort: 'release_date-desc' })).toEqual([
      'catering',
      'highway',
      'software',
      'roads',
      'cloud',
    ]);
    expect(await order({ ...FIXTURE_ONLY, sort: 'release_date-asc' })).toEqual([
      'cloud',
      'roads',
      'software',
      'highway',
      'catering',
    ]);
  });

  it('sorts deadlines ahead soonest first, then passed ones, then none', async () => {
    expect(await order({ ...FIXTURE_ONLY, sort: 'deadline_date-asc' })).toEqual([
      'software', // in 10 days
      'roads', // in 17 days
      'highway', // passed, 15 April 2024
      'cloud', // passed, 1 February 2024
      'catering', // no deadline
    ]);
  });

  it('sorts by value (awarded, else estimated), missing values last both ways', async () => {
    expect(await order({ ...FIXTURE_ONLY, sort: 'value-desc' })).toEqual([
      'roads', // 2,500,000 awarded
      'software', // 1,200,000
      'highway', // 500,000
      'catering', // 180,000 awarded
      'cloud', // none
    ]);
    expect(await order({ ...FIXTURE_ONLY, sort: 'value-asc' })).toEqual([
      'catering',
      'highway',
      'software',
      'roads',
      'cloud',
    ]);
  });

  it('offers Best Match with a keyword: title matches rank first, scores descend', async () => {
    const body = await search({ q: 'road', sort: 'relevance' });
    expect(body.sort).toBe('relevance');
    expect(body.results.map((result) => result.title)).toEqual([
      'Road maintenance framework',
      'Highway resurfacing works',
    ]);
    const scores = body.results.map((result) => result.score ?? 0);
    expect(scores[0]).toBeGreaterThan(scores[1]!);
  });

  it('falls back to the default sort for Best Match without a keyword', async () => {
    const body = await search({ ...FIXTURE_ONLY, sort: 'relevance' });
    expect(body.sort).toBe('release_date-desc');
    expect(body.results[0]!.title).toBe('School catering services');
  });

  it('sorts keyword results by any sort, not only relevance', async () => {
    expect(await order({ q: 'road', sort: 'value-asc' })).toEqual(['highway', 'roads']);
    expect(await order({ q: 'road' })).toEqual(['highway', 'roads']);
  });
});

describe('search paging', () => {
  const zebraTitles = async (page: string, sort = 'release_date-desc') => {
    const body = await search({ q: 'zebra', page, sort });
    expect(body.total).toBe(PAGED_COUNT);
    expect(body.page).toBe(Number(page));
    return body.results.map((result) => result.title);
  };

  it('pages by 20 with an exact total', async () => {
    const first = await zebraTitles('1');
    expect(first).toHaveLength(20);
    expect(first[0]).toBe('Zebra crossing 45');
    const second = await zebraTitles('2');
    expect(second[0]).toBe('Zebra crossing 25');
    const third = await zebraTitles('3');
    expect(third).toEqual([5, 4, 3, 2, 1].map((n) => `Zebra crossing ${n}`));
  });

  it('answers a page past the end with no results and the real total', async () => {
    expect(await zebraTitles('4')).toEqual([]);
    expect(await zebraTitles('500')).toEqual([]);
  });

  it('never repeats or skips a row across pages, whatever the sort', async () => {
    for (const sort of ['release_date-asc', 'value-desc', 'deadline_date-asc', 'relevance']) {
      const all = [
        ...(await zebraTitles('1', sort)),
        ...(await zebraTitles('2', sort)),
        ...(await zebraTitles('3', sort)),
      ];
      expect(new Set(all).size, sort).toBe(PAGED_COUNT);
    }
  });

  it('pages facet-only searches the same way', async () => {
    const body = await search({ region: 'UKN', page: '3' });
    expect(body.total).toBe(PAGED_COUNT);
    expect(body.results).toHaveLength(5);
  });
});
