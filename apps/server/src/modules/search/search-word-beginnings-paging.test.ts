import { SEARCH_PAGE_SIZE, type SearchResponse, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { refreshSearchVocabulary } from './search-vocabulary';

/**
 * A word beginning's count and its pages are separate statements (issue 36: the page scans the
 * beginning's words again after the count did). Whatever either one is answered from (the words
 * index, the count cache, a window of the sort key, a walk), the pages of `agen*` hold exactly the
 * notices the count counted: every one once, none that does not start a word with the letters.
 */
describe('a word beginning pages exactly the notices it counts', () => {
  let testApp: TestApp;
  const matching = new Set<string>();

  beforeAll(async () => {
    testApp = await createTestApp();
    const matchingTitles = [
      'Agency staff for care homes', // 'agenc', and the pair 'agenc 1 staff'
      'Travel agent services', // 'agent'
      'Meeting agenda printing', // 'agenda'
      'Agencies framework for interim managers', // 'agenc' again, written otherwise
    ];
    const otherTitles = ['Magenta road paint', 'Urgent roof repairs', 'Legend signage'];
    let day = 1;
    const create = async (title: string) => {
      day += 1;
      const releaseDay = String((day % 28) + 1).padStart(2, '0');
      const month = String(Math.floor(day / 28) + 1).padStart(2, '0');
      return createOpportunity(testApp.database.pool, {
        title,
        description: `Lot ${day} of the council's programme.`,
        release_date: `2026-${month}-${releaseDay}T09:00:00Z`,
        tender_value_amount: 1_000 * day,
      });
    };
    // More matches than two pages, so the last page is a part one and no page is the count.
    for (let round = 0; round < 12; round += 1) {
      for (const title of matchingTitles) matching.add((await create(title)).wac_id);
    }
    for (let round = 0; round < 6; round += 1) {
      for (const title of otherTitles) await create(title);
    }
    await refreshSearchVocabulary(testApp.database.pool);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function walk(sort: string): Promise<{ totals: number[]; ids: string[] }> {
    const totals: number[] = [];
    const ids: string[] = [];
    for (let page = 1; page <= 5; page += 1) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/search/',
        query: { q: 'agen*', sort, page: String(page) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const body: SearchResponse = searchResponseSchema.parse(response.json());
      totals.push(body.total);
      ids.push(...body.results.map((result) => result.id));
      if (body.results.length < SEARCH_PAGE_SIZE) break;
    }
    return { totals, ids };
  }

  for (const sort of ['release_date-desc', 'value-asc', 'relevance']) {
    it(`pages every counted match once, sorted ${sort}, counted afresh and from the cache`, async () => {
      // The first walk counts; the second is answered from the counts' memories.
      for (const _attempt of [1, 2]) {
        const { totals, ids } = await walk(sort);
        expect(new Set(totals)).toEqual(new Set([matching.size]));
        expect(ids).toHaveLength(matching.size);
        expect(new Set(ids)).toEqual(matching);
      }
    });
  }
});
