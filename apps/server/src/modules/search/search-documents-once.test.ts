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

  /**
   * Phrases (ADR 0317): a two-word phrase, or two words with a stop word between, is found in the
   * word sets' pairs, built page by page; longer phrases and wider gaps are still matched page
   * by page. Either way a phrase is on one page: never across a page break.
   */
  describe('phrases', () => {
    const PHRASES: [string, boolean, string[]][] = [
      // [keyword, answered by the pairs, the opportunities found (the verges' and the library's
      // files above hold "culvert inspection" too)]
      [
        '"culvert inspection"',
        true,
        [
          'Culvert inspection programme',
          'Highway verges',
          'Library refit',
          'Park safety',
          'Site welfare',
          'Team events',
        ],
      ],
      ['"health and safety"', true, ['Park safety', 'Site welfare']],
      ['"health and safety" -park', true, ['Site welfare']],
      [
        '"culvert inspection", drains',
        true,
        [
          'Culvert inspection programme',
          'Drainage survey',
          'Highway verges',
          'Library refit',
          'Park safety',
          'Site welfare',
          'Team events',
        ],
      ],
      ['"inspection team"', true, ['Park safety', 'Site welfare', 'Team events']],
      ['"culvert inspection team"', false, ['Park safety', 'Site welfare']],
      ['"repair of the culvert"', false, ['Bridge works']],
      ['"report inspection"', true, []],
    ];

    beforeAll(async () => {
      const rows = [
        { title: 'Drainage survey' },
        { title: 'Site welfare' },
        { title: 'Team events' },
        { title: 'Bridge works' },
        { title: 'Culvert inspection programme' },
        { title: 'Park safety' },
      ];
      const created = [];
      for (const row of rows) created.push(await createOpportunity(db, row));
      // "culvert" ends one page and "inspection" starts the next: not the phrase.
      await storeFile('breaks', ['report on the culvert', 'inspection of drains']);
      await storeFile('safety', ['health and safety plan for the culvert inspection team']);
      // Both pairs of "culvert inspection team", on different pages.
      await storeFile('three', ['culvert inspection and building', 'inspection team']);
      await storeFile('gap', ['repair of the culvert']);
      await link(created[0]!.id, 'breaks');
      await link(created[1]!.id, 'safety');
      await link(created[2]!.id, 'three');
      await link(created[3]!.id, 'gap');
      await link(created[5]!.id, 'safety');
    });

    it.each(PHRASES)('%s (pairs: %s) finds %j', async (keyword, isPaired, titles) => {
      const parsed = searchQuerySchema.parse({ q: keyword, include_documents: 'true' });
      const prepared = await prepareSearch(db, parsed);
      delete prepared.resolved?.documentIds;
      const each = prepared.conditionsFor(prepared.filters);
      // The statement's own lookup: the pairs' probe, or the pages.
      expect(each.where.includes('document_pages')).toBe(!isPaired);
      expect(each.where.includes('w.pairs @@')).toBe(isPaired);
      const { rows } = await db.query<{ title: string }>(
        `SELECT o.title FROM opportunity_search s JOIN opportunities o ON o.id = s.opportunity_id
          WHERE ${each.where} ORDER BY o.title`,
        each.params.values,
      );
      expect(rows.map((row) => row.title)).toEqual(titles);
      // The search itself (lookup once, count, page): the same.
      const answer = await searchOpportunities({ db, isCountCacheEnabled: false }, parsed, null);
      expect(answer.total).toBe(titles.length);
      expect(answer.results.map((result) => result.title).sort()).toEqual(titles);
    });

    it('keeps the pairs of each page when a page is added or a link removed', async () => {
      const parsed = searchQuerySchema.parse({ q: '"drains survey"', include_documents: 'true' });
      const found = async () =>
        (await searchOpportunities({ db, isCountCacheEnabled: false }, parsed, null)).results
          .map((result) => result.title)
          .sort();
      expect(await found()).toEqual([]);
      await storeFile('survey', ['drains survey of the depot']);
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM opportunities WHERE title = 'Team events'`,
      );
      await link(rows[0]!.id, 'survey');
      expect(await found()).toEqual(['Team events']);
      await db.query(
        `DELETE FROM opportunity_documents WHERE opportunity_id = $1 AND content_hash = 'survey'`,
        [rows[0]!.id],
      );
      expect(await found()).toEqual([]);
    });
  });
});
