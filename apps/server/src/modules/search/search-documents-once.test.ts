import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkDocument, storeExtractedFile } from '../../../test/helpers/stored-documents';
import type { Pool } from '../../db/pool';
import { countMatches } from './count/count-matches';
import { PREFER_INDEX_ORDER } from './page/planner-settings';
import { searchOpportunities } from './search.service';
import { type PreparedSearch, prepareSearch } from './search-prepare';

/**
 * "Include documents" finds the opportunities whose documents match once per search and hands
 * the ids to every statement (ADR 0296). The statements' own lookup (ADR 0265) is the reference:
 * the same matches, totals and facets, for every kind of keyword and beside other filters.
 */
describe('documents found once per search (issue 32)', () => {
  let testApp: TestApp;
  let db: Pool;

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.database.pool;
    const open = { tender_deadline_date: '2099-01-01T12:00:00Z', tender_status: 'active' };
    const rows = [
      { title: 'Culvert repairs framework', region_codes: ['UKL'] },
      { title: 'Highway verges', region_codes: ['UKL'], ...open },
      { title: 'Gabion baskets supply', region_codes: ['UKC'], ...open },
      { title: 'Depot cleaning', region_codes: ['UKC'] },
      { title: 'Library refit', region_codes: ['UKL'], description: 'No culvert here.' },
    ];
    const created = [];
    for (const row of rows) created.push(await createOpportunity(db, row));
    await storeExtractedFile(db, 'verges', [
      'culvert inspection by crawler',
      'hydroseeding of verges',
    ]);
    await storeExtractedFile(db, 'depot', [
      'inspection of the culvert',
      'gabion walls and hydroseeding',
    ]);
    await storeExtractedFile(db, 'library', ['culvert inspection schedule']);
    await linkDocument(db, created[1]!.id, 'verges');
    await linkDocument(db, created[3]!.id, 'depot');
    await linkDocument(db, created[4]!.id, 'library');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const matchedIds = async (prepared: PreparedSearch) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT s.opportunity_id AS id FROM opportunity_search s WHERE ${prepared.conditions.where}
        ORDER BY 1`,
      prepared.conditions.params.values,
    );
    return rows.map((row) => row.id);
  };

  it.each([
    'q=hydroseeding',
    'q=culvert',
    'q=gabion, hydroseeding',
    'q=%22culvert%20inspection%22',
    'q=culvert%20crawler',
    'q=culvert%20-library',
    'q=culvert*',
    'q=gabion&status=open',
    'q=culvert&status=open',
    'q=culvert%20-library&status=open&region=UKL',
    'q=culvert&region=UKL',
  ])('%s matches, counts and facets as the lookup in each statement did', async (query) => {
    const parsed = searchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(`${query}&include_documents=true`)),
    );
    const once = await prepareSearch(db, parsed);
    expect(once.resolved?.documentIds).toBeDefined();
    // The statements carry the ids and look nothing up in the documents themselves.
    expect(once.conditions.where).not.toMatch(/opportunity_document_words|document_pages/);
    delete once.resolved?.documentIds;
    const each = { ...once, conditions: once.conditionsFor(once.filters) };
    expect(each.conditions.where).toMatch(/opportunity_document_words|document_pages/);
    const prepared = await prepareSearch(db, parsed);

    const ids = await matchedIds(prepared);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(await matchedIds(each));
    // The page's conditions show the ids to the planner (a sorted page) or hash them (a walk of
    // the sort index, ADR 0333); the same matches either way.
    for (const strategy of ['sort', 'walk'] as const) {
      const page = prepared.pageConditions(strategy);
      expect(page.where).not.toBe(prepared.conditions.where);
      expect(await matchedIds({ ...prepared, conditions: page })).toEqual(ids);
    }
    const deps = { db, isCountCacheEnabled: false };
    expect(await countMatches(deps, prepared)).toEqual(await countMatches(deps, each));
  });

  it.each([
    ['q=hydroseeding', ['Depot cleaning', 'Highway verges']],
    ['q=%22culvert%20inspection%22', ['Highway verges', 'Library refit']],
    ['q=zzzunheardof', []],
  ])(
    '%s: the ids travel as one text value naming the same opportunities, total and page alike (ADR 0316)',
    async (query, titles) => {
      const parsed = searchQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`${query}&include_documents=true`)),
      );
      const prepared = await prepareSearch(db, parsed);
      // Postgres's own form of the bigint[], which the driver neither parses nor formats.
      expect(prepared.resolved?.documentIds).toMatch(/^\{(\d+(,\d+)*)?\}$/);
      const { rows } = await db.query<{ title: string }>(
        `SELECT o.title FROM opportunities o WHERE o.id = ANY ($1::bigint[]) ORDER BY 1`,
        [prepared.resolved?.documentIds],
      );
      expect(rows.map((row) => row.title)).toEqual(titles);
      const answer = await searchOpportunities({ db, isCountCacheEnabled: false }, parsed, null);
      expect(answer.total).toBe(titles.length);
      expect(answer.results.map((result) => result.title).sort()).toEqual(titles);
    },
  );

  it('finds the notices by their own words or their documents, and no others', async () => {
    const parsed = searchQuerySchema.parse({
      q: '"culvert inspection"',
      include_documents: 'true',
    });
    const prepared = await prepareSearch(db, parsed);
    const { rows } = await db.query<{ title: string }>(
      `SELECT o.title FROM opportunity_search s JOIN opportunities o ON o.id = s.opportunity_id
        WHERE ${prepared.conditions.where} ORDER BY o.title`,
      prepared.conditions.params.values,
    );
    // "inspection of the culvert" (the depot) is not the phrase; the library's file holds it.
    expect(rows.map((row) => row.title)).toEqual(['Highway verges', 'Library refit']);
  });

  it('a walked page tests the ids inside a subplan the planner does not estimate (ADR 0333)', async () => {
    const parsed = searchQuerySchema.parse({ q: 'hydroseeding', include_documents: 'true' });
    const prepared = await prepareSearch(db, parsed);
    const plan = async (strategy: 'walk' | 'sort') => {
      const page = prepared.pageConditions(strategy);
      const client = await db.connect();
      try {
        await client.query(`BEGIN; ${PREFER_INDEX_ORDER}`);
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (COSTS OFF) SELECT s.opportunity_id FROM opportunity_search s
            WHERE ${page.where} ORDER BY s.release_date DESC LIMIT 20`,
          page.params.values,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    };
    // Planned in constant time: the array is the subplan's output, not a condition whose
    // selectivity the planner estimates element by element.
    const walked = await plan('walk');
    expect(walked).toMatch(/OR \(SubPlan \d+\)\)/);
    expect(walked).not.toMatch(/= ANY \('\{/);
    // A sorted page still shows them to the planner, for the key's index beside other filters.
    expect(await plan('sort')).toMatch(/= ANY \('\{/);
  });

  // Last in this file: it analyses the word sets, which gives the lookup their figure.
  it('ids that are most of the word sets stay in Postgres and a walked page probes the sets: the same answers (ADR 0344)', async () => {
    const parse = (query: string) =>
      searchQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`${query}&include_documents=true`)),
      );
    const search = (query: string) =>
      searchOpportunities({ db, isCountCacheEnabled: false }, parse(query), null);
    // In 3, 3, 3, 2 and 1 of the 3 sets.
    const queries = [
      'q=culvert',
      'q=culvert&region=UKL',
      'q=culvert%20-library',
      'q=hydroseeding',
      'q=gabion',
    ];
    // Not analysed yet, the sets have no figure: every search carries its ids, as before.
    const carried = [];
    for (const query of queries) {
      expect((await prepareSearch(db, parse(query))).resolved?.documentIds).toBeDefined();
      carried.push(await search(query));
    }
    await db.query('ANALYZE opportunity_document_words');
    for (const [index, query] of queries.entries()) {
      const prepared = await prepareSearch(db, parse(query));
      const isMost = query !== 'q=gabion';
      expect(prepared.resolved?.documentIds === undefined).toBe(isMost);
      expect(prepared.resolved?.documentsOnly).toBeDefined();
      // The same total, facets, page and "Found in" as with the ids carried.
      expect(await search(query)).toEqual(carried[index]);
      const reference = await matchedIds({
        ...prepared,
        conditions: prepared.conditionsFor(prepared.filters),
      });
      for (const strategy of ['sort', 'walk'] as const) {
        const page = prepared.pageConditions(strategy);
        expect(await matchedIds({ ...prepared, conditions: page })).toEqual(reference);
      }
      // The walked page probes each walked row's set by its key, with no list of ids.
      const walked = prepared.pageConditions('walk').where;
      expect(/dw\.opportunity_id = s\.opportunity_id/.test(walked)).toBe(isMost);
    }
  });
});
