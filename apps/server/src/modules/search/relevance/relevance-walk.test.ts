import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { resolveKeywordTsquery } from '../search.repository';
import { buildSearchConditions } from '../search-conditions';
import { type SearchFilters, toSearchFilters } from '../search-filters';
import { monthOf } from './relevance-months';
import type { RankAlternative } from './relevance-plan';
import { chooseRankStrategy, type RankStrategy, rankPage } from './relevance-ranking';

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
});
afterAll(async () => {
  await testApp.close();
});

async function rank(query: Record<string, string>, strategy: RankStrategy, page = 1) {
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
    total: rows[0]!.total,
    strategy,
  });
  if (ranked === null) throw new Error(`${strategy} gave no page`);
  return ranked.rows.map((row) => `${row.id}:${row.score.toFixed(9)}`);
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
    [{ q: 'bridge contract -lighting' }, 1],
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
      driver: 0,
      phraseQuery,
    });
    const plan = (alternatives: RankAlternative[], hasOtherAlternatives = false) => ({
      alternatives,
      hasOtherAlternatives,
      exclusion: null,
    });
    expect(chooseRankStrategy(plan([word(['mainten'])]), 5_000)).toBe('score every match');
    expect(chooseRankStrategy(plan([word(['mainten'])]), 5_001)).toBe('walk tokens');
    expect(chooseRankStrategy(plan([word(['clean']), word(['cater'])]), 90_000)).toBe(
      'walk tokens',
    );
    expect(
      chooseRankStrategy(plan([word(['social', 'valu'], "'social' <-> 'valu'")]), 90_000),
    ).toBe('walk tokens');
    expect(chooseRankStrategy(plan([word(['road', 'repair'])]), 90_000)).toBe('walk tokens');
    expect(chooseRankStrategy(plan([word(['softwar'])], true), 90_000)).toBe('text rank');
    expect(chooseRankStrategy(plan([word(['softwar'])], true), 300)).toBe('score every match');
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
