import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Pool } from '../../db/pool';

// ADR 0301: a fresh search's count is stored in the count cache beside the page's statement, not
// before it, and the request answers only once the store is done (whoever reads the cache after
// the answer finds the entry).

const HOLD_MS = 1500;
const isStore = (config: unknown) =>
  typeof config === 'string' && config.trimStart().startsWith('INSERT INTO search_count_cache');

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '8' });
  await createOpportunity(testApp.database.pool, { title: 'Lighthouse lantern repairs' });
});
afterAll(async () => {
  await testApp.close();
});

/**
 * Holds the store's answer until the pool is asked for anything else (or HOLD_MS pass); tells
 * whether other work of the request began while the store was in flight, and whether the
 * response came after the store was answered.
 */
async function askHoldingTheStore(pool: Pool, url: string) {
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  let isStoreInFlight = false;
  let wasOtherWorkBeside = false;
  let storeAnsweredAt = 0;
  let releaseStore: () => void = () => undefined;
  pool.query = (async (config: unknown, ...rest: unknown[]) => {
    if (!isStore(config)) {
      if (isStoreInFlight) {
        wasOtherWorkBeside = true;
        releaseStore();
      }
      return original(config, ...rest);
    }
    isStoreInFlight = true;
    const answer = await original(config, ...rest);
    await new Promise<void>((resolve) => {
      releaseStore = resolve;
      if (wasOtherWorkBeside) resolve();
      setTimeout(resolve, HOLD_MS);
    });
    isStoreInFlight = false;
    storeAnsweredAt = performance.now();
    return answer;
  }) as Pool['query'];
  try {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return { wasOtherWorkBeside, storeAnsweredAt, respondedAt: performance.now() };
  } finally {
    pool.query = original as Pool['query'];
  }
}

describe("a fresh search's count cache store", () => {
  it.each(['q=lantern&sort=release_date-desc', 'q=lighthouse&sort=relevance'])(
    'runs beside the page and is done before the answer (%s)',
    async (query) => {
      const pool = testApp.database.pool;
      const { rows: before } = await pool.query(
        'SELECT count(*)::int AS n FROM search_count_cache',
      );
      const asked = await askHoldingTheStore(pool, `/api/search/?${query}`);
      expect(asked.wasOtherWorkBeside).toBe(true);
      expect(asked.storeAnsweredAt).toBeGreaterThan(0);
      expect(asked.storeAnsweredAt).toBeLessThanOrEqual(asked.respondedAt);
      const { rows: after } = await pool.query('SELECT count(*)::int AS n FROM search_count_cache');
      expect(after[0].n).toBe(before[0].n + 1);
    },
  );
});
