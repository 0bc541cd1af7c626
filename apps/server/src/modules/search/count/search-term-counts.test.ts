import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { countedKeyOf, countFrequentTerms } from './search-term-counts';
import { readTermFacetCounts, startCountingTerm } from './search-term-counts.repository';

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

async function search(query: string) {
  const full = await testApp.app.inject({ method: 'GET', url: `/api/search/?${query}` });
  expect(full.statusCode).toBe(200);
  const count = await testApp.app.inject({
    method: 'GET',
    url: `/api/search/?count_only=true&${query}`,
  });
  expect(count.json().total).toBe(full.json().total);
  return full.json() as { total: number; aggregations: Record<string, { key: string }[]> };
}

/** The ledger of one lexeme against a count of the rows holding it, per facet key. */
async function ledgerMatchesTable(lexeme: string) {
  const running = await readTermFacetCounts(db(), lexeme);
  expect(running).not.toBeNull();
  const cpvPrefix = lexeme.startsWith(' cpv ') ? lexeme.slice(5) : null;
  const { rows } = await db().query<{ facet_key: number; doc_count: number }>(
    `SELECT facet_key, count(*)::int AS doc_count FROM opportunity_search
      WHERE CASE WHEN $2::text IS NULL
                 THEN search_vector @@ array_to_tsvector(ARRAY[$1::text])::text::tsquery
                 ELSE cpv_prefixes && ARRAY[$2::text] END
      GROUP BY facet_key`,
    [lexeme, cpvPrefix],
  );
  const byKey = (list: { facet_key: number; doc_count: number }[]) =>
    [...list].sort((a, b) => a.facet_key - b.facet_key);
  expect(byKey(running!.counts)).toEqual(byKey(rows));
  return rows.reduce((sum, row) => sum + row.doc_count, 0);
}

describe('running counts of common lexemes and CPV codes (ADR 0049)', () => {
  it('reads one key out of a text keyword or one CPV code, with only facets besides', () => {
    expect(countedKeyOf({ keywords: 'maintenance' }, "'mainten'")).toBe('mainten');
    expect(countedKeyOf({ keywords: '"social value"', regions: ['UKI'] }, "'social 1 valu'")).toBe(
      'social 1 valu',
    );
    expect(countedKeyOf({ keywords: 'road repair' }, "'road' & 'repair'")).toBeNull();
    expect(countedKeyOf({ keywords: 'roads, bridges' }, "'road' | 'bridg'")).toBeNull();
    expect(countedKeyOf({ keywords: 'roads', valueFrom: 10 }, "'road'")).toBeNull();
    expect(countedKeyOf({ keywords: 'roads', buyerName: 'Leeds' }, "'road'")).toBeNull();
    expect(countedKeyOf({ keywords: 'roads, 72000000' }, "'road'")).toBeNull();
    expect(countedKeyOf({ keywords: 'the' }, '')).toBeNull();
    expect(countedKeyOf({ cpvCodes: ['72000000'], stages: ['tender'] }, null)).toBe(' cpv 72');
    expect(countedKeyOf({ cpvCodes: ['72200000'], includeSubCpv: false }, null)).toBe(
      ' cpv 72200000',
    );
    expect(countedKeyOf({ cpvCodes: ['72000000', '45000000'] }, null)).toBeNull();
    expect(countedKeyOf({ cpvCodes: ['72000000'], keywords: 'cloud' }, "'cloud'")).toBeNull();
  });

  it('starts counting the lexemes the statistics call common, exactly', async () => {
    for (let index = 0; index < 40; index += 1) {
      await createOpportunity(db(), {
        title: `Harbour dredging lot ${index}`,
        stage: index % 2 === 0 ? 'tender' : 'award',
        region_codes: [index % 3 === 0 ? 'UKK' : 'UKI'],
        cpv_codes: [index % 4 === 0 ? '45252200' : '45241000'],
      });
    }
    await createOpportunity(db(), { title: 'Canal towpath repairs', region_codes: ['UKK'] });
    await db().query('ANALYZE opportunity_search');
    const started = await countFrequentTerms(db(), { minDocuments: 30 });
    expect(started).toEqual(
      expect.arrayContaining(['dredg', 'harbour', 'harbour 1 dredg', ' cpv 45', ' cpv 452']),
    );
    expect(started).not.toContain('canal');
    expect(started).not.toContain(' cpv 45252200');
    expect(await ledgerMatchesTable('dredg')).toBe(40);
    expect(await ledgerMatchesTable(' cpv 45')).toBe(40);
    expect(await countFrequentTerms(db(), { minDocuments: 30 })).toEqual([]);
  });

  it('answers a counted word or two-word phrase with facet filters from the ledger', async () => {
    const before = await search('q=dredging&region=UKK');
    expect(before.total).toBe(14);
    expect(before.aggregations.stages?.map((bucket) => bucket.key).sort()).toEqual([
      'award',
      'tender',
    ]);
    expect((await search('q="harbour dredging"&stage=tender')).total).toBe(20);
    // Prove where the answer comes from: a doctored ledger row changes it.
    const { rows } = await db().query<{ facet_key: number }>(
      `SELECT facet_key FROM search_term_counts WHERE term_key = 'dredg' LIMIT 1`,
    );
    await db().query(
      `INSERT INTO search_term_counts (term_key, facet_key, doc_count) VALUES ('dredg', $1, 1000)`,
      [rows[0]!.facet_key],
    );
    expect((await search('q=dredging')).total).toBe(1040);
    expect((await search('q=dredging, canal')).total).toBe(1041);
    await db().query(
      `INSERT INTO search_term_counts (term_key, facet_key, doc_count) VALUES ('dredg', $1, -1000)`,
      [rows[0]!.facet_key],
    );
    expect((await search('q=dredging')).total).toBe(40);
    // The doctored sum of "dredging, canal" is remembered for this data version (ADR 0109); a
    // real ledger change comes with a new data version, this doctored one does not.
    await db().query('DELETE FROM search_count_cache');
    // Comma alternatives by inclusion-exclusion, overlapping or not, two or three of them.
    expect((await search('q=dredging, canal')).total).toBe(41);
    expect((await search('q=dredging, harbour')).total).toBe(40);
    expect((await search('q=canal, dredging, towpath')).total).toBe(41);
    expect((await search('q=lot 3, canal, "harbour dredging"&region=UKK')).total).toBe(15);
    expect((await search('q=dredging, the')).total).toBe(40);
    expect((await search('cpv_codes=45000000&region=UKK')).total).toBe(14);
    expect((await search('cpv_codes=45200000&stage=award')).total).toBe(20);
    await db().query(
      `INSERT INTO search_term_counts (term_key, facet_key, doc_count) VALUES (' cpv 45', $1, 7)`,
      [rows[0]!.facet_key],
    );
    expect((await search('cpv_codes=45000000')).total).toBe(47);
    await db().query(
      `INSERT INTO search_term_counts (term_key, facet_key, doc_count) VALUES (' cpv 45', $1, -7)`,
      [rows[0]!.facet_key],
    );
    // Not answered from the ledger: a value filter, two words, an uncounted word or code.
    expect((await search('cpv_codes=45252200,45241000')).total).toBe(40);
    expect((await search('cpv_codes=45252200&include_sub_cpv=false')).total).toBe(10);
    expect((await search('q=dredging&value_from=0')).total).toBe(0);
    expect((await search('q=harbour dredging lot')).total).toBe(40);
    expect((await search('q=canal')).total).toBe(1);
  });

  it('remembers the sum of comma alternatives per data version instead of intersecting again', async () => {
    expect((await search('q=dredging, canal')).total).toBe(41);
    // Prove where the repeat comes from: a doctored cache entry changes it.
    const { rowCount } = await db().query(
      `UPDATE search_count_cache SET facet_counts = '[[0, 999]]'`,
    );
    expect(rowCount).toBeGreaterThan(0);
    expect((await search('q=dredging, canal')).total).toBe(999);
    // New data, new version: counted afresh from the running counts.
    const created = await createOpportunity(db(), { title: 'Canal towpath repairs' });
    expect((await search('q=dredging, canal')).total).toBe(42);
    await db().query('DELETE FROM opportunities WHERE id = $1', [created.id]);
    expect((await search('q=dredging, canal')).total).toBe(41);
  });

  it('follows inserts, updates, test-notice flags and deletes', async () => {
    const created = await createOpportunity(db(), {
      title: 'Dredging of the inner harbour',
      stage: 'planning',
      region_codes: ['UKD'],
    });
    expect(await ledgerMatchesTable('dredg')).toBe(41);
    expect((await search('q=dredging&region=UKD')).total).toBe(1);

    await db().query(
      `UPDATE opportunities SET stage = 'award', region_codes = '{UKE}' WHERE id = $1`,
      [created.id],
    );
    expect(await ledgerMatchesTable('dredg')).toBe(41);
    expect((await search('q=dredging&region=UKD')).total).toBe(0);
    expect((await search('q=dredging&region=UKE&stage=award')).total).toBe(1);

    await db().query(`UPDATE opportunities SET title = 'Silt removal' WHERE id = $1`, [created.id]);
    expect(await ledgerMatchesTable('dredg')).toBe(40);
    await db().query(`UPDATE opportunities SET title = 'Dredging again' WHERE id = $1`, [
      created.id,
    ]);
    expect(await ledgerMatchesTable('dredg')).toBe(41);

    const ledgerRows = async () =>
      (await db().query('SELECT count(*)::int AS n FROM search_term_counts')).rows[0].n as number;
    const rowsBefore = await ledgerRows();
    await db().query('UPDATE opportunities SET title = title WHERE id = $1', [created.id]);
    expect(await ledgerRows()).toBe(rowsBefore);

    await db().query('UPDATE opportunities SET is_test_notice = true WHERE id = $1', [created.id]);
    expect(await ledgerMatchesTable('dredg')).toBe(40);
    await db().query('UPDATE opportunities SET is_test_notice = false WHERE id = $1', [created.id]);
    expect(await ledgerMatchesTable('dredg')).toBe(41);
    await db().query('DELETE FROM opportunities WHERE id = $1', [created.id]);
    expect(await ledgerMatchesTable('dredg')).toBe(40);
    expect(await ledgerMatchesTable(' cpv 45')).toBe(40);
    expect((await search('q=dredging')).total).toBe(40);
  });

  it('keeps exact counts through compaction', async () => {
    const before = await search('q=dredging');
    await db().query(`SELECT compact_search_term_counts('dredg')`);
    expect(await search('q=dredging')).toEqual(before);
    const { rows } = await db().query(
      `SELECT count(*)::int AS n, count(DISTINCT facet_key)::int AS keys
         FROM search_term_counts WHERE term_key = 'dredg'`,
    );
    expect(rows[0].n).toBe(rows[0].keys);
    expect(await ledgerMatchesTable('dredg')).toBe(40);
  });

  it('counts a new lexeme exactly while a writer is in the middle of a transaction', async () => {
    for (let index = 0; index < 3; index += 1) {
      await createOpportunity(db(), { title: `Lock gate painting ${index}` });
    }
    const writer = await db().connect();
    try {
      await writer.query('BEGIN');
      await createOpportunity(writer, { title: 'Lock gate painting, late entry' });
      // The counter waits for the writer (SHARE lock) and then sees its row.
      const counting = startCountingTerm(db(), 'paint');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query('COMMIT');
      expect(await counting).toBe(true);
    } finally {
      writer.release();
    }
    expect(await ledgerMatchesTable('paint')).toBe(4);
    await createOpportunity(db(), { title: 'Painting the bridge' });
    expect(await ledgerMatchesTable('paint')).toBe(5);
    expect(await startCountingTerm(db(), 'paint')).toBe(false);
  });

  it('takes any lexeme text as data', async () => {
    for (const odd of ["o'neil", 'back\\slash', "'); DROP TABLE opportunities; --"]) {
      expect(await startCountingTerm(db(), odd)).toBe(true);
      expect(await readTermFacetCounts(db(), odd)).toMatchObject({ counts: [], ledgerRows: 0 });
    }
    expect((await search('q=dredging')).total).toBe(40);
  });

  it('resets with the table and goes on counting from zero', async () => {
    await db().query('TRUNCATE opportunities CASCADE');
    expect(await ledgerMatchesTable('dredg')).toBe(0);
    expect((await search('q=dredging')).total).toBe(0);
    await createOpportunity(db(), { title: 'Dredging after the reset' });
    expect(await ledgerMatchesTable('dredg')).toBe(1);
    expect((await search('q=dredging')).total).toBe(1);
  });
});
