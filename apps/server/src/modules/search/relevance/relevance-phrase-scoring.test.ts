import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import type { Queryable } from '../../../db/pool';
import { resolveKeywordTsquery } from '../match/keyword-resolution';
import { toSearchFilters } from '../match/search-filters';
import { buildSearchConditions } from '../search-conditions';
import { scoreEveryMatch } from './relevance.repository';
import { buildRankPlan } from './relevance-plan';
import { OPEN_BOOST, recencyScore } from './relevance-score';

let testApp: TestApp;
const NOW = new Date(Date.UTC(2025, 5, 1));

// "street lighting" as a phrase, the two words apart, and "school" alone: rows that match the
// phrase, rows that hold both words but not the phrase, and rows of another alternative.
beforeAll(async () => {
  testApp = await createTestApp();
  const texts = [
    'Street lighting maintenance',
    'Lighting for the street market',
    'School street lighting upgrade',
    'School catering',
    'Street lighting and street works',
  ];
  for (let index = 0; index < 20; index += 1) {
    await createOpportunity(testApp.database.pool, {
      title: `${texts[index % texts.length]} ${index}`,
      description: index % 2 === 0 ? 'Lighting of the street by night.' : 'Works.',
      release_date: new Date(Date.UTC(2024, index % 12, 1 + index)).toISOString(),
    });
  }
});
afterAll(async () => {
  await testApp.close();
});

/**
 * The scoring statement's plan (EXPLAIN VERBOSE) and its page: the plan says which columns each
 * node reads, so a score that checks the phrase again shows `search_vector` in the scan's output.
 */
async function scoreWithPlan(q: string) {
  const pool = testApp.database.pool;
  const filters = toSearchFilters(searchQuerySchema.parse({ q }));
  const resolved = await resolveKeywordTsquery(pool, filters);
  const conditions = buildSearchConditions(filters, { resolved: resolved ?? undefined, now: NOW });
  const plan = await buildRankPlan(pool, filters.keywords, resolved?.exclusion ?? null);
  const options = { plan, conditions, offset: 0, limit: 20, now: NOW };
  let explained = '';
  const explaining: Queryable = {
    query: (async (text: string, values?: unknown[]) => {
      const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (VERBOSE, COSTS OFF) ${text}`,
        values,
      );
      explained = rows.map((row) => row['QUERY PLAN']).join('\n');
      return { rows: [] };
    }) as Queryable['query'],
  };
  await scoreEveryMatch(explaining, options);
  const rows = await scoreEveryMatch(pool, options);
  const { rows: matches } = await pool.query<{ id: string }>(
    `SELECT s.opportunity_id::text AS id FROM opportunity_search s WHERE ${conditions.where}`,
    conditions.params.values,
  );
  return { explained, rows, matches: matches.map((row) => row.id).sort() };
}

/** The plan's outputs but the scan of the search copy's own (a scan may list every column). */
function aboveTheScan(explained: string): string {
  const lines = explained.split('\n');
  return lines
    .filter(
      (line, index) =>
        line.includes('Output:') && !/Scan on .*opportunity_search s$/.test(lines[index - 1] ?? ''),
    )
    .join('\n');
}

describe('Best Match scoring of a phrase (ADR 0304)', () => {
  it("scores a lone phrase's matches without reading their search vectors, every match ranked", async () => {
    const { explained, rows, matches } = await scoreWithPlan('"street lighting"');
    expect(matches.length).toBeGreaterThan(0);
    // The words index finds the phrase by its pair lexeme; the score reads no vector.
    expect(explained).toContain("'street 1 light'");
    expect(explained).not.toContain("search_vector @@ ''street'' <->");
    expect(aboveTheScan(explained)).not.toContain('search_vector');
    expect(aboveTheScan(explained)).toContain('rank_tokens');
    // Every row the search matches is ranked with its words' part, beyond recency and open.
    expect(rows.map((row) => row.id).sort()).toEqual(matches);
    for (const row of rows) {
      expect(row.score - recencyScore(row.releasedMs) - OPEN_BOOST).toBeGreaterThan(0);
    }
  });

  it('keeps checking the phrase when another alternative may be what a row matched', async () => {
    const { explained, rows, matches } = await scoreWithPlan('"street lighting", school');
    expect(aboveTheScan(explained)).toMatch(/search_vector @@ '''street'' <-> ''light'''::tsquery/);
    expect(rows.map((row) => row.id).sort()).toEqual(matches);
  });
});
