import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { MATCHING_PAGES_SQL } from './documents-list.repository';

type PlanNode = { 'Node Type': string; Output?: string[]; Plans?: PlanNode[] };

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The documents list's matching pages (ADR 0335): each page's passage is made once. Postgres pulls
 * a one-row lateral subquery up into its query, so without the fence the passage was an
 * expression of the outer projection, and its ts_headline ran again in each use (the passage, the
 * marks' tokens, their words). EXPLAIN prints a reference to the passage as its expression, so
 * the test looks for the node of its own that computes it once, which only the fence gives.
 */
describe('documents list: the passage once per page', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('computes the passage in a plan node of its own', async () => {
    const { rows } = await testApp.database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (VERBOSE, COSTS OFF, FORMAT JSON) ${MATCHING_PAGES_SQL}`,
      [['any-hash'], "'culvert'"],
    );
    const nodes = nodesOf(rows[0]!['QUERY PLAN'][0].Plan);
    const passageNodes = nodes.filter(
      (node) =>
        node['Node Type'] === 'Result' &&
        node.Output?.length === 1 &&
        node.Output[0]?.includes('ts_headline('),
    );
    expect(passageNodes).toHaveLength(1);
  });
});
