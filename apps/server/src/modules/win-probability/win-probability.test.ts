import { winProbabilityResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type Caller, callWorkspaces, findWorkspaceId } from '../../../test/helpers/workspaces';
import { linkUnlinkedRows } from '../organisations/organisation-linker';
import { forgetDivisionRates } from './division-rates-cache';

/**
 * A constructed award history with answers worked out by hand (ADR 0220): Northshire County
 * Council's IT work (CPV division 72) went Alpha, Alpha, Beta, Beta, Acme (our company), Beta;
 * Southshire's went to Gamma twice; one Southshire award is in another division.
 */
const NORTH = 'Northshire County Council';
const SOUTH = 'Southshire District Council';
const ACME = { name: 'Acme Widgets Limited', scheme: 'GB-COH', identifier: '01234567' };
const yearsAgo = (years: number) => new Date(Date.now() - years * 365 * 86_400_000).toISOString();
const inYears = (years: number) => new Date(Date.now() + years * 365 * 86_400_000).toISOString();

let testApp: TestApp;
let owner: Caller;
let workspaceId: number;
let target: string;
let thin: string;

const award = (
  buyer: string,
  yearsBack: number,
  supplier: object,
  bids: number | null,
  extra = {},
) =>
  createOpportunity(testApp.database.pool, {
    buyer_name: buyer,
    cpv_codes: ['72000000'],
    region_codes: ['UKD'],
    release_date: yearsAgo(yearsBack),
    ...extra,
    awards: [
      {
        award_decision_date: yearsAgo(yearsBack),
        contract_end_date: yearsAgo(yearsBack - 1),
        value_amount: 100_000,
        bid_count: bids,
        suppliers: [supplier as { name: string }],
      },
    ],
  });

const estimate = (wacId: string, caller: Caller | null = owner, id = workspaceId) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/workspaces/${id}/win-probability/?wac_id=${encodeURIComponent(wacId)}`,
    headers: caller?.authHeader ?? {},
  });

beforeAll(async () => {
  testApp = await createTestApp();
  forgetDivisionRates();
  await award(NORTH, 6, { name: 'Alpha Ltd' }, 4);
  await award(NORTH, 5.5, { name: 'Alpha Ltd' }, 6);
  await award(NORTH, 5, { name: 'Beta Ltd', scale: 'sme' }, 5);
  await award(NORTH, 4.5, { name: 'Beta Ltd', scale: 'sme' }, null);
  await award(NORTH, 4, ACME, 5);
  await createOpportunity(testApp.database.pool, {
    buyer_name: NORTH,
    cpv_codes: ['72000000'],
    region_codes: ['UKD'],
    awards: [
      {
        award_decision_date: yearsAgo(3.5),
        contract_end_date: inYears(2),
        bid_count: 4,
        value_amount: 100_000,
        suppliers: [{ name: 'Beta Ltd', scale: 'sme' }],
      },
    ],
  });
  await award(SOUTH, 5, { name: 'Gamma Ltd', scale: 'large' }, 10);
  await award(SOUTH, 4, { name: 'Gamma Ltd', scale: 'large' }, 10);
  await award(SOUTH, 4, { name: 'Delta Ltd' }, 2, { cpv_codes: ['45000000'] });
  // A cancelled award counts nowhere.
  await award(NORTH, 3, { name: 'Epsilon Ltd' }, 1, {}).then(({ id }) =>
    testApp.database.pool.query(
      `UPDATE awards SET status = 'cancelled' WHERE opportunity_id = $1`,
      [id],
    ),
  );
  target = (
    await createOpportunity(testApp.database.pool, {
      buyer_name: NORTH,
      cpv_codes: ['72500000'],
      region_codes: ['UKD'],
      tender_value_amount: 300_000,
      tender_deadline_date: inYears(0.1),
    })
  ).wac_id;
  // Southshire has only two similar awards: not enough for an estimate.
  thin = (
    await createOpportunity(testApp.database.pool, { buyer_name: SOUTH, cpv_codes: ['72000000'] })
  ).wac_id;
  await linkUnlinkedRows(testApp.database.pool);
  owner = await createUser(testApp.database.pool, { tier: 'professional' });
  workspaceId = await findWorkspaceId(testApp.app, owner);
  // Saved as an owner saves it; the number without its leading zero still matches.
  const saved = await callWorkspaces(testApp.app, owner, 'PUT', `/${workspaceId}/company`, {
    company_name: 'Acme Widgets Ltd',
    companies_house_number: '1234567',
    company_size: 'small',
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await testApp.close();
});

describe('win-probability estimator', () => {
  it('shrinks each rate towards the sector and names every factor in words', async () => {
    const response = await estimate(target);
    expect(response.statusCode).toBe(200);
    const body = winProbabilityResponseSchema.parse(response.json());
    expect(body.similar_awards).toBe(6);
    // Field: Northshire's 5 published counts (24 bids) shrunk (k = 5) towards the division's
    // mean of 44 / 7: (24 + 5 * 44/7) / 10 bidders.
    const field = (24 + (5 * 44) / 7) / 10;
    const even = 1 / field;
    // Retention: 3 kept of 6 pairs in the division and nationally; Northshire kept 2 of 5.
    const national = (3 + 5 * 0.5) / (6 + 5);
    const division = (3 + 5 * national) / (6 + 5);
    const retention = (2 + 5 * division) / (5 + 5);
    const ourShare = (1 + 5 * even) / (6 + 5);
    const betaShare = (3 + 5 * even) / (6 + 5);
    const expected = (1 - retention) * (ourShare / (1 - betaShare));
    expect(body.probability).toBeCloseTo(expected, 6);
    expect(body.summary).toMatch(
      /^About 1 in 7 \(15%\) for Acme Widgets Ltd, based on 6 similar awards/,
    );
    const finding = (id: string) => body.factors.find((factor) => factor.id === id)?.finding;
    expect(finding('incumbent')).toContain('Beta Ltd holds the current contract');
    expect(finding('incumbent')).toContain('Incumbents kept 2 of this buyer');
    expect(finding('own_record_buyer')).toContain('Acme Widgets Ltd won 1 of this buyer');
    expect(finding('sme_share')).toBe(
      "3 of the 3 similar awards from this buyer that give the winner's size went to SMEs (100%). Your profile says small: an SME.",
    );
    expect(finding('contract_size')).toContain('3 times your usual size');
    expect(body.company_suppliers.map((s) => s.name)).toEqual(['Acme Widgets Limited']);
    expect(body.counted_awards).toHaveLength(6);
    expect(body.counted_awards[0]!.suppliers[0]!.name).toBe('Beta Ltd');
  });

  it("names the incumbent first, then the buyer's other winners, then the region's", async () => {
    const body = (await estimate(target)).json();
    expect(body.competitors.map((c: { name: string }) => c.name)).toEqual([
      'Beta Ltd',
      'Alpha Ltd',
      'Gamma Ltd',
    ]);
    expect(body.competitors[0].is_incumbent).toBe(true);
    expect(body.competitors[2]).toMatchObject({ wins_with_buyer: 0, wins_in_region: 2 });
  });

  it('gives no number below the stated count of similar awards', async () => {
    const body = winProbabilityResponseSchema.parse((await estimate(thin)).json());
    expect(body.similar_awards).toBe(2);
    expect(body.probability).toBeNull();
    expect(body.summary).toMatch(/^Not enough data: 2 similar awards .*needs at least 5\.$/);
  });

  it('refuses the estimator to a free account, naming the plan', async () => {
    const free = await createUser(testApp.database.pool, { tier: 'free' });
    const response = await estimate(target, free);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(
      'The win-probability estimator comes with the Professional plan and above.',
    );
  });

  it('names the field of a bad request and answers 404 for an unknown notice', async () => {
    const missing = await testApp.app.inject({
      method: 'GET',
      url: `/api/workspaces/${workspaceId}/win-probability/`,
      headers: owner.authHeader,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('Choose the opportunity to estimate.');
    expect((await estimate('WAC-NOPE')).statusCode).toBe(404);
  });
});
