import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import type { PoolClient } from '../../../db/pool';
import { prepareSearch } from '../search-prepare';
import { readCachedOrCountByFacetAt } from './count.repository';
import { clockFreeCacheKeyOf, readOrCountClockFree } from './search-count-cache';

// At 1,000,000 rows the planner counts a search's matches with parallel workers. The cache's
// entry and the count share one statement (ADR 0253); a found entry must start none of them
// (ADR 0295): starting workers cost every cache hit 30-200 ms on a busy machine. A few rows,
// with workers allowed on the search copy alone and priced as free, give the planner the same
// choice (the small tables beside it, such as the data version's ledger, stay serial).
const PARALLEL_AS_AT_A_MILLION_ROWS = [
  'SET LOCAL parallel_setup_cost = 0',
  'SET LOCAL parallel_tuple_cost = 0',
  'SET LOCAL max_parallel_workers_per_gather = 2',
];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  for (let index = 0; index < 40; index += 1) {
    await createOpportunity(database.pool, {
      title: `Harbour dredging lot ${index + 1}`,
      main_procurement_category: index % 2 === 0 ? 'works' : 'services',
    });
  }
  await database.pool.query('ALTER TABLE opportunity_search SET (parallel_workers = 2)');
});
afterAll(async () => {
  await database.close();
});

/** The plan lines of the one-statement read as it ran, with parallel plans priced as free. */
async function explainWithParallelPlans(conditions: Parameters<typeof clockFreeCacheKeyOf>[0]) {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    for (const setting of PARALLEL_AS_AT_A_MILLION_ROWS) await client.query(setting);
    const lines: string[] = [];
    const explaining = {
      query: async (sql: string, values: unknown[]) => {
        const plan = await client.query(`EXPLAIN (ANALYZE) ${sql}`, values);
        lines.push(...plan.rows.map((row) => String(row['QUERY PLAN'])));
        return { rows: [] };
      },
    } as unknown as PoolClient;
    await readCachedOrCountByFacetAt(explaining, conditions, clockFreeCacheKeyOf(conditions));
    return lines;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('the count cache read and count in one statement (ADRs 0253, 0295)', () => {
  it('starts no parallel worker when the entry is found, and may use them to count a miss', async () => {
    const query = searchQuerySchema.parse({ category: 'works' });
    const { conditions } = await prepareSearch(database.pool, query);

    // A miss: the count runs, with workers (so the settings above do give a parallel plan).
    const onMiss = await explainWithParallelPlans(conditions);
    expect(onMiss.join('\n')).toMatch(/Workers Launched: [1-9]/);

    // Counted and stored, then found: no part of the count runs.
    const counted = await readOrCountClockFree(database.pool, database.pool, conditions);
    expect(counted.counts.reduce((sum, count) => sum + count.doc_count, 0)).toBe(20);
    const onHit = await explainWithParallelPlans(conditions);
    expect(onHit.join('\n')).not.toMatch(/Workers Launched: [1-9]/);
    expect(onHit.join('\n')).not.toMatch(/Seq Scan on opportunity_search s .*actual time/);
  });

  it('answers the same counts from the entry as from counting', async () => {
    const query = searchQuerySchema.parse({ q: 'harbour', category: 'services' });
    const { conditions } = await prepareSearch(database.pool, query);
    const key = clockFreeCacheKeyOf(conditions);
    const miss = await readCachedOrCountByFacetAt(database.pool, conditions, key);
    expect(miss.cached).toBe(false);
    expect(miss.counts.reduce((sum, count) => sum + count.doc_count, 0)).toBe(20);
    await readOrCountClockFree(database.pool, database.pool, conditions);
    const hit = await readCachedOrCountByFacetAt(database.pool, conditions, key);
    expect(hit).toMatchObject({ cached: true, version: miss.version });
    expect(hit.counts).toEqual(miss.counts);
  });
});
