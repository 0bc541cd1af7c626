import { radarResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkUnlinkedRows } from '../organisations/organisation-linker';
import { refreshBuyerTimings } from './buyer-timings.repository';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let testApp: TestApp;
let premium: { authorization: string };
let free: { authorization: string };
let leedsId: number;

/** One awarded contract ending in `endDays` (null: no end date given). */
async function contract(
  title: string,
  endDays: number | null,
  overrides: Record<string, unknown> = {},
) {
  const { status, value_amount, ...rest } = overrides;
  await createOpportunity(testApp.database.pool, {
    title,
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-CFS-1',
    region_codes: ['UKE'],
    release_date: inDays(-400),
    tender_deadline_date: inDays(-370),
    ...rest,
    awards: [
      {
        status: (status as string) ?? 'active',
        value_amount: (value_amount as number) ?? 100_000,
        award_decision_date: inDays(-340),
        contract_start_date: inDays(-280),
        contract_end_date: endDays === null ? null : inDays(endDays),
        suppliers: [{ name: 'Acme Ltd', scheme: 'GB-COH', identifier: '1' }],
      },
    ],
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  await contract('Gritting ending next month', 30);
  await contract('Cleaning ending in five months', 150, { value_amount: 20_000 });
  await contract('Catering ending in eleven months', 330);
  await contract('Security ending in thirteen months', 395);
  await contract('Parks ending in two and a half years', 900);
  await contract('Ended last month', -30);
  await contract('Cancelled before it ended', 60, { status: 'cancelled' });
  await contract('Lighting without an end date', null);
  await contract('Bristol bins ending in two months', 60, {
    buyer_name: 'Bristol City Council',
    buyer_id_from_source: 'GB-CFS-2',
    region_codes: ['UKK'],
  });
  await linkUnlinkedRows(testApp.database.pool);
  await refreshBuyerTimings(testApp.database.pool);
  const { rows } = await testApp.database.pool.query<{ organisation_id: number }>(
    `SELECT organisation_id FROM organisation_keys WHERE key = 'src:GB-CFS-1'`,
  );
  leedsId = rows[0]!.organisation_id;
  premium = (await createUser(testApp.database.pool, { tier: 'professional' })).authHeader;
  free = (await createUser(testApp.database.pool)).authHeader;
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
async function radar(query: string, headers: Record<string, string> = premium) {
  const response = await get(`/api/radar/${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return radarResponseSchema.parse(response.json());
}
const titles = (answer: { results: { title: string }[] }) => answer.results.map((row) => row.title);

describe('GET /api/radar/', () => {
  it('lists only contracts ending within the window, soonest first', async () => {
    const year = await radar('?months=12', {});
    expect(titles(year)).toEqual([
      'Gritting ending next month',
      'Bristol bins ending in two months',
      'Cleaning ending in five months',
      'Catering ending in eleven months',
    ]);
    const ends = year.results.map((row) => Date.parse(row.contract_end_date));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(ends.every((end) => end >= Date.now() && end < Date.parse(year.window_end))).toBe(true);
    expect(year).toMatchObject({
      months: 12,
      total: 4,
      total_is_capped: false,
      without_end_date: 1,
    });
    expect(titles(await radar('?months=3', {}))).toEqual([
      'Gritting ending next month',
      'Bristol bins ending in two months',
    ]);
    expect(titles(await radar('?months=24', {}))).toHaveLength(5);
  });

  it('filters by keyword, region, buyer and award value', async () => {
    expect(titles(await radar('?months=24&q=catering'))).toEqual([
      'Catering ending in eleven months',
    ]);
    expect(titles(await radar('?months=12&region=UKK'))).toEqual([
      'Bristol bins ending in two months',
    ]);
    expect(titles(await radar(`?months=3&buyer=${leedsId}`))).toEqual([
      'Gritting ending next month',
    ]);
    expect(titles(await radar('?months=12&value_to=50000'))).toEqual([
      'Cleaning ending in five months',
    ]);
    expect(titles(await radar('?months=12&buyer_name=bristol'))).toEqual([
      'Bristol bins ending in two months',
    ]);
  });

  it('links each row to its award and buyer, and estimates the re-tender for Professional', async () => {
    const [first] = (await radar('?months=3')).results;
    expect(first).toMatchObject({
      buyer: { id: leedsId, name: 'Leeds City Council' },
      suppliers: [{ name: 'Acme Ltd' }],
      value_amount: 100_000,
    });
    expect(first!.wac_id).toMatch(/^WAC-/);
    // Leeds: 30 days to respond and 90 days to contract start on every past contract.
    expect(first!.retender).toMatchObject({ basis: 'buyer', lead_days: 120 });
    expect(first!.retender!.explanation).toContain('Leeds City Council usually publishes 120 days');
  });

  it('gives everyone the first page, and keeps estimates and further pages for Professional', async () => {
    const anonymous = await radar('?months=12', {});
    expect(anonymous.access).toBe('sign_in_required');
    expect(anonymous.results.every((row) => row.retender === null)).toBe(true);
    expect((await radar('?months=12', free)).access).toBe('upgrade_required');
    expect((await get('/api/radar/?months=12&page=2', {})).statusCode).toBe(401);
    const freePage = await get('/api/radar/?months=12&page=2', free);
    expect(freePage.statusCode).toBe(403);
    expect(freePage.json()).toMatchObject({ code: 'FORBIDDEN', redirect_url: '/pricing' });
    expect((await radar('?months=12&page=2')).results).toEqual([]);
  });

  it('keeps them for Professional and above; Premium of the day keeps them while it pays', async () => {
    const db = testApp.database.pool;
    const premium = await createUser(db, { tier: 'premium' });
    const premiumAnswer = await radar('?months=12', premium.authHeader);
    expect(premiumAnswer.access).toBe('upgrade_required');
    expect(premiumAnswer.results.every((row) => row.retender === null)).toBe(true);
    const premiumPage = await get('/api/radar/?months=12&page=2', premium.authHeader);
    expect(premiumPage.statusCode).toBe(403);
    expect(premiumPage.json().detail).toContain('Upgrade to Professional');
    for (const tier of ['professional', 'enterprise']) {
      const { authHeader } = await createUser(db, { tier });
      expect((await radar('?months=12', authHeader)).access).toBe('granted');
    }
    // A Premium subscriber from before the radar moved (migration 0280) keeps it...
    const kept = await createUser(db, { tier: 'premium' });
    await db.query(`UPDATE users SET kept_capabilities = '{retender_radar}' WHERE id = $1`, [
      kept.id,
    ]);
    expect((await radar('?months=12', kept.authHeader)).access).toBe('granted');
    // ...until the account returns to the free tier: coming back buys the plans as they are.
    await db.query(`UPDATE users SET tier = 'free' WHERE id = $1`, [kept.id]);
    await db.query(`UPDATE users SET tier = 'premium' WHERE id = $1`, [kept.id]);
    expect((await radar('?months=12', kept.authHeader)).access).toBe('upgrade_required');
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, field] of [
      ['?months=5', 'months'],
      ['?months=abc', 'months'],
      ['?page=0', 'page'],
      ['?buyer=x', 'buyer'],
      ['?region=Atlantis', 'region'],
      ['?value_from=900000&value_to=1000', 'value_from'],
      ['?value_from=900000&value_to=1000', 'value_to'],
    ] as const) {
      const response = await get(`/api/radar/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()[field], query).toBeDefined();
    }
    expect((await get('/api/radar/?buyer=999999')).statusCode).toBe(404);
  });
});
