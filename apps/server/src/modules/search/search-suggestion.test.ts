import { type SearchResponse, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { recordQueries } from '../../../test/helpers/query-log';
import { deleteSampleOpportunities } from '../sample-data/sample-data.repository';
import { SUGGEST_AT_MOST_RESULTS } from './search-suggestion';
import {
  applyCorrections,
  chooseCorrections,
  findBoxWords,
  RARER_BY_AT_LEAST,
} from './search-suggestion-words';
import { refreshSearchVocabulary } from './search-vocabulary';

describe('which words of the box may be corrected', () => {
  it('finds words, skipping operators, exclusions, codes and short words', () => {
    const words = findBoxWords('Clening OR "scool meals" NOT windw -grafiti, WAC-7K3M9Q2PXZ, of');
    expect(words.map((word) => word.typed)).toEqual(['Clening', 'scool', 'meals']);
    expect(words[0]).toEqual({ start: 0, end: 7, typed: 'Clening', text: 'clening' });
  });

  it('leaves word beginnings alone', () => {
    expect(findBoxWords('road maintenan* e-learn*').map((word) => word.typed)).toEqual(['road']);
  });

  it('picks the closest known word, then the commonest; keeps capitals; skips rare look-alikes', () => {
    const words = findBoxWords('Scool asbestos');
    const corrections = chooseCorrections(words, [
      {
        documents: 0,
        candidates: [
          { word: 'schools', documents: 900 },
          { word: 'spool', documents: 40 },
          { word: 'school', documents: 500 },
        ],
      },
      // Known, and its look-alike is not commoner by RARER_BY_AT_LEAST: kept.
      { documents: 10, candidates: [{ word: 'asbestic', documents: 10 * RARER_BY_AT_LEAST - 1 }] },
    ]);
    // school and spool are one edit away, schools two: the commoner of the two closest wins.
    expect(corrections).toEqual(['school', null]);
    expect(applyCorrections('Scool asbestos', words, corrections)).toBe('School asbestos');
    expect(applyCorrections('Scool asbestos', words, [null, null])).toBeNull();
  });
});

describe('"Did you mean ...?" on the search API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const rows = [
      ...Array.from({ length: 8 }, (_, index) => ({
        title: `Office cleaning services lot ${index}`,
        description: 'Daily cleaning of council offices.',
      })),
      { title: 'Grounds maintenance', description: 'Grass cutting and maintenance of parks.' },
      { title: 'Road maintenance', description: 'Resurfacing and maintenance of roads.' },
      { title: 'School meals', description: 'Hot meals for primary schools.' },
    ];
    for (const row of rows) {
      await createOpportunity(testApp.database.pool, {
        ...row,
        release_date: '2026-02-01T09:00:00Z',
      });
    }
    expect(await refreshSearchVocabulary(testApp.database.pool)).toBe(rows.length);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function search(query: Record<string, string>): Promise<SearchResponse> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/search/', query });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json());
  }

  it('offers the corrected box, with the results it finds, for a search with none', async () => {
    const body = await search({ q: 'clening' });
    expect(body.total).toBe(0);
    expect(body.suggestion).toEqual({ q: 'cleaning', total: 8 });
    expect((await search({ q: 'Office clening NOT windows' })).suggestion).toEqual({
      q: 'Office cleaning NOT windows',
      total: 8,
    });
  });

  it('finds a word by a beginning typed past its stem, through the vocabulary', async () => {
    // "maintenance" is stored as its stem, 'mainten': 'maintenan':* alone would find nothing.
    const body = await search({ q: 'road maintenan*' });
    expect(body.total).toBe(1);
    expect(body.results[0]?.match?.title).toEqual([
      { text: 'Road', is_match: true },
      { text: ' ', is_match: false },
      { text: 'maintenance', is_match: true },
    ]);
  });

  it(`looks for one only with ${SUGGEST_AT_MOST_RESULTS} results or fewer`, async () => {
    // "clening" finds nothing; with "maintenance" as an alternative two: still few.
    expect((await search({ q: 'maintenance, clening' })).suggestion).toEqual({
      q: 'maintenance, cleaning',
      total: 10,
    });
    expect((await search({ q: 'scool' })).suggestion).toEqual({ q: 'school', total: 1 });
    // Eight results are not few: the vocabulary is not even read.
    const statements = await recordQueries(testApp.database.pool, async () => {
      expect((await search({ q: 'cleaning, scool' })).suggestion).toBeNull();
    });
    expect(statements.some((sql) => sql.includes('search_vocabulary'))).toBe(false);
  });

  it('offers nothing it cannot keep: no look-alike, or one that finds no more', async () => {
    expect((await search({ q: 'zzyzx' })).suggestion).toBeNull();
    // "meals" is known and finds one; nothing commoner looks like it.
    expect((await search({ q: 'meals' })).suggestion).toBeNull();
    // A correction that still finds nothing with the filters is not offered.
    expect((await search({ q: 'clening', region: 'UKM' })).suggestion).toBeNull();
  });

  it('reads only the notices added since its last run', async () => {
    expect(await refreshSearchVocabulary(testApp.database.pool)).toBe(0);
    await createOpportunity(testApp.database.pool, { title: 'Catering supplies' });
    expect(await refreshSearchVocabulary(testApp.database.pool)).toBe(1);
    expect((await search({ q: 'caterng' })).suggestion).toEqual({ q: 'catering', total: 1 });
  });

  it('reads everything again once the sample data it read has gone', async () => {
    const { pool } = testApp.database;
    const documentsOf = async (word: string) =>
      (
        await pool.query<{ documents: number }>(
          'SELECT documents FROM search_vocabulary WHERE word = $1',
          [word],
        )
      ).rows[0]?.documents ?? null;
    await createOpportunity(pool, { title: 'Zeppelin hangar cleaning', is_sample: true });
    await refreshSearchVocabulary(pool);
    expect(await documentsOf('zeppelin')).toBe(1);
    expect(await documentsOf('cleaning')).toBe(9);
    await deleteSampleOpportunities(pool);
    await refreshSearchVocabulary(pool);
    expect(await documentsOf('zeppelin')).toBeNull();
    expect(await documentsOf('cleaning')).toBe(8);
  });
});
