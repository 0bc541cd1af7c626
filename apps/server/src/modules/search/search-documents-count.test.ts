import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkDocument, storeExtractedFile } from '../../../test/helpers/stored-documents';
import type { Pool } from '../../db/pool';
import { countMatchesByFacet } from './count/count.repository';
import { countMatches, countTotal } from './count/count-matches';
import { splitDocumentCount } from './count/document-only-counts';
import { summariseFacetCounts } from './match/search-facets';
import { searchOpportunities } from './search.service';
import { prepareSearch } from './search-prepare';

/**
 * "Include documents" counted as the notices' own matches plus the opportunities matched by
 * their documents alone, from the word sets' facet keys and notice words (ADR 0315, migration
 * 0426). The reference is one count of the search's whole condition over the search copy: the
 * same total and facets, also after the copy or the documents change.
 */
// Three days ahead: inside the closing-soon window.
const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();

describe('documents counted from their word sets (issue 32)', () => {
  let testApp: TestApp;
  let db: Pool;
  const ids: number[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.database.pool;
    const rows = [
      { title: 'Culvert maintenance', region_codes: ['UKL'], source_system: 'fts' },
      { title: 'Highway verges', region_codes: ['UKL', 'UKK'], stage: 'award' },
      { title: 'Gabion baskets supply', region_codes: ['UKC'], source_system: 'fts' },
      { title: 'Depot cleaning', region_codes: ['UKC'], main_procurement_category: 'services' },
      { title: 'Library refit', region_codes: ['UKL'], description: 'No culvert here.' },
      { title: 'Park maintenance', region_codes: ['UKK'] },
      // Statuses by the clock (ADR 0334): open, closing soon, closed.
      {
        title: 'Verge seeding',
        region_codes: ['UKC'],
        tender_deadline_date: '2099-01-01T12:00:00Z',
      },
      { title: 'Wall repairs', region_codes: ['UKL'], tender_deadline_date: soon },
      {
        title: 'Old gabion works',
        region_codes: ['UKC'],
        tender_deadline_date: '2020-01-01T12:00:00Z',
      },
    ];
    for (const row of rows) ids.push((await createOpportunity(db, row)).id);
    await storeExtractedFile(db, 'verges', [
      'culvert inspection by crawler',
      'hydroseeding of verges',
    ]);
    await storeExtractedFile(db, 'depot', [
      'inspection of the culvert',
      'gabion walls and maintenance',
    ]);
    await storeExtractedFile(db, 'library', ['culvert inspection schedule', 'maintenance plan']);
    await linkDocument(db, ids[0]!, 'depot'); // notice and documents both hold "culvert"
    await linkDocument(db, ids[1]!, 'verges');
    await linkDocument(db, ids[3]!, 'depot');
    await linkDocument(db, ids[4]!, 'library');
    await linkDocument(db, ids[5]!, 'verges');
    await storeExtractedFile(db, 'seeding', [
      'hydroseeding and gabion mats',
      'culvert maintenance',
    ]);
    await linkDocument(db, ids[6]!, 'seeding');
    await linkDocument(db, ids[7]!, 'seeding');
    await linkDocument(db, ids[8]!, 'seeding');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const QUERIES = [
    'q=hydroseeding',
    'q=culvert',
    'q=maintenance',
    'q=gabion, hydroseeding',
    'q=%22culvert%20inspection%22',
    'q=culvert%20crawler',
    'q=culvert%20-library',
    'q=maintenance%20-park',
    'q=culvert*',
    'q=culvert&region=UKL',
    'q=culvert&region=UKK&region=UKC',
    'q=maintenance&source_system=fts',
    'q=culvert&stage=award',
    'q=culvert&category=services',
    'q=gabion&status=open',
    'q=culvert&status=open',
    'q=hydroseeding&status=closing_soon',
    'q=maintenance&status=open&region=UKC',
    'q=culvert%20-library&status=open',
    'q=culvert&status=awarded',
    'q=maintenance&status=planned,cancelled',
    // Phrases on the word sets' pairs (ADR 0317): with an exclusion, a facet, an any-of word.
    'q=%22culvert%20inspection%22%20-library',
    'q=%22culvert%20inspection%22&region=UKL',
    'q=%22gabion%20walls%22, hydroseeding',
  ];

  const expectSameCounts = async (query: string) => {
    const parsed = searchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(`${query}&include_documents=true`)),
    );
    const prepared = await prepareSearch(db, parsed);
    expect(splitDocumentCount(prepared)).not.toBeNull();
    const reference = summariseFacetCounts(await countMatchesByFacet(db, prepared.conditions));
    expect(prepared.resolved?.documentsOnly).toBeDefined();
    // Counted by the documents' lookup, or (more than the ids carried) by a statement of its own.
    const { documentIds, documentsOnly, ...uncounted } = prepared.resolved!;
    const unfound = { ...prepared, resolved: uncounted };
    for (const search of [prepared, unfound]) {
      for (const isCountCacheEnabled of [false, true]) {
        const deps = { db, isCountCacheEnabled };
        expect(await countMatches(deps, search), query).toEqual(reference);
        expect(await countTotal(deps, search)).toBe(reference.total);
      }
    }
    // The search itself (count, page plan and page): the same total and facets, and its page
    // holds the one condition's matches (fewer than a page here).
    const answer = await searchOpportunities(
      { db, isCountCacheEnabled: false },
      { ...parsed, sort: 'release_date-desc' },
      null,
    );
    expect({ total: answer.total, aggregations: answer.aggregations }).toEqual(reference);
    const { rows } = await db.query<{ wac_id: string }>(
      `SELECT o.wac_id FROM opportunity_search s JOIN opportunities o ON o.id = s.opportunity_id
        WHERE ${prepared.conditions.where}`,
      prepared.conditions.params.values,
    );
    expect(answer.results.map((result) => result.id).sort()).toEqual(
      rows.map((row) => row.wac_id).sort(),
    );
    return reference.total;
  };

  it.each(QUERIES)('%s: the same total and facets as one count of the copy', async (query) => {
    await expectSameCounts(query);
  });

  it('keeps the sets current when the notices and their documents change', async () => {
    // A notice gains the word its documents hold, one moves region and stage, one leaves the
    // search (a test notice) and comes back, a link is added and one removed.
    await db.query(`UPDATE opportunities SET title = 'Verges hydroseeding' WHERE id = $1`, [
      ids[1],
    ]);
    await db.query(
      `UPDATE opportunities SET region_codes = '{UKC}', stage = 'award' WHERE id = $1`,
      [ids[3]],
    );
    await db.query('UPDATE opportunities SET is_test_notice = true WHERE id = $1', [ids[5]]);
    await linkDocument(db, ids[2]!, 'library');
    await db.query('DELETE FROM opportunity_documents WHERE opportunity_id = $1', [ids[4]]);
    const { rows } = await db.query<{ stale: number }>(
      `SELECT count(*)::int AS stale FROM opportunity_document_words w
         LEFT JOIN opportunity_search s USING (opportunity_id)
         LEFT JOIN opportunity_document_notice_words x USING (opportunity_id)
        WHERE w.facet_key IS DISTINCT FROM s.facet_key
           OR x.notice_words IS DISTINCT FROM s.search_vector
           OR (x.opportunity_id IS NULL) <> (s.opportunity_id IS NULL)`,
    );
    expect(rows[0]?.stale).toBe(0);
    // The notice words (their own table, ADR 0325) are those of the sets, no more.
    const orphans = await db.query<{ orphans: number }>(
      `SELECT count(*)::int AS orphans FROM opportunity_document_notice_words x
        WHERE NOT EXISTS (SELECT 1 FROM opportunity_document_words w
                           WHERE w.opportunity_id = x.opportunity_id)`,
    );
    expect(orphans.rows[0]?.orphans).toBe(0);
    for (const query of QUERIES) await expectSameCounts(query);
    // The verges' documents are linked twice: one notice left the search (and the three
    // notices of the seeding file stay).
    expect(await expectSameCounts('q=hydroseeding')).toBe(1 + 3);
    await db.query('UPDATE opportunities SET is_test_notice = false WHERE id = $1', [ids[5]]);
    expect(await expectSameCounts('q=hydroseeding')).toBe(2 + 3);
  });

  it('carries the ids of the open rows only when open is counted apart (ADR 0334)', async () => {
    const parsed = searchQuerySchema.parse({
      q: 'hydroseeding',
      status: 'open',
      include_documents: 'true',
    });
    const prepared = await prepareSearch(db, parsed);
    expect(splitDocumentCount(prepared)).not.toBeNull();
    const carried = (prepared.resolved?.documentIds ?? '').replace(/[{}]/g, '').split(',');
    // The seeding file's open and closing-soon notices; not its closed one.
    expect(carried).toEqual(expect.arrayContaining([String(ids[6]), String(ids[7])]));
    expect(carried).not.toContain(String(ids[8]));
    await expectSameCounts('q=hydroseeding&status=open');
  });

  it.each([
    'q=gabion&status=closed',
    'q=gabion&status=open,awarded',
    'q=gabion&deadline_from=2026-01-01',
  ])('%s: counts in one statement (a filter the split does not take)', async (query) => {
    const parsed = searchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(`${query}&include_documents=true`)),
    );
    const prepared = await prepareSearch(db, parsed);
    expect(splitDocumentCount(prepared)).toBeNull();
    // Nor does the documents' lookup count them for it.
    expect(prepared.resolved?.documentIds).toBeDefined();
    expect(prepared.resolved?.documentsOnly).toBeUndefined();
  });

  // Last in this file: analysed, the sets have a figure, and ids that are most of them are no
  // longer carried (ADR 0344): the lookup's counts and the page's probe of the sets instead.
  it('counts the same when ids that are most of the word sets stay in Postgres (ADR 0344)', async () => {
    await db.query('ANALYZE opportunity_document_words');
    let kept = 0;
    for (const query of QUERIES) {
      const parsed = searchQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`${query}&include_documents=true`)),
      );
      if ((await prepareSearch(db, parsed)).resolved?.documentIds === undefined) kept += 1;
      await expectSameCounts(query);
    }
    expect(kept).toBeGreaterThan(0);
  });
});
