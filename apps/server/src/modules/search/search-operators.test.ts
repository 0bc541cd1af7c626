import { type SearchResponse, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { createTestDatabase } from '../../../test/helpers/database';
import { commonTitleWords, seedTiedSearchData } from '../../../test/helpers/tied-search-data';
import { seededRandom } from '../../shared/seeded-random';
import { countFrequentTerms } from './count/search-term-counts';

/**
 * OR / AND / NOT and word beginnings (issue 28) on random sample data, through the API: a box
 * with operators answers exactly what its comma/minus form answers (totals, facets, pages in
 * Best Match and newest-first order, highlights), with the count cache on and off and with the
 * common words on running counts; and both equal a count written straight in SQL.
 */
let testApp: TestApp;
let uncachedApp: TestApp['app'];
let words: string[];

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedTiedSearchData(database.pool, { seed: 28, releaseDateTies: false });
  // The commonest words on running counts, so the ledger paths answer some of the totals.
  await countFrequentTerms(database.pool, { minDocuments: 150 });
  const cached = await buildTestApp(database.pool);
  uncachedApp = (await buildTestApp(database.pool, { SEARCH_COUNT_CACHE: 'false' })).app;
  testApp = {
    ...cached,
    database,
    close: async () => {
      await cached.app.close();
      await uncachedApp.close();
      await database.close();
    },
  };
  words = (await commonTitleWords(database.pool)).slice(0, 12);
}, 180_000);
afterAll(async () => {
  await testApp.close();
});

async function search(app: TestApp['app'], query: Record<string, string>): Promise<SearchResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/search/', query });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

/** Rows matching any alternative (every word of it) and no exclusion, counted in SQL. */
async function countInSql(alternatives: string[][], exclusions: string[]): Promise<number> {
  const params: string[] = [];
  const holds = (word: string) => {
    params.push(word);
    return word.endsWith('*')
      ? `EXISTS (SELECT 1 FROM unnest(tsvector_to_array(s.search_vector)) AS l (lexeme)
                  WHERE l.lexeme LIKE $${params.length} || '%')`
      : `s.search_vector @@ plainto_tsquery('english', $${params.length})`;
  };
  const strip = (word: string) => word.replace(/\*$/, '');
  const anyAlternative = alternatives
    .map((atoms) => `(${atoms.map((atom) => holds(atom)).join(' AND ')})`)
    .join(' OR ');
  const noExclusion = exclusions.map((word) => `NOT ${holds(word)}`);
  const sql = `SELECT count(*)::int AS n FROM opportunity_search s
    WHERE (${anyAlternative}) ${noExclusion.map((condition) => `AND ${condition}`).join(' ')}`;
  const { rows } = await testApp.database.pool.query<{ n: number }>(
    sql,
    params.map((word) => (word.endsWith('*') ? strip(word) : word)),
  );
  return rows[0]?.n ?? 0;
}

describe('operators answer what their comma/minus form answers', () => {
  it('on random boxes: same totals, facets and pages; both equal the SQL count', async () => {
    const random = seededRandom(2028);
    const pick = () => words[Math.floor(random() * words.length)]!;
    // Word beginnings of common words: the first four letters, which their stems keep.
    const pickAtom = () => (random() < 0.2 ? `${pick().slice(0, 4)}*` : pick());
    for (let round = 0; round < 16; round += 1) {
      const alternatives = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 2) }, pickAtom),
      );
      const exclusions = Array.from({ length: Math.floor(random() * 2) }, pick).filter(
        (word) => !alternatives.flat().includes(word),
      );
      const withOperators = [
        alternatives.map((atoms) => atoms.join(' AND ')).join(' OR '),
        ...exclusions.map((word) => `NOT ${word}`),
      ].join(' ');
      const withCommas = [
        alternatives.map((atoms) => atoms.join(' ')).join(', '),
        ...exclusions.map((word) => `-${word}`),
      ].join(' ');
      const expectedTotal = await countInSql(alternatives, exclusions);
      for (const app of [testApp.app, uncachedApp]) {
        for (const sort of ['relevance', 'release_date-desc']) {
          for (const page of ['1', '2']) {
            const operated = await search(app, { q: withOperators, sort, page });
            const comma = await search(app, { q: withCommas, sort, page });
            expect(operated, `${withOperators} | ${withCommas} | ${sort} ${page}`).toEqual(comma);
            expect(operated.total, withOperators).toBe(expectedTotal);
          }
        }
      }
    }
  }, 300_000);

  it('NOT excludes: cleaning NOT x is cleaning less the rows holding x', async () => {
    const [first, second] = words;
    const both = (await search(testApp.app, { q: `${first} ${second}` })).total;
    const all = (await search(testApp.app, { q: first! })).total;
    const without = await search(testApp.app, { q: `${first} NOT ${second}` });
    expect(without.total).toBe(all - both);
    for (const result of without.results) {
      expect(`${result.title} ${result.description}`.toLowerCase()).not.toContain(second);
    }
  });
});

describe('word beginnings and a lone star', () => {
  it('counts a word beginning exactly, and highlights the words it began', async () => {
    const prefix = words[0]!.slice(0, 4);
    const body = await search(testApp.app, { q: `${prefix}*` });
    expect(body.total).toBe(await countInSql([[`${prefix}*`]], []));
    expect(body.total).toBeGreaterThan(0);
    const marked = body.results.flatMap((result) =>
      [...(result.match?.title ?? []), ...(result.match?.fragment ?? [])].filter(
        (segment) => segment.is_match,
      ),
    );
    expect(marked.length).toBeGreaterThan(0);
    for (const segment of marked)
      expect(segment.text.toLowerCase()).toMatch(new RegExp(`^${prefix}`));
  });

  it('lists a box of word beginnings newest first under Best Match, and says so', async () => {
    const body = await search(testApp.app, { q: `${words[0]!.slice(0, 4)}*`, sort: 'relevance' });
    expect(body.sort).toBe('release_date-desc');
    expect(body.keyword_notes).toEqual([
      'Best Match ranks whole words; a search of word beginnings only (like constr*) is listed newest first.',
    ]);
  });

  it('lists everything for a lone star, and says what it did', async () => {
    const everything = (await search(testApp.app, {})).total;
    for (const q of ['*', '* ...', 'OR']) {
      // Best Match asked for: with no text left it falls back, as for an empty box, unremarked.
      const body = await search(testApp.app, { q, sort: 'relevance' });
      expect(body.keyword_notes.join(' '), q).not.toMatch(/Best Match/);
      expect(body.total, q).toBe(everything);
      expect(body.keyword_notes.at(-1), q).toBe(
        'With no words left to search for, every opportunity is listed, as for an empty search box.',
      );
    }
    expect((await search(testApp.app, { q: '*' })).keyword_notes[0]).toBe(
      '“*” has no letters or digits to search for, so it was left out.',
    );
  });

  it('says why stop words alone find nothing', async () => {
    const body = await search(testApp.app, { q: 'the' });
    expect(body.total).toBe(0);
    expect(body.keyword_notes[0]).toMatch(/too common to search for/);
  });
});
