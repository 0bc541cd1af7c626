import { favouriteListResponseSchema, favouriteSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

type Caller = { authHeader: { authorization: string } };
const add = (caller: Caller | null, opportunityId: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers: caller?.authHeader ?? {},
    payload: { opportunity_id: opportunityId },
  });
const list = (caller: Caller) =>
  testApp.app.inject({ method: 'GET', url: '/api/favourites/', headers: caller.authHeader });
const remove = (caller: Caller, id: string | number) =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/api/favourites/${id}/`,
    headers: caller.authHeader,
  });

async function createOpportunities(count: number) {
  const created = [];
  for (let index = 0; index < count; index += 1) {
    created.push(await createOpportunity(testApp.database.pool));
  }
  return created;
}

/** Fills a user's favourites straight in the table (faster than the API for big tiers). */
async function fillFavourites(userId: number, count: number) {
  await testApp.database.pool.query(
    `INSERT INTO opportunities (wac_id, ocid, source_system, title)
     SELECT 'WAC-F' || $1::text || '-' || n, 'ocds-fill-' || $1::text || '-' || n, 'FTS', 'Filler ' || n
       FROM generate_series(1, $2::int) AS n`,
    [String(userId), count],
  );
  await testApp.database.pool.query(
    `INSERT INTO favourites (user_id, opportunity_id)
     SELECT $1::bigint, id FROM opportunities WHERE wac_id LIKE 'WAC-F' || $1::text || '-%'`,
    [userId],
  );
}

describe('favourites API', () => {
  it('requires a signed-in user', async () => {
    const response = await add(null, 'WAC-ANY');
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Please log in to save favourites.');
    const listed = await testApp.app.inject({ method: 'GET', url: '/api/favourites/' });
    expect(listed.statusCode).toBe(401);
    expect(listed.json().detail).toBe('Please log in to view your favourites.');
  });

  it('saves by WAC ID (any case) and lists items holding the opportunity card', async () => {
    const user = await createUser(testApp.database.pool);
    const opportunity = await createOpportunity(testApp.database.pool, {
      title: 'Road resurfacing',
      buyer_name: 'Leeds City Council',
      tender_value_amount: 125000,
      tender_deadline_date: '2031-01-31T12:00:00.000Z',
      awards: [{ value_amount: 120000, suppliers: [{ name: 'Tarmac Ltd' }, { name: 'Kier' }] }],
    });
    const created = await add(user, opportunity.wac_id.toLowerCase());
    expect(created.statusCode).toBe(201);
    const favourite = favouriteSchema.parse(created.json());
    expect(favourite.opportunity_id).toBe(opportunity.wac_id);

    const items = favouriteListResponseSchema.parse((await list(user)).json());
    expect(items).toHaveLength(1);
    expect(items[0]!.opportunity).toMatchObject({
      id: opportunity.wac_id,
      opportunity_id: opportunity.wac_id,
      title: 'Road resurfacing',
      source_system: 'ContractsFinder',
      buyer_name: 'Leeds City Council',
      // The card names the first supplier, linked, "and 1 other" (ADR 0363); the filter reads all.
      supplier_name: 'Tarmac Ltd',
      supplier_count: 2,
      supplier_names: ['Tarmac Ltd', 'Kier'],
      stage: 'award',
      award_value_amount: 120000,
      tender_value_amount: 125000,
      value_currency: 'GBP',
      tender_deadline_date: '2031-01-31T12:00:00.000Z',
      is_favourited: true,
    });
  });

  it('answers an already-saved opportunity again without a second row', async () => {
    const user = await createUser(testApp.database.pool);
    const [opportunity] = await createOpportunities(1);
    expect((await add(user, opportunity!.wac_id)).statusCode).toBe(201);
    const again = await add(user, opportunity!.wac_id);
    expect(again.statusCode).toBe(200);
    expect((await list(user)).json()).toHaveLength(1);
  });

  it('refuses unknown opportunities and missing ids', async () => {
    const user = await createUser(testApp.database.pool);
    const unknown = await add(user, 'WAC-DOESNOTEXIST');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Opportunity not found.');
    const missing = await add(user, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().opportunity_id).toEqual(['This field is required.']);
  });

  it('deletes by the favourite id or by the WAC ID, only the caller’s own', async () => {
    const owner = await createUser(testApp.database.pool);
    const stranger = await createUser(testApp.database.pool);
    const [first, second] = await createOpportunities(2);
    const saved = (await add(owner, first!.wac_id)).json();
    await add(owner, second!.wac_id);

    expect((await remove(stranger, saved.id)).statusCode).toBe(404);
    expect((await remove(owner, saved.id)).statusCode).toBe(204);
    expect((await remove(owner, second!.wac_id.toLowerCase())).statusCode).toBe(204);
    expect((await list(owner)).json()).toEqual([]);
    const gone = await remove(owner, saved.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Favourite not found.');
  });

  it('lists newest first', async () => {
    const user = await createUser(testApp.database.pool);
    const [older, newer] = await createOpportunities(2);
    await add(user, older!.wac_id);
    await add(user, newer!.wac_id);
    const ids = (await list(user))
      .json()
      .map((item: { opportunity_id: string }) => item.opportunity_id);
    expect(ids).toEqual([newer!.wac_id, older!.wac_id]);
  });
});

describe('tier limits', () => {
  it('lets a free user keep 3, refusing the 4th with a clear message', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'free' });
    const opportunities = await createOpportunities(4);
    for (const opportunity of opportunities.slice(0, 3)) {
      expect((await add(user, opportunity.wac_id)).statusCode).toBe(201);
    }
    const refused = await add(user, opportunities[3]!.wac_id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      detail:
        'Your Free plan can save up to 3 favourites. Remove one or upgrade your plan to save more.',
    });
    // Saving one already saved is not a new favourite, so it still works at the limit.
    expect((await add(user, opportunities[0]!.wac_id)).statusCode).toBe(200);
    // Removing one makes room again.
    expect((await remove(user, opportunities[0]!.wac_id)).statusCode).toBe(204);
    expect((await add(user, opportunities[3]!.wac_id)).statusCode).toBe(201);
  });

  it('holds under concurrent adds', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'free' });
    const opportunities = await createOpportunities(6);
    const answers = await Promise.all(opportunities.map((o) => add(user, o.wac_id)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 403)).toHaveLength(3);
  });

  it.each([
    ['premium', 10],
    ['professional', 100],
  ])('caps %s at %i', async (tier, limit) => {
    const user = await createUser(testApp.database.pool, { tier });
    await fillFavourites(user.id, limit);
    const [extra] = await createOpportunities(1);
    const refused = await add(user, extra!.wac_id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain(`up to ${limit} favourites`);
  });

  it('does not cap other paid tiers', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'enterprise' });
    await fillFavourites(user.id, 150);
    const [extra] = await createOpportunities(1);
    expect((await add(user, extra!.wac_id)).statusCode).toBe(201);
    expect((await list(user)).json()).toHaveLength(151);
  });
});
