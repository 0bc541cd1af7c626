import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSearchFixture,
  type SearchFixture,
} from '../../../test/fixtures/search-opportunities';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
let fixture: SearchFixture;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await createSearchFixture(testApp.database.pool);
});
afterAll(async () => {
  await testApp.close();
});

async function search(query: Record<string, string>) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/search/',
    query,
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

/** The fixture names of the results, in result order. */
async function names(query: Record<string, string>): Promise<string[]> {
  const body = await search(query);
  const byWacId = new Map(Object.entries(fixture).map(([name, row]) => [row.wac_id, name]));
  expect(body.total).toBe(body.results.length);
  return body.results.map((result) => byWacId.get(result.opportunity_id) ?? result.opportunity_id);
}

const sorted = async (query: Record<string, string>) => (await names(query)).sort();

describe('search filters', () => {
  it('without filters lists every opportunity except test notices, newest first', async () => {
    expect(await names({})).toEqual(['catering', 'highway', 'software', 'roads', 'cloud']);
  });

  it('release dates are inclusive UK days', async () => {
    // catering: 23:30 UTC on 31 March 2024 is 1 April in London (BST).
    expect(await sorted({ release_date_from: '2024-04-01' })).toEqual(['catering']);
    expect(
      await sorted({ release_date_to: '2024-03-31', release_date_from: '2024-03-01' }),
    ).toEqual(['highway']);
    // cloud: 23:30 UTC on 31 December 2023 is still 31 December in London (GMT).
    expect(await sorted({ release_date_to: '2023-12-31' })).toEqual(['cloud']);
    expect(
      await sorted({ release_date_from: '2024-01-01', release_date_to: '2024-01-31' }),
    ).toEqual(['roads']);
  });

  it('deadline dates are inclusive UK days', async () => {
    expect(await sorted({ deadline_from: '2024-04-15', deadline_to: '2024-04-15' })).toEqual([
      'highway',
    ]);
    expect(await sorted({ deadline_to: '2024-04-14' })).toEqual(['cloud']);
  });

  it('award dates (the leaderboard links) filter on the award publication day', async () => {
    expect(await sorted({ award_date_from: '2024-04-02', award_date_to: '2024-04-02' })).toEqual([
      'catering',
    ]);
    expect(await sorted({ award_date_from: '2024-04-03' })).toEqual([]);
  });

  it('deadline windows (alert profiles) look ahead from now', async () => {
    expect(await sorted({ deadline_filter: '7D' })).toEqual([]);
    expect(await sorted({ deadline_filter: '30D' })).toEqual(['roads', 'software']);
    expect(await sorted({ deadline_filter: '2-3W' })).toEqual(['roads']);
    expect(await sorted({ deadline_filter: 'any' })).toHaveLength(5);
  });

  it('stage groups the stage values as the stage label does', async () => {
    expect(await sorted({ stage: 'tender' })).toEqual(['highway', 'software']);
    expect(await sorted({ stage: 'Award' })).toEqual(['catering', 'roads']);
    expect(await sorted({ stage: 'planning' })).toEqual(['cloud']);
    expect(await sorted({ stage: 'planning,award' })).toEqual(['catering', 'cloud', 'roads']);
  });

  it('region filters on NUTS 1 codes, also given as a deeper code or a name', async () => {
    expect(await sorted({ region: 'UKI' })).toEqual(['cloud', 'software']);
    expect(await sorted({ region: 'ukj' })).toEqual(['catering', 'cloud']);
    expect(await sorted({ region: 'London' })).toEqual(['cloud', 'software']);
    expect(await sorted({ region: 'UKE42' })).toEqual(['highway', 'roads']);
    expect(await sorted({ region: '' })).toHaveLength(5);
  });

  it('values compare the awarded value when there is one, else the estimated value', async () => {
    // roads: estimated 2,000,000 but awarded 2,500,000.
    expect(await sorted({ value_from: '2500000' })).toEqual(['roads']);
    expect(await sorted({ value_from: '1000000', value_to: '2000000' })).toEqual(['software']);
    // catering: estimated 200,000, awarded 180,000.
    expect(await sorted({ value_to: '190000' })).toEqual(['catering']);
    expect(await sorted({ value_from: '£500,000', value_to: '500000' })).toEqual(['highway']);
    // An inverted range is a 400 naming both ends (search-validation.test.ts), not 0 results.
  });

  it('category filters on the main procurement category', async () => {
    expect(await sorted({ category: 'works' })).toEqual(['highway', 'roads']);
    expect(await sorted({ category: 'goods' })).toEqual([]);
  });

  it('buyer name is a case-insensitive "contains" match with wildcards taken literally', async () => {
    expect(await sorted({ buyer_name: 'leeds' })).toEqual(['highway', 'roads']);
    expect(await sorted({ buyer_name: 'County' })).toEqual(['catering']);
    expect(await sorted({ buyer_name: '%' })).toEqual([]);
    expect(await sorted({ buyer_name: 'Leeds_City' })).toEqual([]);
  });

  it('CPV codes cover their subtree by default and only themselves without sub-categories', async () => {
    expect(await sorted({ cpv_codes: '72000000' })).toEqual(['cloud', 'software']);
    expect(await sorted({ cpv_codes: '72000000', include_sub_cpv: 'false' })).toEqual(['cloud']);
    // 45233000 is level 45233: it covers 45233140 too.
    expect(await sorted({ cpv_codes: '45233000' })).toEqual(['highway', 'roads']);
    expect(await sorted({ cpv_codes: '45233000', include_sub_cpv: 'false' })).toEqual(['roads']);
    expect(await sorted({ cpv_codes: '72200000' })).toEqual(['software']);
    expect(await sorted({ cpv_codes: '55523100-2, 72212000' })).toEqual(['catering', 'software']);
    expect(await sorted({ cpv_codes: '722' })).toEqual(['software']);
  });

  it('source_system takes a comma list; both sources is the same as none', async () => {
    expect(await sorted({ source_system: 'FTS' })).toEqual(['catering', 'software']);
    expect(await sorted({ source_system: 'ContractsFinder' })).toEqual([
      'cloud',
      'highway',
      'roads',
    ]);
    expect(await sorted({ source_system: 'ContractsFinder,FTS' })).toHaveLength(5);
  });

  it('combines every filter with AND', async () => {
    expect(
      await sorted({
        q: 'road',
        stage: 'award',
        region: 'UKE',
        category: 'works',
        source_system: 'ContractsFinder',
        value_from: '1000000',
        buyer_name: 'Leeds',
        cpv_codes: '45000000',
        release_date_from: '2024-01-01',
        release_date_to: '2024-01-31',
      }),
    ).toEqual(['roads']);
  });
});

describe('search response', () => {
  it('returns every card field', async () => {
    const body = await search({ q: 'catering' });
    expect(body).toMatchObject({ total: 1, page: 1, page_size: 20, sort: 'release_date-desc' });
    expect(body.results[0]).toEqual({
      id: 'WAC-0000000B02',
      opportunity_id: 'WAC-0000000B02',
      title: 'School catering services',
      source_system: 'FTS',
      buyer_name: 'Kent County Council',
      supplier_name: 'Apex Catering Ltd',
      // Not linked: the fixture is stored without the compile that links organisations.
      buyer_organisation_id: null,
      supplier_organisation_id: null,
      // The fixture's award names Apex Catering and a second supplier (ADR 0342).
      supplier_count: 2,
      stage: 'award',
      award_value_amount: 180000,
      award_values: {
        award_count: 1,
        valued_count: 1,
        min: 180000,
        max: 180000,
        currency: 'GBP',
      },
      tender_value_amount: 200000,
      value_currency: 'GBP',
      release_date: '2024-03-31T23:30:00.000Z',
      tender_deadline_date: null,
      notice_url: null,
      description: 'Hot meals for primary schools in Kent.',
      score: expect.any(Number),
      is_favourited: false,
      lifecycle: null,
      status: 'awarded',
      cpv_code: '55523100',
      cpv_label: 'School-meal services',
      pipeline_items: [],
      match: {
        title: [
          { text: 'School ', is_match: false },
          { text: 'catering', is_match: true },
          { text: ' services', is_match: false },
        ],
        fragment: null,
        cpv: [],
        regions: [],
      },
    });
  });

  it('gives no score without a keyword', async () => {
    const body = await search({ stage: 'tender' });
    expect(body.results.every((result) => result.score === null)).toBe(true);
  });

  it('counts the facets of the whole match set', async () => {
    const body = await search({});
    expect(body.aggregations).toEqual({
      source_systems: [
        { key: 'ContractsFinder', doc_count: 3 },
        { key: 'FTS', doc_count: 2 },
        { key: 'PCS', doc_count: 0 },
        { key: 'Sell2Wales', doc_count: 0 },
      ],
      stages: [
        { key: 'award', doc_count: 2 },
        { key: 'tender', doc_count: 2 },
        { key: 'planning', doc_count: 1 },
      ],
      regions: [
        { key: 'UKE', doc_count: 2 },
        { key: 'UKI', doc_count: 2 },
        { key: 'UKJ', doc_count: 2 },
      ],
      categories: [
        { key: 'services', doc_count: 3 },
        { key: 'works', doc_count: 2 },
      ],
    });
  });

  it('counts facets of a filtered match set the same way, by scan or by ledger', async () => {
    const byLedger = await search({ stage: 'tender' });
    const byScan = await search({ stage: 'tender', value_from: '0' });
    expect(byLedger.total).toBe(2);
    expect(byLedger.aggregations).toEqual({
      source_systems: [
        { key: 'ContractsFinder', doc_count: 1 },
        { key: 'FTS', doc_count: 1 },
        { key: 'PCS', doc_count: 0 },
        { key: 'Sell2Wales', doc_count: 0 },
      ],
      stages: [{ key: 'tender', doc_count: 2 }],
      regions: [
        { key: 'UKE', doc_count: 1 },
        { key: 'UKI', doc_count: 1 },
      ],
      categories: [
        { key: 'services', doc_count: 1 },
        { key: 'works', doc_count: 1 },
      ],
    });
    expect(byScan.aggregations).toEqual(byLedger.aggregations);
  });

  it('answers count_only with the exact total alone', async () => {
    const queries: Record<string, string>[] = [
      {},
      { stage: 'award' },
      { q: 'road' },
      { q: 'nothing-matches-this' },
    ];
    for (const query of queries) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/search/',
        query: { ...query, count_only: 'true' },
      });
      expect(response.statusCode).toBe(200);
      const full = await search(query);
      expect(response.json()).toEqual({ total: full.total });
    }
  });

  it('marks the signed-in user favourites, and nobody else', async () => {
    const { createUser } = await import('../../../test/factories/user');
    const user = await createUser(testApp.database.pool);
    const other = await createUser(testApp.database.pool);
    await testApp.database.pool.query(
      'INSERT INTO favourites (user_id, opportunity_id) VALUES ($1, $2)',
      [user.id, fixture.highway!.id],
    );
    const asUser = await testApp.app.inject({
      method: 'GET',
      url: '/api/search/?q=resurfacing',
      headers: user.authHeader,
    });
    expect(asUser.json().results[0].is_favourited).toBe(true);
    for (const headers of [other.authHeader, {}]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/search/?q=resurfacing',
        headers,
      });
      expect(response.json().results[0].is_favourited).toBe(false);
    }
  });
});
