import { searchResponseSchema } from '@wac/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { registerThroughApi } from '../../../../test/helpers/accounts';
import { buildTestApp, createTestApp, type TestApp } from '../../../../test/helpers/app';
import { recordQueries } from '../../../../test/helpers/query-log';
import { searchPageCacheLookups } from './search-page-cache';

// The result-page cache (ADR 0110): a cached page answers byte for byte what an uncached search
// answers, per caller, and no longer once the data or the clock has moved on.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

let cached: TestApp;
let uncached: FastifyInstance;
const ids: Record<string, string> = {};

beforeAll(async () => {
  cached = await createTestApp({ SEARCH_PAGE_CACHE_MB: '8' });
  uncached = (await buildTestApp(cached.database.pool, { SEARCH_PAGE_CACHE_MB: '0' })).app;
  const rows = {
    soon: { title: 'Harbour dredging soon', tender_deadline_date: inMs(HOUR) },
    later: { title: 'Harbour dredging later', tender_deadline_date: inMs(2 * DAY) },
    open: { title: 'Harbour dredging framework', tender_deadline_date: null },
    closed: { title: 'Harbour dredging closed', tender_deadline_date: inMs(-DAY) },
  };
  for (const [name, row] of Object.entries(rows)) {
    const created = await createOpportunity(cached.database.pool, {
      stage: 'tender',
      description: 'Maintenance dredging of the harbour channel and berths.',
      cpv_codes: ['45241000'],
      region_codes: ['UKK'],
      release_date: '2026-01-10T09:00:00Z',
      tender_value_amount: 100_000,
      ...row,
    });
    ids[name] = created.wac_id;
  }
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await uncached.close();
  await cached.close();
});

async function searchBody(app: FastifyInstance, query: string, headers = {}) {
  const response = await app.inject({ url: `/api/search/?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The cached app's answer, asked twice (the second from the cache), and the uncached one's. */
async function askBoth(query: string, headers = {}) {
  await searchBody(cached.app, query, headers);
  const hitsBefore = searchPageCacheLookups.hits;
  const fromCache = await searchBody(cached.app, query, headers);
  const hits = searchPageCacheLookups.hits - hitsBefore;
  return { fromCache, uncachedBody: await searchBody(uncached, query, headers), hits };
}

describe('result-page cache', () => {
  it.each([
    'keywords=dredging',
    'keywords=harbour%20dredging&sort=value-desc',
    'keywords=dredging&cpv_codes=45241000&region=UKK',
    'keywords=dredging&status=open',
    'keywords=dredging&sort=deadline_date-asc',
    'cpv_codes=452&page=1',
    'keywords=dredging,berths&page=1',
  ])('answers %s from the cache exactly as without it', async (query) => {
    const { fromCache, uncachedBody, hits } = await askBoth(query);
    expect(hits).toBe(1);
    expect(fromCache).toBe(uncachedBody);
  });

  it('applies favourites per caller after the cache, never caching them', async () => {
    const { authHeader } = await registerThroughApi(cached.app);
    await cached.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers: authHeader,
      payload: { opportunity_id: ids.later },
    });
    const query = 'keywords=dredging&sort=value-asc';
    const mine = await askBoth(query, authHeader);
    expect(mine.hits).toBe(1);
    expect(mine.fromCache).toBe(mine.uncachedBody);
    const flagged = searchResponseSchema
      .parse(JSON.parse(mine.fromCache))
      .results.filter((card) => card.is_favourited)
      .map((card) => card.id);
    expect(flagged).toEqual([ids.later]);
    // The same page for an anonymous visitor, now from the cache: no flag of anyone else's.
    const hitsBefore = searchPageCacheLookups.hits;
    const anonymous = searchResponseSchema.parse(JSON.parse(await searchBody(cached.app, query)));
    expect(searchPageCacheLookups.hits - hitsBefore).toBe(1);
    expect(anonymous.results.some((card) => card.is_favourited)).toBe(false);
  });

  it('reads the page again once the data changes (a new release of a notice)', async () => {
    const query = 'keywords=dredging&sort=release_date-desc';
    await askBoth(query);
    await cached.database.pool.query(
      `UPDATE opportunities SET title = 'Harbour dredging renewed', release_date = '2026-02-01'
        WHERE wac_id = $1`,
      [ids.open],
    );
    const missesBefore = searchPageCacheLookups.misses;
    const after = await searchBody(cached.app, query);
    expect(searchPageCacheLookups.misses - missesBefore).toBe(1);
    expect(after).toBe(await searchBody(uncached, query));
    expect(searchResponseSchema.parse(JSON.parse(after)).results[0]?.title).toBe(
      'Harbour dredging renewed',
    );
  });

  it('reads the page again once a deadline it compares with has passed', async () => {
    for (const query of [
      'keywords=dredging&status=open',
      'keywords=dredging&sort=deadline_date-asc',
    ]) {
      const before = await askBoth(query);
      expect(before.fromCache).toBe(before.uncachedBody);
      // Two hours on: "soon" has closed (out of the open ones, behind "later" in deadline order).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * HOUR });
      const missesBefore = searchPageCacheLookups.misses;
      const later = await searchBody(cached.app, query);
      expect(searchPageCacheLookups.misses - missesBefore, query).toBe(1);
      expect(later, query).toBe(await searchBody(uncached, query));
      expect(later, query).not.toBe(before.fromCache);
      vi.useRealTimers();
    }
  });

  it('answers a repeated search with one statement: its page and counts kept per version (ADR 0117)', async () => {
    for (const query of [
      'keywords=dredging&sort=value-desc',
      'keywords=harbour%20dredging&region=UKK',
      'keywords=dredging,berths',
      'cpv_codes=452',
    ]) {
      await searchBody(cached.app, query);
      const statements = await recordQueries(cached.database.pool, () =>
        searchBody(cached.app, query),
      );
      expect(statements, query).toHaveLength(1);
      expect(statements[0], query).toContain('opportunity_search_changes');
    }
  });

  it('counts a new matching notice at once: the kept counts are of the old version', async () => {
    const query = 'keywords=dredging&region=UKK';
    const total = async (app: FastifyInstance) =>
      searchResponseSchema.parse(JSON.parse(await searchBody(app, query))).total;
    const before = await total(cached.app);
    await total(cached.app);
    await createOpportunity(cached.database.pool, {
      stage: 'tender',
      title: 'Harbour dredging extra',
      region_codes: ['UKK'],
      release_date: '2026-01-11T09:00:00Z',
    });
    expect(await total(cached.app)).toBe(before + 1);
    expect(await searchBody(cached.app, query)).toBe(await searchBody(uncached, query));
  });

  it('counts a search new to every cache in one statement, no snapshot transaction (ADR 0117)', async () => {
    const query = 'keywords=berths&cpv_codes=45241000&value_from=50000';
    const statements = await recordQueries(cached.database.pool, () =>
      searchBody(cached.app, query),
    );
    expect(statements.filter((sql) => sql.includes('REPEATABLE READ'))).toEqual([]);
    expect(statements.filter((sql) => sql.startsWith('WITH data AS'))).toHaveLength(1);
    expect(await searchBody(cached.app, query)).toBe(await searchBody(uncached, query));
  });
});
