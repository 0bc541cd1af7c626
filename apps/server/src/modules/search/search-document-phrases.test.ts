import { type SearchResponse, searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkDocument, storeExtractedFile } from '../../../test/helpers/stored-documents';
import type { Pool } from '../../db/pool';
import { fillPhrasePairs, readDocumentsStatus } from '../documents';
import { searchOpportunities } from './search.service';
import { prepareSearch } from './search-prepare';

/**
 * Phrases with documents (ADRs 0317 and 0330): a two-word phrase, or two words with a stop word
 * between, is found in the word sets' pairs, built page by page; longer phrases and wider gaps
 * are matched page by page. A set whose pairs the background job has not filled yet is matched
 * page by page too, so every answer (total, facets, the page, "Found in") is the same with the
 * pairs unfilled, half filled and filled. Either way a phrase is on one page: never across a
 * page break.
 */
describe('document phrases from the word sets pairs (issue 32)', () => {
  let testApp: TestApp;
  let db: Pool;

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.database.pool;
    const open = { tender_deadline_date: '2099-01-01T12:00:00Z', tender_status: 'active' };
    const rows = [
      { title: 'Highway verges', region_codes: ['UKL'], ...open },
      { title: 'Depot cleaning', region_codes: ['UKC'] },
      { title: 'Library refit', region_codes: ['UKL'], description: 'No culvert here.' },
      { title: 'Drainage survey', region_codes: ['UKC'] },
      { title: 'Site welfare', region_codes: ['UKL'], ...open },
      { title: 'Team events' },
      { title: 'Bridge works', region_codes: ['UKC'] },
      { title: 'Culvert inspection programme' },
      { title: 'Park safety', region_codes: ['UKL'] },
    ];
    const created = [];
    for (const row of rows) created.push(await createOpportunity(db, row));
    const files: [string, string[], number[]][] = [
      ['verges', ['culvert inspection by crawler', 'hydroseeding of verges'], [0]],
      ['depot', ['inspection of the culvert', 'gabion walls and hydroseeding'], [1]],
      ['library', ['culvert inspection schedule'], [2]],
      // "culvert" ends one page and "inspection" starts the next: not the phrase.
      ['breaks', ['report on the culvert', 'inspection of drains'], [3]],
      ['safety', ['health and safety plan for the culvert inspection team'], [4, 8]],
      // Both pairs of "culvert inspection team", on different pages.
      ['three', ['culvert inspection and building', 'inspection team'], [5]],
      ['gap', ['repair of the culvert'], [6]],
    ];
    for (const [hash, pages, owners] of files) {
      await storeExtractedFile(db, hash, pages);
      for (const owner of owners) await linkDocument(db, created[owner]!.id, hash);
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  // [keyword, answered by the pairs, the opportunities found]
  const PHRASES: [string, boolean, string[]][] = [
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

  const search = (keyword: string, extra: Record<string, string> = {}) =>
    searchOpportunities(
      { db, isCountCacheEnabled: false },
      searchQuerySchema.parse({ q: keyword, include_documents: 'true', ...extra }),
      null,
    );

  it.each(PHRASES)('%s (pairs: %s) finds %j', async (keyword, isPaired, titles) => {
    const parsed = searchQuerySchema.parse({ q: keyword, include_documents: 'true' });
    const prepared = await prepareSearch(db, parsed);
    delete prepared.resolved?.documentIds;
    const each = prepared.conditionsFor(prepared.filters);
    // The statement's own lookup: the pairs' probe (with the pages for sets not filled yet).
    expect(each.where.includes('w.pairs @@')).toBe(isPaired);
    const { rows } = await db.query<{ title: string }>(
      `SELECT o.title FROM opportunity_search s JOIN opportunities o ON o.id = s.opportunity_id
        WHERE ${each.where} ORDER BY o.title`,
      each.params.values,
    );
    expect(rows.map((row) => row.title)).toEqual(titles);
    const answer = await search(keyword);
    expect(answer.total).toBe(titles.length);
    expect(answer.results.map((result) => result.title).sort()).toEqual(titles);
  });

  /** Every phrase's whole answer, and with a facet, a status and another sort. */
  const answers = async () => {
    const all: SearchResponse[] = [];
    for (const [keyword] of PHRASES) {
      all.push(await search(keyword));
      all.push(await search(keyword, { region: 'UKL' }));
      all.push(await search(keyword, { status: 'open', sort: 'deadline_date-asc' }));
    }
    return all;
  };
  const unfill = () => db.query('UPDATE opportunity_document_words SET pairs = NULL');
  // What health and /metrics show of the fill.
  const pairsState = async () => (await readDocumentsStatus(db)).phrase_pairs;

  it('answers the same with the pairs unfilled, half filled and filled by the job', async () => {
    // Written by the refresh with the words: every set has its pairs.
    expect(await pairsState()).toEqual({ filled: 8, pending: 0 });
    const written = await answers();
    expect(written.some((answer) => answer.results.some((r) => r.document_match))).toBe(true);

    await unfill();
    expect(await pairsState()).toEqual({ filled: 0, pending: 8 });
    expect(await answers()).toEqual(written);

    // Half: the job stopped after one batch of 3 (a crash between batches loses nothing).
    const first = await fillPhrasePairs(db, { batch: 3, maxBatches: 1, yieldShare: 0 });
    expect(first).toEqual({ filled: 3, batches: 1, isDone: false });
    expect(await pairsState()).toEqual({ filled: 3, pending: 5 });
    expect(await answers()).toEqual(written);

    // The next run resumes with the rest, filling no set twice.
    const rest = await fillPhrasePairs(db, { batch: 3, yieldShare: 0 });
    expect(rest).toEqual({ filled: 5, batches: 2, isDone: true });
    expect(await pairsState()).toEqual({ filled: 8, pending: 0 });
    expect(await answers()).toEqual(written);

    // The job's pairs are those the refresh writes.
    const { rows } = await db.query<{ differ: number }>(
      `SELECT count(*)::int AS differ FROM opportunity_document_words w
         JOIN opportunity_document_pairs(ARRAY(SELECT opportunity_id
                                                FROM opportunity_document_words)) x
           ON x.opportunity_id = w.opportunity_id
        WHERE x.pairs IS DISTINCT FROM w.pairs`,
    );
    expect(rows[0]?.differ).toBe(0);
    expect(await fillPhrasePairs(db, { yieldShare: 0 })).toEqual({
      filled: 0,
      batches: 0,
      isDone: true,
    });
  });

  it('keeps the pairs of each page when a page is added or a link removed', async () => {
    const found = async () =>
      (await search('"drains survey"')).results.map((result) => result.title).sort();
    expect(await found()).toEqual([]);
    await storeExtractedFile(db, 'survey', ['drains survey of the depot']);
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM opportunities WHERE title = 'Team events'`,
    );
    await linkDocument(db, rows[0]!.id, 'survey');
    expect(await found()).toEqual(['Team events']);
    await db.query(
      `DELETE FROM opportunity_documents WHERE opportunity_id = $1 AND content_hash = 'survey'`,
      [rows[0]!.id],
    );
    expect(await found()).toEqual([]);
  });
});
