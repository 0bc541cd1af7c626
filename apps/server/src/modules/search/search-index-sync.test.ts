import {
  SEARCH_CATEGORIES,
  SEARCH_REGIONS,
  SEARCH_SOURCE_SYSTEMS,
  SEARCH_STAGES,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { categoryBits, regionBit, sourceBits, sourceCode, stageBits } from './match/search-facets';

let testApp: TestApp;

beforeAll(async () => {
  // Without the page cache, so without the counts memo kept beside it (ADR 0117): these tests
  // doctor the stored counts to prove which store answers, which the memo would answer first.
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '0' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;

async function totals(query = '') {
  const full = await testApp.app.inject({ method: 'GET', url: `/api/search/?${query}` });
  const count = await testApp.app.inject({
    method: 'GET',
    url: `/api/search/?count_only=true&${query}`,
  });
  expect(count.json().total).toBe(full.json().total);
  return full.json() as { total: number; aggregations: Record<string, unknown[]> };
}

async function ledgerMatchesTable() {
  const { rows } = await db().query(
    `SELECT (SELECT coalesce(sum(doc_count), 0)::int FROM opportunity_search_counts) AS ledger,
            (SELECT count(*)::int FROM opportunity_search) AS searchable,
            (SELECT count(*)::int FROM opportunities WHERE NOT is_test_notice) AS expected`,
  );
  expect(rows[0].ledger).toBe(rows[0].expected);
  expect(rows[0].searchable).toBe(rows[0].expected);
}

describe('search copy and facet counts', () => {
  it('encode facets in SQL exactly as the server decodes them', async () => {
    for (const source of SEARCH_SOURCE_SYSTEMS) {
      for (const [index, stage] of ['planning', 'tenderAmendment', 'awardUpdate'].entries()) {
        const category = SEARCH_CATEGORIES[index]!;
        const regions = SEARCH_REGIONS.filter((_, i) => i % (index + 2) === 0);
        const { rows } = await db().query<{ key: number; tokens: number[] }>(
          `SELECT key, search_facet_tokens(key) AS tokens
             FROM search_facet_key($1, $2, $3, $4) AS key`,
          [source, stage, category, [...regions, 'UKZ', 'FR1']],
        );
        // The source token is the source's code, whichever bits of the key hold it.
        expect(rows[0]!.tokens[0]).toBe(sourceCode(source));
        const expected =
          sourceBits(source) |
          stageBits(SEARCH_STAGES[index]!) |
          categoryBits(category) |
          regions.reduce((bits, region) => bits | regionBit(region), 0);
        expect(rows[0]!.key).toBe(expected);
      }
    }
  });

  it('follows inserts, updates, test-notice flags and deletes', async () => {
    const created = await createOpportunity(db(), {
      title: 'Harbour dredging',
      stage: 'tender',
      region_codes: ['UKK'],
    });
    expect((await totals('q=dredging')).total).toBe(1);
    expect((await totals('stage=tender&region=UKK')).total).toBe(1);
    await ledgerMatchesTable();

    await db().query(
      `UPDATE opportunities SET stage = 'award', title = 'Harbour dredging and surveys'
        WHERE id = $1`,
      [created.id],
    );
    expect((await totals('stage=tender&region=UKK')).total).toBe(0);
    expect((await totals('stage=award&region=UKK')).total).toBe(1);
    expect((await totals('q=surveys')).total).toBe(1);
    await ledgerMatchesTable();

    await db().query('UPDATE opportunities SET is_test_notice = true WHERE id = $1', [created.id]);
    expect((await totals('q=dredging')).total).toBe(0);
    expect((await totals('region=UKK')).total).toBe(0);
    await ledgerMatchesTable();

    await db().query('UPDATE opportunities SET is_test_notice = false WHERE id = $1', [created.id]);
    expect((await totals('region=UKK')).total).toBe(1);
    await db().query('DELETE FROM opportunities WHERE id = $1', [created.id]);
    expect((await totals('region=UKK')).total).toBe(0);
    expect((await totals('q=dredging')).total).toBe(0);
    await ledgerMatchesTable();
  });

  it('keeps the tsvector out of line after updates', async () => {
    const created = await createOpportunity(db(), { title: 'Out of line', description: 'x y z' });
    await db().query(
      `UPDATE opportunities SET description = 'quite different words' WHERE id = $1`,
      [created.id],
    );
    const { rows } = await db().query(
      `SELECT pg_column_size(s.*) AS row_size FROM opportunity_search s WHERE opportunity_id = $1`,
      [created.id],
    );
    expect(rows[0].row_size).toBeLessThan(400);
    expect((await totals('q=different')).total).toBe(1);
  });

  it('keeps exact totals through ledger compaction and many small writes', async () => {
    for (let index = 0; index < 30; index += 1) {
      await createOpportunity(db(), { title: `Ledger row ${index}`, region_codes: ['UKC'] });
    }
    const before = await totals();
    const { rows } = await db().query('SELECT count(*)::int AS n FROM opportunity_search_counts');
    expect(rows[0].n).toBeGreaterThan(10);
    await db().query('SELECT compact_opportunity_search_counts()');
    const after = await totals();
    expect(after).toEqual(before);
    await ledgerMatchesTable();
    const compacted = await db().query(
      'SELECT count(*)::int AS n, count(DISTINCT facet_key)::int AS keys FROM opportunity_search_counts',
    );
    expect(compacted.rows[0].n).toBe(compacted.rows[0].keys);
  });

  it('remembers exact totals until the data changes', async () => {
    await createOpportunity(db(), { title: 'Lighthouse keeping' });
    expect((await totals('q=lighthouse')).total).toBe(1);
    const cached = await db().query('SELECT count(*)::int AS n FROM search_count_cache');
    expect(cached.rows[0].n).toBeGreaterThan(0);
    // Prove the second answer comes from the cache: doctor the entry, the data unchanged.
    await db().query(`UPDATE search_count_cache SET facet_counts = '[[1, 99]]'`);
    expect((await totals('q=lighthouse')).total).toBe(99);
    // Any write to the searchable data is a new version: counted afresh.
    await createOpportunity(db(), { title: 'Lighthouse painting' });
    expect((await totals('q=lighthouse')).total).toBe(2);
    await db().query('SELECT compact_opportunity_search_changes()');
    expect((await totals('q=lighthouse')).total).toBe(2);
    const changes = await db().query('SELECT count(*)::int AS n FROM opportunity_search_changes');
    expect(changes.rows[0].n).toBe(1);
  });

  it('finds buyers by name after renames, and names of any length', async () => {
    const created = await createOpportunity(db(), {
      title: 'Moorings',
      buyer_name: 'Port of Tyne Authority',
    });
    expect((await totals('buyer_name=tyne')).total).toBe(1);
    await db().query(`UPDATE opportunities SET buyer_name = 'Tees Valley Ports' WHERE id = $1`, [
      created.id,
    ]);
    expect((await totals('buyer_name=tyne')).total).toBe(0);
    expect((await totals('buyer_name=VALLEY PORT')).total).toBe(1);
    // Longer than a btree entry may be (about 2,700 bytes): stored, indexed and found.
    const longName = `Harbour Board ${'of the Northern Isles '.repeat(300)}`.trim();
    await createOpportunity(db(), { title: 'Pier survey', buyer_name: longName });
    expect((await totals('buyer_name=harbour board of the northern')).total).toBe(1);
    expect((await totals(`buyer_name=${encodeURIComponent(longName.slice(-100))}`)).total).toBe(1);
  });

  it('resets with the table', async () => {
    await db().query('TRUNCATE opportunities CASCADE');
    expect((await totals()).total).toBe(0);
    await ledgerMatchesTable();
  });
});
