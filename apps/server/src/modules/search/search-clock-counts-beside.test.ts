import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Pool } from '../../db/pool';

// A search that reads the clock (a status, a deadline window) is not kept in the counts memo, so
// it has nothing to gain from reading the page cache's state first: its counts start beside that
// statement instead of after it (ADR 0124; status=open waited one round trip longer, ADR 0117).
// A clock-free search still reads the state first (the memo finds its counts by that version).

// The page cache's state (readPageCacheState), told by its text: its name is derived from it.
const isStateStatement = (config: unknown) =>
  /^SELECT \(SELECT greatest\(reltuples, 0\)::bigint FROM pg_class/.test(
    String((config as { text?: string })?.text ?? ''),
  );
const HOLD_MS = 1500;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '8' });
  await createOpportunity(testApp.database.pool, {
    title: 'Harbour dredging',
    stage: 'tender',
    tender_deadline_date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  });
});
afterAll(async () => {
  await testApp.close();
});

/**
 * Holds the state statement's answer until the pool is asked for anything else (or HOLD_MS pass)
 * and tells whether it was: whether the request's other work began while the state was in flight.
 */
async function workBesideState(pool: Pool, url: string): Promise<boolean> {
  const original = { query: pool.query.bind(pool), connect: pool.connect.bind(pool) };
  let isStateInFlight = false;
  let wasOtherWorkBeside = false;
  let releaseState: () => void = () => undefined;
  const noteOtherWork = () => {
    if (!isStateInFlight) return;
    wasOtherWorkBeside = true;
    releaseState();
  };
  // pg's pool.query takes its connection through pool.connect: not other work of the request.
  let isInsideQuery = false;
  const query = original.query as (...args: unknown[]) => Promise<unknown>;
  const runQuery = (...args: unknown[]) => {
    isInsideQuery = true;
    try {
      return query(...args);
    } finally {
      isInsideQuery = false;
    }
  };
  pool.query = (async (config: unknown, ...rest: unknown[]) => {
    if (!isStateStatement(config)) {
      noteOtherWork();
      return runQuery(config, ...rest);
    }
    isStateInFlight = true;
    const answer = await runQuery(config);
    await new Promise<void>((resolve) => {
      releaseState = resolve;
      if (wasOtherWorkBeside) resolve();
      setTimeout(resolve, HOLD_MS);
    });
    isStateInFlight = false;
    return answer;
  }) as Pool['query'];
  pool.connect = ((...args: unknown[]) => {
    if (!isInsideQuery) noteOtherWork();
    return (original.connect as (...args: unknown[]) => unknown)(...args);
  }) as Pool['connect'];
  try {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
  } finally {
    pool.query = original.query as Pool['query'];
    pool.connect = original.connect as Pool['connect'];
  }
  return wasOtherWorkBeside;
}

describe('the counts of a search that reads the clock', () => {
  it.each(['status=open', 'q=harbour&status=closed', 'q=dredging&deadline_filter=7D'])(
    'start beside the page cache state (%s)',
    async (query) => {
      expect(await workBesideState(testApp.database.pool, `/api/search/?${query}`)).toBe(true);
    },
  );

  it('wait for the state when the counts memo may answer (a clock-free search)', async () => {
    expect(await workBesideState(testApp.database.pool, '/api/search/?q=harbour')).toBe(false);
  });
});
