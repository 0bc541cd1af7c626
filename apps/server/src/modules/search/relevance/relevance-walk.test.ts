import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { resolveKeywordTsquery } from '../match/keyword-resolution';
import { type SearchFilters, toSearchFilters } from '../match/search-filters';
import { buildSearchConditions } from '../search-conditions';
import {
  MULTI_WORD_WALK_SHARE,
  WALK_CELL_US,
  WALK_FIXED_US,
  WALK_STATEMENT_US,
  walkCostUs,
} from './relevance-cost';
import { monthOf } from './relevance-months';
import { buildRankPlan, type RankAlternative } from './relevance-plan';
import { chooseRankStrategy, type RankStrategy, rankPage } from './relevance-ranking';
import { walkRankTokens } from './relevance-walk';

let testApp: TestApp;
const NOW = new Date(Date.UTC(2025, 5, 1));

// 240 rows in which "bridge" (and "inspection") sit in different fields, with titles and
// descriptions of different lengths, over four years of release months, some open for bids.
beforeAll(async () => {
  testApp = await createTestApp();
  const pool = testApp.database.pool;
  const fillers = ['road', 'lighting', 'school', 'waste', 'cleaning', 'survey'];
  for (let index = 0; index < 240; index += 1) {
    const filler = fillers[index % fillers.length]!;
    const inTitle = index % 3 === 0;
    const longTitle = index % 5 === 0 ? ' works for the northern district council area' : '';
    await createOpportunity(pool, {
      title: inTitle
        ? `Bridge ${filler} contract ${index}${longTitle}`
        : `${filler} contract ${index}`,
      description:
        index % 4 === 0
          ? `Inspection of the bridge and ${filler}. `.repeat(1 + (index % 3))
          : `Works on ${filler}${index % 7 === 0 ? ' near a bridge' : ''}.`,
      buyer_name: index % 11 === 0 ? 'Bridge District Council' : 'Test Council',
      release_date: new Date(Date.UTC(2021, (index * 7) % 48, 1 + (index % 27))).toISOString(),
      tender_deadline_date: index % 6 === 0 ? '2025-09-01T00:00:00Z' : '2024-01-01T00:00:00Z',
      region_codes: [index % 2 === 0 ? 'UKN' : 'UKM'],
    });
  }
  // A word without a running count takes its rarity from the planner's statistics
  // (relevance-plan.ts). Autovacuum analysing the table between the walk's and the scoring's
  // plan would change those scores under a busy machine; the comparison needs one set of them.
  await pool.query('ALTER TABLE opportunity_search SET (autovacuum_enabled = false)');
  await pool.query('ANALYZE opportunity_search');
});
afterAll(async () => {
  await testApp.close();
});

async function rankWith(
  query: Record<string, string>,
  options: { strategy?: RankStrategy; page?: number; total?: number },
) {
  const page = options.page ?? 1;
  const pool = testApp.database.pool;
  const filters = toSearchFilters(searchQuerySchema.parse(query));
  const resolved = await resolveKeywordTsquery(pool, filters);
  const conditionsFor = (variant: SearchFilters) =>
    buildSearchConditions(variant, { resolved: resolved ?? undefined, now: NOW });
  const conditions = conditionsFor(filters);
  const { rows } = await pool.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM opportunity_search s WHERE ${conditions.where}`,
    conditions.params.values,
  );
  const search = {
    filters,
    exclusion: resolved?.exclusion ?? null,
    conditions,
    conditionsFor,
    now: NOW,
  };
  const ranked = await rankPage(pool, search, {
    offset: (page - 1) * 20,
    limit: 20,
    total: options.total ?? rows[0]!.total,
    strategy: options.strategy,
  });
  if (ranked === null) throw new Error(`${options.strategy} gave no page`);
  return {
    rows: ranked.rows.map((row) => `${row.id}:${row.score.toFixed(9)}`),
    strategy: ranked.strategy,
    walkOverBudget: ranked.walkOverBudget ?? false,
  };
}

async function rank(query: Record<string, string>, strategy: RankStrategy, page = 1) {
  return (await rankWith(query, { strategy, page })).rows;
}

describe('Best Match walk over the rank tokens', () => {
  it.each([
    [{ q: 'bridge' }, 1],
    [{ q: 'bridge' }, 2],
    [{ q: 'bridge', region: 'UKN' }, 1],
    [{ q: 'bridge', status: 'open' }, 1],
    [{ q: 'bridge -lighting' }, 1],
    [{ q: 'inspection, school' }, 1],
    [{ q: 'bridge inspection' }, 1],
    [{ q: '"bridge road"' }, 1],
    [{ q: '"inspection of the bridge"' }, 1],
    [{ q: 'bridge inspection' }, 2],
    [{ q: 'bridge inspection', region: 'UKN' }, 1],
    [{ q: 'bridge contract works' }, 1],
    [{ q: 'bridge contract council district' }, 1],
    [{ q: 'bridge inspection, school works' }, 1],
    [{ q: '"bridge road", school' }, 1],
    [{ q: 'bridge contract -lighting' }, 1],
    // Word beginnings (issue 28) filter the candidates; they add nothing to the score.
    [{ q: 'bridge insp*' }, 1],
    [{ q: 'bridge -light*' }, 1],
    [{ q: 'bridge OR school AND works NOT lighting' }, 1],
  ])('ranks %o (page %i) exactly as scoring every match does', async (query, page) => {
    const walked = await rank(query, 'walk tokens', page);
    const scored = await rank(query, 'score every match', page);
    expect(scored.length).toBeGreaterThan(0);
    expect(walked).toEqual(scored);
  });

  it('walks tokens for many matches of any words; ts_rank only with a WAC ID or CPV code typed', () => {
    const word = (lexemes: string[], phraseQuery: string | null = null): RankAlternative => ({
      lexemes,
      hashes: lexemes.map(() => '0'),
      idfs: lexemes.map(() => 1),
      phraseQuery,
    });
    const plan = (alternatives: RankAlternative[], hasOtherAlternatives = false) => ({
      alternatives,
      hasOtherAlternatives,
      exclusion: null,
    });
    // One alternative: 25 us a match against a walk's 5.5 ms up to its first statement.
    expect(chooseRankStrategy(plan([word(['mainten'])]), 220)).toBe('score every match');
    expect(chooseRankStrategy(plan([word(['mainten'])]), 221)).toBe('walk tokens');
    // Two alternatives: each match costs a second levels call.
    expect(chooseRankStrategy(plan([word(['clean']), word(['cater'])]), 157)).toBe(
      'score every match',
    );
    expect(chooseRankStrategy(plan([word(['clean']), word(['cater'])]), 158)).toBe('walk tokens');
    expect(
      chooseRankStrategy(plan([word(['social', 'valu'], "'social' <-> 'valu'")]), 90_000),
    ).toBe('walk tokens');
    expect(chooseRankStrategy(plan([word(['road', 'repair'])]), 3_169)).toBe('walk tokens');
    // Several words: a walk without a page may spend a quarter of scoring's cost (ADR 0252);
    // below 882 matches that does not pay for its first statement, so it is not started (ADR
    // 0303). One word keeps its whole budget.
    expect(chooseRankStrategy(plan([word(['monitor', 'oper'])]), 881)).toBe('score every match');
    expect(chooseRankStrategy(plan([word(['monitor', 'oper'])]), 882)).toBe('walk tokens');
    expect(
      chooseRankStrategy(plan([word(['corpor', 'govern'], "'corpor' <-> 'govern'")]), 646),
    ).toBe('score every match');
    expect(chooseRankStrategy(plan([word(['mainten'])]), 300)).toBe('walk tokens');
    expect(chooseRankStrategy(plan([word(['softwar'])], true), 5_000)).toBe('score every match');
    expect(chooseRankStrategy(plan([word(['softwar'])], true), 5_001)).toBe('text rank');
  });

  it('scores every match when the walk costs more than that would, with the same page', async () => {
    // "bridge inspection" in the north only: the walk probes the cells of both words in every
    // month for few matches. Told of 1,000 matches, it may spend a quarter of what scoring
    // 1,000 costs (6.25 ms) until it has a page (ADR 0252). Told of 300 it does not start: a
    // quarter of 7.5 ms is less than a walk's first statement costs (ADR 0303).
    const query = { q: 'bridge inspection', region: 'UKN', status: 'open' };
    const scored = await rank(query, 'score every match');
    expect(scored.length).toBeGreaterThan(0);
    const unwalked = await rankWith(query, { total: 300 });
    expect(unwalked.strategy).toBe('score every match');
    expect(unwalked.walkOverBudget).toBe(false);
    expect(unwalked.rows).toEqual(scored);
    const chosen = await rankWith(query, { total: 1_000 });
    expect(chosen.strategy).toBe('score every match');
    expect(chosen.walkOverBudget).toBe(true);
    expect(chosen.rows).toEqual(scored);
    // With the budget of many matches the same walk runs to its end.
    const walked = await rankWith(query, { total: 90_000 });
    expect(walked.strategy).toBe('walk tokens');
    expect(walked.walkOverBudget).toBe(false);
    expect(walked.rows).toEqual(scored);
  });

  it('stops a walk before a batch would take it past its budget', async () => {
    const pool = testApp.database.pool;
    // One word: its walk may spend its whole budget (several words without a page, a quarter).
    const filters = toSearchFilters(searchQuerySchema.parse({ q: 'bridge' }));
    const resolved = await resolveKeywordTsquery(pool, filters);
    const plan = await buildRankPlan(pool, filters.keywords, resolved?.exclusion ?? null);
    const conditions = buildSearchConditions(
      { ...filters, keywords: undefined },
      { resolved: resolved ?? undefined, now: NOW },
    );
    const walk = (budgetUs?: number) =>
      walkRankTokens(pool, { plan, filters: conditions, need: 20, now: NOW, budgetUs });
    const free = await walk();
    expect(free.overBudget).toBe(false);
    expect(free.rows.length).toBeGreaterThan(0);
    const spent = walkCostUs({ cells: free.cells, rowsRead: free.rowsRead, statements: 1 });
    // Enough for one statement of three cells: the first batch (four cells) is trimmed to three.
    const budget = WALK_FIXED_US + WALK_STATEMENT_US + 3 * WALK_CELL_US;
    expect(spent).toBeGreaterThan(budget);
    const stopped = await walk(budget);
    expect(stopped.overBudget).toBe(true);
    expect(stopped.cells).toBe(3);
  });

  it('gives up a walk of several words with no page of rows at a quarter of its budget', async () => {
    // "road" and "lighting" are never in one row: every cell is empty. With a budget of 100 ms
    // (about 9,000 cells) the walk stops once it has spent 25 ms without a page (ADR 0252).
    const pool = testApp.database.pool;
    const filters = toSearchFilters(searchQuerySchema.parse({ q: 'road lighting' }));
    const resolved = await resolveKeywordTsquery(pool, filters);
    const plan = await buildRankPlan(pool, filters.keywords, resolved?.exclusion ?? null);
    const conditions = buildSearchConditions(
      { ...filters, keywords: undefined },
      { resolved: resolved ?? undefined, now: NOW },
    );
    const budget = 100_000;
    const stopped = await walkRankTokens(pool, {
      plan,
      filters: conditions,
      need: 20,
      now: NOW,
      budgetUs: budget,
    });
    expect(stopped.overBudget).toBe(true);
    expect(stopped.rows).toEqual([]);
    expect(stopped.cells).toBeGreaterThan(0);
    expect(WALK_FIXED_US + stopped.cells * WALK_CELL_US).toBeLessThanOrEqual(
      budget * MULTI_WORD_WALK_SHARE,
    );
  });

  it('numbers release months as the SQL tokens do', async () => {
    const instants = ['1989-12-31T23:00:00Z', '1990-01-01T00:00:00Z', '2024-02-29T23:59:59Z'];
    const { rows } = await testApp.database.pool.query<{ month: number }>(
      'SELECT search_rank_month(d) AS month FROM unnest($1::timestamptz[]) AS d',
      [instants],
    );
    expect(rows.map((row) => row.month)).toEqual(
      instants.map((instant) => monthOf(Date.parse(instant))),
    );
  });

  it('keeps the tokens in step with edits to the search copy', async () => {
    const pool = testApp.database.pool;
    const created = await createOpportunity(pool, {
      title: 'Quokka enclosure',
      release_date: null,
    });
    const before = await rank({ q: 'quokka' }, 'walk tokens');
    expect(before).toHaveLength(1);
    await pool.query("UPDATE opportunities SET title = 'Wombat enclosure' WHERE id = $1", [
      created.id,
    ]);
    expect(await rank({ q: 'quokka' }, 'walk tokens')).toEqual([]);
    expect(await rank({ q: 'wombat' }, 'walk tokens')).toHaveLength(1);
  });
});
