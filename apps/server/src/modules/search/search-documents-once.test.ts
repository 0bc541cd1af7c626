import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Pool } from '../../db/pool';
import { countMatches } from './count/count-matches';
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

  const storeFile = async (hash: string, pages: string[]) => {
    await db.query(
      `INSERT INTO document_files (content_hash, byte_size, extraction_status, page_count)
       VALUES ($1, 1, 'extracted', $2)`,
      [hash, pages.length],
    );
    await db.query(
      `INSERT INTO document_pages (content_hash, page_no, text)
       SELECT $1, ordinality, text FROM unnest($2::text[]) WITH ORDINALITY AS p (text, ordinality)`,
      [hash, pages],
    );
  };
  const link = (opportunityId: number, hash: string) =>
    db.query(
      `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
       VALUES ($1, $2, $2, $3, 'fetched')`,
      [opportunityId, `https://portal.invalid/${hash}.pdf`, hash],
    );

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
    await storeFile('verges', ['culvert inspection by crawler', 'hydroseeding of verges']);
    await storeFile('depot', ['inspection of the culvert', 'gabion walls and hydroseeding']);
    await storeFile('library', ['culvert inspection schedule']);
    await link(created[1]!.id, 'verges');
    await link(created[3]!.id, 'depot');
    await link(created[4]!.id, 'library');
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
    // The page's conditions show the ids to the planner; the same matches.
    expect(prepared.pageConditions.where).not.toBe(prepared.conditions.where);
    expect(await matchedIds({ ...prepared, conditions: prepared.pageConditions })).toEqual(ids);
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
});
