import type { SearchResponse } from '@wac/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
let impostorId = '';

// 400 notices holding "gritting" (enough that Best Match walks the rank tokens rather than
// scoring every match), and one newer notice that does not hold it.
beforeAll(async () => {
  testApp = await createTestApp();
  const pool = testApp.database.pool;
  for (let index = 0; index < 400; index += 1) {
    await createOpportunity(pool, {
      title: index % 4 === 0 ? `Gritting of roads ${index}` : `Winter service ${index}`,
      description: `Gritting and salt spreading, route ${index}.`,
      release_date: new Date(Date.UTC(2023, index % 24, 1 + (index % 27))).toISOString(),
    });
  }
  const impostor = await createOpportunity(pool, {
    title: 'Road salt supply',
    description: 'Salt for the depot.',
    release_date: '2025-05-01T00:00:00Z',
  });
  impostorId = String(impostor.id);
  await pool.query('ALTER TABLE opportunity_search SET (autovacuum_enabled = false)');
  await pool.query('ANALYZE opportunity_search');
});
afterAll(async () => {
  await testApp.close();
});

/**
 * Every statement sent while `action` runs, through the pool or a client of it (the walk runs
 * in a transaction on a client), whitespace tidied.
 */
async function recordStatements(action: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  type Query = (...args: unknown[]) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function recorded(this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: string })?.text);
    statements.push(text.replace(/\s+/g, ' ').trim());
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    prototype.query = original;
  }
  return statements;
}

async function bestMatch(): Promise<SearchResponse> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/search/',
    query: { q: 'gritting', sort: 'relevance' },
  });
  expect(response.statusCode).toBe(200);
  return response.json<SearchResponse>();
}

const isWalk = (sql: string) => sql.startsWith('WITH found AS MATERIALIZED');
const isScoring = (sql: string) =>
  sql.includes('FROM opportunity_search s JOIN opportunity_search_rank r');

describe("a walked Best Match page checked by the cards' own read (ADR 0338)", () => {
  it('walks, and reads the page once, with no separate check of its rows', async () => {
    let body: SearchResponse | undefined;
    const statements = await recordStatements(async () => {
      body = await bestMatch();
    });
    expect(statements.some(isWalk)).toBe(true);
    expect(statements.some(isScoring)).toBe(false);
    expect(statements.filter((sql) => sql.includes(') IS NOT TRUE'))).toEqual([]);
    expect(body?.results).toHaveLength(20);
  });

  it('never shows a row whose rank tokens hold a word its text does not, and gives the scored page', async () => {
    const pool = testApp.database.pool;
    const before = await bestMatch();
    const top = before.results[0];
    // The impostor takes the top row's tokens, as a word whose hash another word shares would.
    await pool.query(
      `UPDATE opportunity_search_rank SET rank_tokens =
         (SELECT r.rank_tokens FROM opportunity_search_rank r
            JOIN opportunities o ON o.id = r.opportunity_id WHERE o.wac_id = $1)
        WHERE opportunity_id = $2`,
      [top?.id, impostorId],
    );
    const statements = await recordStatements(async () => {
      const after = await bestMatch();
      expect(after.results.map((result) => result.id)).toEqual(
        before.results.map((result) => result.id),
      );
    });
    // The walk found the impostor; the cards' read left it out, so every match was scored.
    expect(statements.some(isWalk)).toBe(true);
    expect(statements.some(isScoring)).toBe(true);
  });
});
