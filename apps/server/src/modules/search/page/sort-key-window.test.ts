import { SEARCH_PAGE_SIZE, type SearchSort, searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import {
  commonTitleWords,
  randomCut as randomCutOf,
  readPageRowsJson,
  seedTiedSearchData,
  TIED_ROWS,
  windowOf,
} from '../../../../test/helpers/tied-search-data';
import { seededRandom } from '../../../shared/seeded-random';
import { prepareSearch, summariseMatches } from '../search.service';
import type { PageStrategy } from './search-order';
import { buildSearchPageStatement } from './search-page.repository';
import { sortKeyDistributions } from './sort-key-distribution';
import { chooseSortKeyWindow, type SortKeyWindow } from './sort-key-window';

/**
 * Sort-key windows (ADR 0122) give exactly the page the statement without one gives, whatever
 * the cut: random words, filters, sorts, offsets and cuts over sample data whose sort keys have
 * many ties and NULLs, on a real Postgres.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedTiedSearchData(database.pool, { seed: 7, releaseDateTies: true });
}, 120_000);
afterAll(async () => {
  await database.close();
});

const SORTS: SearchSort[] = ['release_date-desc', 'release_date-asc', 'value-desc', 'value-asc'];
const FILTERS = ['', 'region=UKI', 'category=services', 'stage=award', 'value_from=50000'];

const commonWords = () => commonTitleWords(database.pool);
const randomCut = (sort: SearchSort, random: () => number) =>
  randomCutOf(database.pool, sort, random);

/** The page's rows, exactly as the page cache would keep them, read with or without a window. */
function readPage(
  prepared: Awaited<ReturnType<typeof prepareSearch>>,
  options: { sort: SearchSort; offset: number; strategy: PageStrategy },
  window: SortKeyWindow | null,
): Promise<string> {
  const statement = buildSearchPageStatement(prepared.conditions, {
    sort: options.sort,
    strategy: window ? 'sort' : options.strategy,
    limit: SEARCH_PAGE_SIZE,
    offset: options.offset,
    now: prepared.now,
    criteria: { cpv: [], regions: [] },
    window,
  });
  return readPageRowsJson(database.pool, statement, {
    walks: !window && options.strategy === 'walk',
  });
}

describe('sort-key windows', () => {
  it('give the same page as no window for random words, filters, sorts, offsets and cuts', async () => {
    const random = seededRandom(122);
    const words = await commonWords();
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    let fullFromWindow = 0;
    let fellBack = 0;
    for (let trial = 0; trial < 60; trial += 1) {
      const sort = pick(SORTS);
      const filter = pick(FILTERS);
      const keyword = random() < 0.2 ? `${pick(words)} ${pick(words)}` : pick(words);
      const query = searchQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`q=${encodeURIComponent(keyword)}&${filter}`)),
      );
      const prepared = await prepareSearch(database.pool, query);
      const { total } = await summariseMatches(
        { db: database.pool, isCountCacheEnabled: false },
        prepared,
      );
      const offset = SEARCH_PAGE_SIZE * Math.floor(random() * 4);
      const cuts = [await randomCut(sort, random), await randomCut(sort, random)];
      const window = windowOf(sort, random() < 0.3 ? cuts.slice(0, 1) : cuts);
      const context = `${keyword} ${filter} ${sort} offset ${offset} cuts ${cuts}`;
      const unwindowed = await readPage(prepared, { sort, offset, strategy: 'sort' }, null);
      expect(await readPage(prepared, { sort, offset, strategy: 'walk' }, null), context).toBe(
        unwindowed,
      );
      expect(await readPage(prepared, { sort, offset, strategy: 'sort' }, window), context).toBe(
        unwindowed,
      );
      const { rows } = await database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM opportunity_search s
          WHERE ${prepared.conditions.where} AND ${window.column} ${window.comparison} $${prepared.conditions.params.values.length + 1}::${window.type}`,
        [...prepared.conditions.params.values, cuts[0]],
      );
      if ((rows[0]?.n ?? 0) >= offset + SEARCH_PAGE_SIZE) fullFromWindow += 1;
      else if (total > offset) fellBack += 1;
    }
    // Both ways of answering were exercised: a full page from the first window, and falling back.
    expect(fullFromWindow).toBeGreaterThan(5);
    expect(fellBack).toBeGreaterThan(5);
  }, 120_000);

  it('are sized from the planner figures and still give the same page', async () => {
    const distributions = await sortKeyDistributions(database.pool);
    expect(distributions.get('release_date')?.nullFraction).toBeGreaterThan(0.05);
    const words = await commonWords();
    let windowed = 0;
    for (const [index, word] of words.slice(0, 12).entries()) {
      const sort = SORTS[index % SORTS.length] as SearchSort;
      const query = searchQuerySchema.parse({ q: word, sort });
      const prepared = await prepareSearch(database.pool, query);
      const { total } = await summariseMatches(
        { db: database.pool, isCountCacheEnabled: false },
        prepared,
      );
      const window = chooseSortKeyWindow({
        sort,
        filters: prepared.filters,
        hasTextKeyword: true,
        readsClock: false,
        total,
        searchableRows: TIED_ROWS,
        offset: 0,
        limit: SEARCH_PAGE_SIZE,
        unwindowedCost: Number.POSITIVE_INFINITY,
        distributions,
      });
      if (!window) continue;
      windowed += 1;
      expect(await readPage(prepared, { sort, offset: 0, strategy: 'sort' }, window), word).toBe(
        await readPage(prepared, { sort, offset: 0, strategy: 'sort' }, null),
      );
    }
    expect(windowed).toBeGreaterThan(3);
  }, 60_000);

  it('leave the deadline sort as it was: each part read only when the parts before fall short', async () => {
    const random = seededRandom(2026);
    const words = await commonWords();
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    for (let trial = 0; trial < 30; trial += 1) {
      const filter = pick([...FILTERS, 'status=open', 'status=closed']);
      const query = searchQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(`q=${pick(words)}&${filter}`)),
      );
      const prepared = await prepareSearch(database.pool, query);
      const offset = SEARCH_PAGE_SIZE * Math.floor(random() * 4);
      const { rows: matches } = await database.pool.query<{
        id: string;
        deadline: Date | null;
        release: Date | null;
      }>(
        `SELECT s.opportunity_id::text AS id, s.tender_deadline_date AS deadline,
                s.release_date AS release FROM opportunity_search s WHERE ${prepared.conditions.where}`,
        prepared.conditions.params.values,
      );
      // The order as ADR 0080's deadline sort defines it, worked out apart from any statement.
      const now = prepared.now.getTime();
      const part = (row: (typeof matches)[number]) =>
        row.deadline === null ? 3 : row.deadline.getTime() > now ? 1 : 2;
      const time = (date: Date | null) => date?.getTime() ?? Number.NEGATIVE_INFINITY;
      const byId = (a: string, b: string) =>
        BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0;
      matches.sort((a, b) => {
        if (part(a) !== part(b)) return part(a) - part(b);
        if (part(a) === 1) return time(a.deadline) - time(b.deadline) || byId(a.id, b.id);
        if (part(a) === 2) return time(b.deadline) - time(a.deadline) || byId(b.id, a.id);
        return time(b.release) - time(a.release) || byId(b.id, a.id);
      });
      const expected = matches.slice(offset, offset + SEARCH_PAGE_SIZE).map((row) => row.id);
      for (const strategy of ['sort', 'walk'] as const) {
        const page = JSON.parse(
          await readPage(prepared, { sort: 'deadline_date-asc', offset, strategy }, null),
        ) as { internal_id: string }[];
        expect(
          page.map((row) => row.internal_id),
          `${filter} ${strategy} ${offset}`,
        ).toEqual(expected);
      }
    }
  }, 60_000);
});
