import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { seedSampleData } from '../modules/sample-data/seed-sample-data';
import {
  chooseRelationsToWarm,
  describeWarmResult,
  listRelations,
  warmDatabaseCache,
} from './warm-cache';

describe('choosing what to warm', () => {
  it('keeps the order, skips a relation too big for what is left and fits smaller ones after it', () => {
    const relations = [
      { name: 'a', blocks: 60 },
      { name: 'b', blocks: 50 },
      { name: 'c', blocks: 30 },
      { name: 'd', blocks: 20 },
    ];
    expect(chooseRelationsToWarm(relations, 100).map((r) => r.name)).toEqual(['a', 'c']);
    expect(chooseRelationsToWarm(relations, 0)).toEqual([]);
  });
});

describe('the warming log line', () => {
  it('says what was loaded, or why nothing was (the text docs/operations.md names)', () => {
    expect(
      describeWarmResult({ warmed: true, relations: 3, blocks: 1280, budgetBlocks: 2000, ms: 12 }),
    ).toBe('database cache warmed: 3 relations, 10 MB in 12 ms');
    expect(describeWarmResult({ warmed: false, reason: 'pg_prewarm is not available: x' })).toBe(
      'database cache not warmed: pg_prewarm is not available: x',
    );
  });
});

describe('warming the database cache', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lists the search copy first, its TOAST table and indexes under it, and the app schema only', async () => {
    const { relations, buffers } = await listRelations(database.pool);
    expect(buffers).toBeGreaterThan(0);
    const owners = relations.map((relation) => relation.owner);
    const lastOfSearch = owners.lastIndexOf('opportunity_search');
    expect(owners[0]).toBe('opportunity_search');
    expect(owners.slice(0, lastOfSearch + 1).every((owner) => owner === 'opportunity_search')).toBe(
      true,
    );
    expect(relations.map((relation) => relation.name)).toContain('opportunity_search_pkey');
    expect(owners).not.toContain('job');
  });

  it('loads the chosen relations within the budget, and nothing with no budget', async () => {
    const { relations } = await listRelations(database.pool);
    const budget = relations.slice(0, 3).reduce((sum, relation) => sum + relation.blocks, 0);
    const result = await warmDatabaseCache(database.pool, { budgetBlocks: budget });
    expect(result).toMatchObject({ warmed: true, budgetBlocks: budget });
    if (!result.warmed) return;
    expect(result.relations).toBeGreaterThanOrEqual(3);
    expect(result.blocks).toBeGreaterThan(0);
    expect(result.blocks).toBeLessThanOrEqual(budget);
    expect(await warmDatabaseCache(database.pool, { budgetBlocks: 0 })).toMatchObject({
      warmed: true,
      relations: 0,
      blocks: 0,
    });
  });

  it("warms the cards' tables and their keys before other indexes when the budget is smaller than everything", async () => {
    await seedSampleData(database.pool, { count: 400, seed: 7 });
    // Vacuumed so the warming's sizes are the seeded rows', as on a live server.
    await database.pool.query('VACUUM (ANALYZE)');
    // What a card reads: the notice's row and its awards, suppliers, buyers and organisations,
    // each with the index it is reached by.
    const cards = [
      'opportunities',
      'opportunities_pkey',
      'opportunities_leaderboard_idx',
      'awards',
      'awards_opportunity_id_position_key',
      'award_suppliers',
      'award_suppliers_pkey',
      'opportunity_buyers',
      'opportunity_buyers_pkey',
      'organisations',
      'organisations_pkey',
    ];
    const { relations } = await listRelations(database.pool);
    const blocksOf = (keep: (relation: (typeof relations)[number]) => boolean) =>
      relations.filter(keep).reduce((sum, relation) => sum + relation.blocks, 0);
    const everything = blocksOf(() => true);
    const budget = blocksOf(
      (relation) =>
        ['opportunity_search', 'opportunity_search_rank'].includes(relation.owner) ||
        cards.includes(relation.name) ||
        (cards.includes(relation.owner) && relation.name.startsWith('pg_toast.')),
    );
    expect(budget).toBeLessThan(everything / 2);
    const chosen = chooseRelationsToWarm(relations, budget).map((relation) => relation.name);
    expect(chosen).toEqual(expect.arrayContaining(cards));
    // Indexes no card reads by (opportunities' others) wait for what the budget leaves.
    expect(chosen).not.toContain('opportunities_buyer_trgm_idx');
  });
});
