import {
  RADAR_COUNT_CAP,
  RADAR_MAX_PAGE,
  RADAR_PAGE_SIZE,
  radarResponseSchema,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkUnlinkedRows } from '../organisations/organisation-linker';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Past the count's cap and a page more: 6 full pages and 5 rows on the 7th. */
const CONTRACTS = RADAR_COUNT_CAP + RADAR_PAGE_SIZE + 5;

let testApp: TestApp;
let premium: { authorization: string };
let portsmouthId: number;

async function contract(index: number, overrides: Record<string, unknown> = {}) {
  await createOpportunity(testApp.database.pool, {
    title: `Harbour dredging lot ${index}`,
    buyer_name: 'Portsmouth City Council',
    buyer_id_from_source: 'GB-CFS-7',
    region_codes: ['UKJ'],
    ...overrides,
    awards: [
      {
        status: 'active',
        value_amount: 50_000,
        contract_end_date: inDays(10.5 + index),
        suppliers: [{ name: 'Dredge Ltd' }],
      },
    ],
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (let index = 0; index < CONTRACTS; index += 1) await contract(index);
  // Never listed: the search copy holds no test notices, which a filtered radar relies on.
  await contract(-5, { title: 'Harbour dredging test notice' });
  await testApp.database.pool.query(
    `UPDATE opportunities SET is_test_notice = true WHERE title = 'Harbour dredging test notice'`,
  );
  await linkUnlinkedRows(testApp.database.pool);
  const { rows } = await testApp.database.pool.query<{ organisation_id: number }>(
    `SELECT organisation_id FROM organisation_keys WHERE key = 'src:GB-CFS-7'`,
  );
  portsmouthId = rows[0]!.organisation_id;
  premium = (await createUser(testApp.database.pool, { tier: 'professional' })).authHeader;
});
afterAll(async () => {
  await testApp?.close();
});

async function radar(query: string) {
  const url = `/api/radar/${query.replace('BUYER', String(portsmouthId))}`;
  const response = await testApp.app.inject({ url, headers: premium });
  expect(response.statusCode, response.body).toBe(200);
  return radarResponseSchema.parse(response.json());
}

describe('radar counts and pages past the cap (ADR 0114)', () => {
  it.each([
    ['?months=12', 'without filters'],
    ['?months=12&q=dredging&region=UKJ', 'with search filters'],
    ['?months=12&buyer=BUYER&q=dredging', 'for one buyer'],
  ])('counts up to the cap and pages to the last row, %s', async (query) => {
    const first = await radar(query);
    expect(first).toMatchObject({
      total: RADAR_COUNT_CAP,
      total_is_capped: true,
      has_more: true,
    });
    expect(first.results[0]?.title).toBe('Harbour dredging lot 0');
    const sixth = await radar(`${query}&page=6`);
    expect(sixth.results).toHaveLength(RADAR_PAGE_SIZE);
    expect(sixth.has_more).toBe(true);
    const last = await radar(`${query}&page=7`);
    expect(last.results.map((row) => row.title)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `Harbour dredging lot ${CONTRACTS - 5 + n}`),
    );
    expect(last.has_more).toBe(false);
  });

  it('counts exactly below the cap', async () => {
    const window = await radar('?months=3');
    // Contracts end 10.5 to 134.5 days from now (half days: none near the window's edge).
    const expected = Array.from({ length: CONTRACTS }, (_, index) => 10.5 + index).filter(
      (days) => Date.now() + days * DAY < Date.parse(window.window_end),
    ).length;
    expect(window).toMatchObject({ total: expected, total_is_capped: false });
  });
});

describe('paging on from a marker, past the numbered pages (ADR 0163)', () => {
  const titles = (page: { results: { title: string }[] }) => page.results.map((row) => row.title);

  it.each([
    ['?months=12', 'without filters'],
    ['?months=12&q=dredging&region=UKJ', 'with search filters'],
    ['?months=12&buyer=BUYER&q=dredging', 'for one buyer'],
  ])('reads the same pages forwards and back as by number, %s', async (query) => {
    let page = await radar(query);
    expect(page.previous_before).toBeNull();
    for (let number = 2; number <= 7; number += 1) {
      expect(page.next_after).not.toBeNull();
      const marked = await radar(`${query}&page=${number}&after=${page.next_after}`);
      expect(titles(marked)).toEqual(titles(await radar(`${query}&page=${number}`)));
      // Still "more than 100": the count is the first page's.
      expect(marked).toMatchObject({ page: number, total: RADAR_COUNT_CAP, total_is_capped: true });
      page = marked;
    }
    expect(page).toMatchObject({ has_more: false, next_after: null });
    const back = await radar(`${query}&page=6&before=${page.previous_before}`);
    expect(titles(back)).toEqual(titles(await radar(`${query}&page=6`)));
    expect(back).toMatchObject({ has_more: true, next_after: expect.any(Number) });
  });

  it('opens a page past the numbered ones only from a marker', async () => {
    const deep = RADAR_MAX_PAGE + 1;
    const unmarked = await testApp.app.inject({
      url: `/api/radar/?months=12&page=${deep}`,
      headers: premium,
    });
    expect(unmarked.statusCode).toBe(400);
    expect(unmarked.json().page).toEqual([
      `Pages after ${RADAR_MAX_PAGE} open from the page before them: use Next from page ${RADAR_MAX_PAGE}.`,
    ]);
    const first = await radar('?months=12');
    const marked = await radar(`?months=12&page=${deep}&after=${first.next_after}`);
    expect(marked.page).toBe(deep);
    expect(titles(marked)).toEqual(titles(await radar('?months=12&page=2')));
    const both = await testApp.app.inject({
      url: `/api/radar/?months=12&page=2&after=1&before=2`,
      headers: premium,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().before).toBeDefined();
  });
});
