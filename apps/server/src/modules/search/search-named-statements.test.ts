import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { buildTestApp } from '../../../test/helpers/app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { MAX_NAMED_TEXTS, namedTextCount } from '../../db/named-statements';
import { createPool, type Pool } from '../../db/pool';

// A search's fixed-shape statements sent named (ADR 0369): the same answers as unnamed ones,
// on generic plans too, and a bounded set of names however many different searches are asked.

let database: TestDatabase;
let namedPool: Pool;
let unnamedPool: Pool;
let named: FastifyInstance;
let unnamed: FastifyInstance;

// No page cache and no count cache: every request runs its statements.
const env = { SEARCH_PAGE_CACHE_MB: '0', SEARCH_COUNT_CACHE: 'false' };

const RARE_WORDS = ['wetsuits', 'gabions', 'culverts', 'hydroseeding', 'lampposts', 'bollards'];

beforeAll(async () => {
  database = await createTestDatabase();
  // One connection each: every named statement runs again and again on the same backend.
  namedPool = createPool(database.connectionString, 1);
  unnamedPool = createPool(database.connectionString, 1, { namedStatements: false });
  named = (await buildTestApp(namedPool, env)).app;
  unnamed = (await buildTestApp(unnamedPool, env)).app;
  for (let index = 0; index < 45; index += 1) {
    const word = RARE_WORDS[index % RARE_WORDS.length];
    await createOpportunity(database.pool, {
      stage: index % 3 === 0 ? 'award' : 'tender',
      title: `Harbour ${word} supply lot ${index}`,
      description: `Supply and fitting of ${word} along the harbour wall, lot ${index}.`,
      region_codes: [index % 2 === 0 ? 'UKK' : 'UKL'],
      release_date: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
      tender_value_amount: 1_000 * (index + 1),
    });
  }
  // Generic plans from the first run on (PostgreSQL's own choice would wait for the sixth).
  await namedPool.query('SET plan_cache_mode = force_generic_plan');
});

afterAll(async () => {
  await named.close();
  await unnamed.close();
  await namedPool.end();
  await unnamedPool.end();
  await database.close();
});

async function body(app: FastifyInstance, query: string): Promise<unknown> {
  const response = await app.inject({ url: `/api/search/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function preparedOnNamedConnection(): Promise<
  { name: string; generic_plans: number; custom_plans: number }[]
> {
  const { rows } = await namedPool.query<{
    name: string;
    generic_plans: number;
    custom_plans: number;
  }>(
    `SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements
      WHERE name LIKE 'wac\\_%' ORDER BY name`,
  );
  return rows;
}

describe('named statements', () => {
  it('answer as unnamed ones over more than five runs, on generic plans', async () => {
    const queries = [
      'q=wetsuits',
      'q=wetsuits&sort=relevance',
      'q=harbour&page=2',
      'q=harbour&sort=relevance&page=2',
      'q=gabions&region=UKK',
      'q=culverts&status=open&sort=relevance',
    ];
    for (let run = 0; run < 7; run += 1) {
      for (const query of queries) {
        const [fromNamed, fromUnnamed] = [await body(named, query), await body(unnamed, query)];
        expect(fromNamed, `${query}, run ${run + 1}`).toEqual(fromUnnamed);
      }
    }
    expect((await body(named, 'q=harbour&page=2')) as { results: unknown[] }).toMatchObject({
      results: expect.arrayContaining([expect.anything()]),
    });
    const prepared = await preparedOnNamedConnection();
    // The state, the running counts' probe, the keyword's parts, the rank words, the cards.
    expect(prepared.length).toBeGreaterThanOrEqual(5);
    expect(
      prepared.every((statement) => statement.generic_plans + statement.custom_plans > 0),
    ).toBe(true);
    expect(prepared.some((statement) => statement.generic_plans > 5)).toBe(true);
    const { rows } = await unnamedPool.query(
      `SELECT count(*)::int AS prepared FROM pg_prepared_statements`,
    );
    expect(rows[0]).toEqual({ prepared: 0 });
  });

  it('keeps the set of names fixed however many different searches are asked', async () => {
    const shapes = (word: string) => [
      `q=${word}`,
      `q=${word}&sort=relevance`,
      `q=${word}&page=2`,
      `q=${word}&region=UKL`,
    ];
    // Each path once: the words with matches, and two words no notice holds together.
    for (const word of [...RARE_WORDS, 'nowhere%20wetsuits'])
      for (const query of shapes(word)) await body(named, query);
    const before = (await preparedOnNamedConnection()).map((statement) => statement.name);
    const texts = namedTextCount();
    // 45 keywords asked for the first time, one match each (its lot number), and again.
    for (let index = 0; index < 45; index += 1) {
      const keyword = `${RARE_WORDS[index % RARE_WORDS.length]}%20${index}`;
      for (const query of shapes(keyword)) await body(named, query);
    }
    const after = (await preparedOnNamedConnection()).map((statement) => statement.name);
    expect(after).toEqual(before);
    expect(namedTextCount()).toBe(texts);
    expect(namedTextCount()).toBeLessThanOrEqual(MAX_NAMED_TEXTS);
  });
});
