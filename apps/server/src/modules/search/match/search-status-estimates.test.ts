import { OPPORTUNITY_STATUSES, type OpportunityStatus } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { seedSampleData } from '../../sample-data/seed-sample-data';
import { buildSearchConditions } from '../search-conditions';
import { splitStatuses } from './search-status';

/**
 * The planner's row estimate of each status filter (migration 0245, ADR 0124). Without statistics
 * on the lifecycle bits and the deadline axis it guessed "closed" at a third of a percent of the
 * rows when it was nearly half, and so intersected a keyword's matches with the whole closed range
 * of the tendering index instead of testing them. The estimate of every status must stay within a
 * factor of the real count, at a clock with rows on both sides of it.
 */
let database: TestDatabase;
const now = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedSampleData(database.pool, { count: 3000, seed: 11, anchor: now });
  await database.pool.query('ANALYZE opportunity_search');
}, 120_000);
afterAll(async () => {
  await database.close();
});

async function estimateAndCount(status: OpportunityStatus) {
  const conditions = buildSearchConditions({ status: splitStatuses([status]) }, { now });
  const sql = `SELECT s.opportunity_id FROM opportunity_search s WHERE ${conditions.where}`;
  const values = conditions.params.values;
  const plan = await database.pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    values,
  );
  const counted = await database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${sql}) matches`,
    values,
  );
  return {
    estimate: plan.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'],
    actual: counted.rows[0]!.n,
  };
}

describe('status filter row estimates', () => {
  it('has closed and open rows to estimate', async () => {
    expect((await estimateAndCount('closed')).actual).toBeGreaterThan(300);
    expect((await estimateAndCount('open')).actual).toBeGreaterThan(30);
  });

  it.each(
    OPPORTUNITY_STATUSES.filter((status) => ['closed', 'awarded', 'planned'].includes(status)),
  )('estimates %s within a factor of three of its real count', async (status) => {
    const { estimate, actual } = await estimateAndCount(status);
    expect(estimate, `estimate ${estimate}, actual ${actual}`).toBeGreaterThan(actual / 3);
    expect(estimate, `estimate ${estimate}, actual ${actual}`).toBeLessThan(actual * 3);
  });
});
