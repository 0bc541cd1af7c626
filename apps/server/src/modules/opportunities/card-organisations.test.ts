import { opportunityDetailSchema, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/**
 * A card's organisation links (ADR 0085), read through the two functions of migration 0434
 * (ADR 0323): the buyer's organisation and the first supplier's of the first award, merged
 * organisations followed, none without a link.
 */

let testApp: TestApp;
const ids: Record<string, number> = {};
let openWacId = '';

async function organisation(name: string, mergedInto: number | null = null): Promise<number> {
  const { rows } = await testApp.database.pool.query<{ id: number }>(
    'INSERT INTO organisations (name, merged_into) VALUES ($1, $2) RETURNING id',
    [name, mergedInto],
  );
  return rows[0]!.id;
}

async function linkBuyer(opportunityId: number, organisationId: number) {
  await testApp.database.pool.query(
    'INSERT INTO opportunity_buyers (opportunity_id, organisation_id) VALUES ($1, $2)',
    [opportunityId, organisationId],
  );
}

async function linkSuppliers(opportunityId: number, organisationIds: number[]) {
  for (const [position, organisationId] of organisationIds.entries()) {
    await testApp.database.pool.query(
      `UPDATE award_suppliers s SET organisation_id = $3
         FROM awards a
        WHERE a.id = s.award_id AND a.opportunity_id = $1 AND a.position = 0 AND s.position = $2`,
      [opportunityId, position, organisationId],
    );
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  ids.council = await organisation('Harbour Council');
  ids.kept = await organisation('Dredging Holdings');
  ids.merged = await organisation('Dredging Ltd', ids.kept);
  ids.second = await organisation('Second Supplier');
  const awarded = await createOpportunity(testApp.database.pool, {
    title: 'Harbour dredging awarded',
    awards: [{ suppliers: [{ name: 'Dredging Ltd' }, { name: 'Second Supplier' }] }],
  });
  await linkBuyer(awarded.id, ids.council);
  await linkSuppliers(awarded.id, [ids.merged, ids.second]);
  const open = await createOpportunity(testApp.database.pool, { title: 'Harbour dredging open' });
  await linkBuyer(open.id, ids.merged);
  openWacId = open.wac_id;
  await createOpportunity(testApp.database.pool, { title: 'Harbour dredging unlinked' });
});
afterAll(async () => {
  await testApp.close();
});

describe("a search card's organisation links", () => {
  it('name the buyer and the first supplier, merged ones followed, and nothing unlinked', async () => {
    const response = await testApp.app.inject({ url: '/api/search/?q=dredging' });
    expect(response.statusCode, response.body).toBe(200);
    const cards = searchResponseSchema.parse(response.json()).results;
    const byTitle = Object.fromEntries(cards.map((card) => [card.title, card]));
    expect(byTitle['Harbour dredging awarded']).toMatchObject({
      buyer_organisation_id: ids.council,
      supplier_organisation_id: ids.kept,
    });
    expect(byTitle['Harbour dredging open']).toMatchObject({
      buyer_organisation_id: ids.kept,
      supplier_organisation_id: null,
    });
    expect(byTitle['Harbour dredging unlinked']).toMatchObject({
      buyer_organisation_id: null,
      supplier_organisation_id: null,
    });
  });

  it("name the buyer's organisation on the opportunity's own page by the same rule", async () => {
    const response = await testApp.app.inject({ url: `/api/opportunities/${openWacId}/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(opportunityDetailSchema.parse(response.json()).buyer_organisation_id).toBe(ids.kept);
  });
});
