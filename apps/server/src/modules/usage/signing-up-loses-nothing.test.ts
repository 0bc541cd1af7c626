import { FREE_DAILY_ACTION_LIMIT, type UsageAction } from '@wac/contract';
import { API_ROUTES } from '@wac/contract/api-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkUnlinkedRows } from '../organisations/organisation-linker';

/**
 * Issue 28 item 8 (ADR 0143): registering never makes it worse. A free account whose daily
 * limit is used up can still do everything an anonymous visitor can, as many times; and every
 * action the limit counts is one an anonymous visitor cannot take at all.
 */
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** More times than the free limit allows any counted action. */
const REPEATS = FREE_DAILY_ACTION_LIMIT + 1;

let testApp: TestApp;
let wacId: string;
let buyerId: number;
let supplierId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.pool;
  for (let n = 0; n < 25; n += 1) await createOpportunity(db, { title: `Road repairs ${n}` });
  wacId = (
    await createOpportunity(db, {
      title: 'Road repairs framework',
      buyer_name: 'Leeds City Council',
      buyer_id_from_source: 'GB-CFS-1',
      awards: [
        {
          value_amount: 50_000,
          award_decision_date: inDays(-300),
          contract_end_date: inDays(60),
          suppliers: [{ name: 'Acme Ltd', scheme: 'GB-COH', identifier: '01234567' }],
        },
      ],
    })
  ).wac_id;
  await linkUnlinkedRows(db);
  const organisationOf = async (key: string) =>
    (
      await db.query<{ organisation_id: number }>(
        'SELECT organisation_id FROM organisation_keys WHERE key = $1',
        [key],
      )
    ).rows[0]!.organisation_id;
  // Framework facts come from stored releases (ADR 0227); this factory row is made one by hand.
  await db.query(
    `INSERT INTO frameworks (opportunity_id, kind)
     SELECT id, 'framework' FROM opportunities WHERE wac_id = $1`,
    [wacId],
  );
  buyerId = await organisationOf('src:GB-CFS-1');
  supplierId = await organisationOf('reg:GB-COH:01234567');
});
afterAll(async () => {
  await testApp?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** A free account that has used every one of today's counted actions. */
async function createExhaustedFreeAccount() {
  const user = await createUser(testApp.database.pool);
  await testApp.database.pool.query(
    `INSERT INTO usage_counters (user_id, day, action_count)
     VALUES ($1, (now() AT TIME ZONE 'Europe/London')::date, $2)`,
    [user.id, FREE_DAILY_ACTION_LIMIT],
  );
  return user;
}

/**
 * What an anonymous visitor can read: every public GET route of the contract with a request that
 * succeeds. A new public route fails the completeness test below until it is listed here.
 */
const anonymousReads = (): Record<string, string[]> => ({
  '/api/search/': [
    '/api/search/?q=road',
    '/api/search/?q=road&page=2',
    '/api/search/?q=road&count_only=true',
    '/api/search/?sort=value-desc&page=3',
  ],
  '/api/search/lifecycle-stages/': ['/api/search/lifecycle-stages/?q=road'],
  '/api/opportunities/{id}/': [`/api/opportunities/${wacId}/`],
  '/api/opportunities/{id}/timeline/': [`/api/opportunities/${wacId}/timeline/`],
  '/api/leaderboards/{board}/': ['/api/leaderboards/buyers/', '/api/leaderboards/suppliers/'],
  '/api/cpv/': ['/api/cpv/?q=road'],
  '/api/coverage/': ['/api/coverage/'],
  '/api/buyers/{id}/': [`/api/buyers/${buyerId}/`],
  '/api/suppliers/{id}/': [`/api/suppliers/${supplierId}/`],
  '/api/radar/': ['/api/radar/?months=3'],
  '/api/frameworks/{id}/': [`/api/frameworks/${wacId}/`],
  '/api/frameworks/ending/': ['/api/frameworks/ending/?months=24'],
  '/api/opportunities/{id}/framework/': [`/api/opportunities/${wacId}/framework/`],
  '/api/suppliers/{id}/frameworks/': [`/api/suppliers/${supplierId}/frameworks/`],
  '/api/site-config/': ['/api/site-config/'],
  '/api/site-content/': ['/api/site-content/'],
  '/api/stats/': ['/api/stats/'],
  '/api/plans/': ['/api/plans/'],
  '/api/health/': ['/api/health/'],
  '/api/openapi.json': ['/api/openapi.json'],
  '/api/docs/': ['/api/docs/'],
});

/** Public GET routes that are not reads of the product, with why they are left out. */
const NOT_PRODUCT_READS: Record<string, string> = {
  '/api/ready/': 'readiness for load balancers; it reports the jobs, which tests switch off',
  '/metrics': 'operators only (a token or this machine)',
  '/api/calendar/{file}': "a feed's secret file name, made by an account for itself",
};

describe('a free account can do everything an anonymous visitor can', () => {
  it('lists every public read of the contract', () => {
    const publicGets = API_ROUTES.filter((route) => route.method === 'get' && !route.isSignedIn)
      .map((route) => route.path)
      .filter((path) => !(path in NOT_PRODUCT_READS));
    expect(Object.keys(anonymousReads()).sort()).toEqual(publicGets.sort());
  });

  it(`as many times (${REPEATS} each) with the daily limit used up`, async () => {
    const free = await createExhaustedFreeAccount();
    for (const url of Object.values(anonymousReads()).flat()) {
      for (let repeat = 0; repeat < REPEATS; repeat += 1) {
        const anonymous = await get(url);
        expect(anonymous.statusCode, `${url} anonymously`).toBe(200);
        const signedIn = await get(url, free.authHeader);
        expect(signedIn.statusCode, `${url} as a free account: ${signedIn.body}`).toBe(200);
      }
    }
    const usage = await get('/api/usage/', free.authHeader);
    expect(usage.json()).toMatchObject({ used: FREE_DAILY_ACTION_LIMIT, remaining: 0 });
  });

  it('counts only actions an anonymous visitor cannot take', async () => {
    const year = new Date().getFullYear();
    const counted: Record<UsageAction, string> = {
      leaderboard_filter: `/api/leaderboards/buyers/?year=${year}`,
      attachment_download: `/api/opportunities/${wacId}/download-attachments/`,
      csv_export: '/api/favourites/export.csv',
    };
    for (const url of Object.values(counted)) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
    const free = await createExhaustedFreeAccount();
    const refused = await get(counted.leaderboard_filter, free.authHeader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toContain('Searching and reading opportunities stay unlimited');
  });
});
