import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { countFrequentTerms } from './search-term-counts';
import { readTermFacetCounts } from './search-term-counts.repository';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '0' });
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;

/** `count` opportunities titled `title <n>`, in one statement (the search copy follows by trigger). */
async function insertTitled(title: string, count: number) {
  await db().query(
    `INSERT INTO opportunities (wac_id, ocid, source_system, sources, title, stage, region_codes,
                                release_date, first_seen_at, buyer_name)
     SELECT 'WAC-K' || lpad(n::text, 9, '0') || $1, 'ocds-threshold-' || $1 || n, 'ContractsFinder',
            ARRAY['ContractsFinder'], $1 || ' ' || n, CASE WHEN n % 2 = 0 THEN 'tender' ELSE 'award' END,
            ARRAY[CASE WHEN n % 3 = 0 THEN 'UKK' ELSE 'UKI' END], now(), now(), 'Test Council'
       FROM generate_series(1, $2::int) AS n`,
    [title, count],
  );
}

describe('which keys get running counts by default (ADR 0133)', () => {
  it('counts a word the statistics put in 5,000 documents, and answers its searches exactly', async () => {
    await insertTitled('Lighthouse', 5_100);
    await insertTitled('Quayside', 600);
    await db().query('ANALYZE opportunity_search');

    const started = await countFrequentTerms(db(), {});
    // At the threshold of ADR 0049 (20,000) a word in 5,100 documents was counted on the fly.
    expect(started).toContain('lighthous');
    expect(started).not.toContain('quaysid');

    const running = await readTermFacetCounts(db(), 'lighthous');
    const ledgerTotal = running!.counts.reduce((sum, row) => sum + row.doc_count, 0);
    expect(ledgerTotal).toBe(5_100);
    for (const query of ['q=lighthouse', 'q=lighthouse&region=UKK', 'q=lighthouse&stage=tender']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/search/?${query}` });
      const { rows } = await db().query<{ total: number }>(
        `SELECT count(*)::int AS total FROM opportunity_search s
           JOIN opportunities o ON o.id = s.opportunity_id
          WHERE s.search_vector @@ 'lighthous'::tsquery
            AND ($1::text IS NULL OR $1 = ANY (o.region_codes))
            AND ($2::text IS NULL OR o.stage = $2)`,
        [query.includes('UKK') ? 'UKK' : null, query.includes('tender') ? 'tender' : null],
      );
      expect(response.json().total).toBe(rows[0]!.total);
    }
  });
});
