import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { seedSampleData } from '../sample-data/seed-sample-data';
import { type AwardFactsRow, awardFactsColumns, readAwardFacts } from './award-card-facts';
import { findAwardsWithSuppliers } from './opportunities.repository';

/**
 * The award facts of a card read every award of its notice once (ADR 0358): a search page asks
 * them for each of its 20 cards, so a second walk of the awards was paid 20 times a request.
 */

let database: TestDatabase;
let twoAwards = 0;
let noAwards = 0;

type PlanNode = { 'Relation Name'?: string; Plans?: PlanNode[] };

function relationsRead(node: PlanNode): string[] {
  return [
    ...(node['Relation Name'] ? [node['Relation Name']] : []),
    ...(node.Plans ?? []).flatMap(relationsRead),
  ];
}

beforeAll(async () => {
  database = await createTestDatabase();
  twoAwards = (
    await createOpportunity(database.pool, {
      awards: [
        { value_amount: 1000, suppliers: [{ name: 'Acme Ltd' }, { name: 'Beta Ltd' }] },
        { value_amount: 2000, suppliers: [] },
        { value_amount: 3000, suppliers: [{ name: 'Gamma Ltd' }] },
      ],
    })
  ).id;
  noAwards = (await createOpportunity(database.pool)).id;
});

afterAll(async () => {
  await database?.close();
});

describe("a card's award facts", () => {
  it('reads the awards table once per notice, with every award and supplier in order', async () => {
    const sql = `SELECT ${awardFactsColumns('o')} FROM opportunities o WHERE o.id = $1`;
    const { rows: plan } = await database.pool.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
      [twoAwards],
    );
    const relations = relationsRead(plan[0]!['QUERY PLAN'][0].Plan);
    expect(relations.filter((name) => name === 'awards')).toHaveLength(1);

    const { rows } = await database.pool.query(sql, [twoAwards]);
    const facts = readAwardFacts(rows[0]);
    expect(facts.supplierNames).toEqual(['Acme Ltd', 'Beta Ltd', 'Gamma Ltd']);
    expect(facts.awardValues).toMatchObject({ award_count: 3 });
  });

  it('gives no values and no suppliers for a notice without awards', async () => {
    const { rows } = await database.pool.query(
      `SELECT ${awardFactsColumns('o')} FROM opportunities o WHERE o.id = $1`,
      [noAwards],
    );
    expect(rows[0].award_facts).toEqual({ values: null, suppliers: null });
    expect(readAwardFacts(rows[0])).toEqual({ awardValues: null, supplierNames: [] });
  });
});

describe("a card's suppliers and the opportunity page's", () => {
  it('are the same, award by award, for every notice of the sample data', async () => {
    await seedSampleData(database.pool, { count: 600, seed: 33 });
    const { rows } = await database.pool.query<{ id: number } & AwardFactsRow>(
      `SELECT o.id, ${awardFactsColumns('o')} FROM opportunities o ORDER BY o.id`,
    );
    let suppliersCompared = 0;
    for (const row of rows) {
      const awards = await findAwardsWithSuppliers(database.pool, row.id);
      // The page lists an award without suppliers as [], the card's aggregate as null.
      const onCard = (row.award_facts.suppliers ?? []).map((suppliers) => suppliers ?? []);
      const onPage = awards.map((award) =>
        award.suppliers.map(({ name, organisation_id }) => ({ name, organisation_id })),
      );
      expect(onCard, `opportunity ${row.id}`).toEqual(onPage);
      suppliersCompared += onPage.flat().length;
    }
    expect(suppliersCompared).toBeGreaterThan(100);
  });
});
