import {
  buyerLeaderboardResponseSchema,
  LEADERBOARD_BOARDS,
  supplierLeaderboardResponseSchema,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { linkUnlinkedRows } from '../organisations/organisation-linker';
import { rebuildLeaderboardSummary } from './leaderboard-summary.repository';
import {
  findLiveLeaderboard,
  findSummaryLeaderboard,
  isLeaderboardSummaryStale,
} from './leaderboards.repository';

const ACME = { scheme: 'GB-COH', identifier: '111' };

/** Three buyers and four suppliers that exercise every grouping and exclusion rule. */
async function seedAwards(db: TestApp['database']['pool']) {
  await createOpportunity(db, {
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-LEEDS',
    awards: [
      {
        value_amount: 100_000,
        award_decision_date: '2024-03-10T12:00:00Z',
        suppliers: [{ name: 'Acme', ...ACME }],
      },
      {
        value_amount: 50_000,
        award_decision_date: '2024-07-15T12:00:00Z',
        suppliers: [{ name: 'Acme Ltd', ...ACME }],
      },
    ],
  });
  await createOpportunity(db, {
    buyer_name: 'LEEDS CITY COUNCIL',
    buyer_id_from_source: ' gb-leeds ',
    awards: [
      {
        value_amount: 25_000,
        award_decision_date: '2023-05-01T12:00:00Z',
        suppliers: [{ name: 'Beta Services' }],
      },
    ],
  });
  // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): a July award.
  await createOpportunity(db, {
    buyer_name: 'Bristol Council',
    awards: [
      {
        value_amount: 300_000,
        award_decision_date: '2024-06-30T23:30:00Z',
        suppliers: [
          { name: 'Acme Limited', ...ACME },
          { name: 'Gamma Ltd' },
          { name: 'Gamma Ltd' },
        ],
      },
    ],
  });
  const bristolAgain = await createOpportunity(db, {
    buyer_name: 'bristol council.',
    extra: { award_date_published: '2024-01-15T12:00:00Z' },
    awards: [
      {
        value_amount: 1_000_000,
        value_currency: 'EUR',
        award_decision_date: '2024-01-01T12:00:00Z',
        suppliers: [{ name: 'Euro Co' }],
      },
      { value_amount: 10_000, suppliers: [{ name: 'Delta' }] },
    ],
  });
  // No currency at all counts as pounds.
  await db.query(
    'UPDATE awards SET value_currency = NULL WHERE opportunity_id = $1 AND position = 1',
    [bristolAgain.id],
  );
  await createOpportunity(db, {
    buyer_name: 'Cancelled Buyer',
    awards: [
      {
        status: 'cancelled',
        value_amount: 1_000_000,
        award_decision_date: '2024-02-01T00:00:00Z',
        suppliers: [{ name: 'Nope' }],
      },
    ],
  });
  await createOpportunity(db, {
    buyer_name: 'Test buyer',
    extra: { is_test_notice: true },
    awards: [
      {
        value_amount: 5_000_000,
        award_decision_date: '2024-02-01T00:00:00Z',
        suppliers: [{ name: 'Test supplier' }],
      },
    ],
  });
  await createOpportunity(db, {
    buyer_name: 'Small Buyer',
    awards: [
      {
        value_amount: null,
        award_decision_date: '2022-02-02T00:00:00Z',
        suppliers: [{ name: 'Beta Services Ltd' }],
      },
    ],
  });
}

describe('GET /api/leaderboards/{buyers|suppliers}/', () => {
  let testApp: TestApp;
  let authHeader: { authorization: string };

  beforeAll(async () => {
    // Always exact here: every test reads right after writing awards.
    testApp = await createTestApp({ LEADERBOARD_MAX_STALENESS_SECONDS: '0' });
    await seedAwards(testApp.database.pool);
    // The factory writes rows as another tool would; the linker gives them organisations.
    await linkUnlinkedRows(testApp.database.pool);
    // Premium: many filtered reads here, and free accounts have a daily allowance (ADR 0031).
    authHeader = (await createUser(testApp.database.pool, { tier: 'premium' })).authHeader;
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = async (url: string, headers: Record<string, string> = authHeader) =>
    testApp.app.inject({ method: 'GET', url, headers });
  const buyers = async (query = '') =>
    buyerLeaderboardResponseSchema.parse((await get(`/api/leaderboards/buyers/${query}`)).json());
  const suppliers = async (query = '') =>
    supplierLeaderboardResponseSchema.parse(
      (await get(`/api/leaderboards/suppliers/${query}`)).json(),
    );

  it('ranks buyers by GBP awarded across all awards, grouped by id, else by normalised name', async () => {
    expect(await buyers()).toEqual([
      {
        rank: 1,
        organisation_id: expect.any(Number),
        buyer_name: 'Bristol Council',
        buyer_id_from_source: null,
        total_awarded_value: 310_000,
        award_count: 2,
      },
      {
        rank: 2,
        organisation_id: expect.any(Number),
        buyer_name: 'Leeds City Council',
        buyer_id_from_source: 'GB-LEEDS',
        total_awarded_value: 175_000,
        award_count: 3,
      },
      {
        rank: 3,
        organisation_id: expect.any(Number),
        buyer_name: 'Small Buyer',
        buyer_id_from_source: null,
        total_awarded_value: 0,
        award_count: 1,
      },
    ]);
  });

  it('rebuilds the summary in the background after a read found it stale', async () => {
    await vi.waitFor(async () => {
      expect(await isLeaderboardSummaryStale(testApp.database.pool)).toBe(false);
    });
  });

  it('ranks suppliers by party identifier, else by name, splitting shared awards evenly', async () => {
    expect(await suppliers()).toEqual([
      {
        rank: 1,
        organisation_id: expect.any(Number),
        supplier_name: 'Acme',
        supplier_ocds_scheme: 'GB-COH',
        supplier_ocds_identifier: '111',
        total_awarded_value: 300_000,
        award_count: 3,
      },
      {
        rank: 2,
        organisation_id: expect.any(Number),
        supplier_name: 'Gamma Ltd',
        supplier_ocds_scheme: null,
        supplier_ocds_identifier: null,
        total_awarded_value: 150_000,
        award_count: 1,
      },
      {
        rank: 3,
        organisation_id: expect.any(Number),
        supplier_name: 'Beta Services',
        supplier_ocds_scheme: null,
        supplier_ocds_identifier: null,
        total_awarded_value: 25_000,
        award_count: 2,
      },
      {
        rank: 4,
        organisation_id: expect.any(Number),
        supplier_name: 'Delta',
        supplier_ocds_scheme: null,
        supplier_ocds_identifier: null,
        total_awarded_value: 10_000,
        award_count: 1,
      },
    ]);
  });

  it('filters by award year and month in UK time', async () => {
    const pick = (rows: { total_awarded_value: number; award_count: number }[]) =>
      rows.map((row) => [row.total_awarded_value, row.award_count]);
    expect(pick(await buyers('?year=2024'))).toEqual([
      [310_000, 2],
      [150_000, 2],
    ]);
    expect(pick(await buyers('?year=2024&month=7'))).toEqual([
      [300_000, 1],
      [50_000, 1],
    ]);
    expect(await buyers('?year=2024&month=6')).toEqual([]);
    expect((await buyers('?year=2024&month=1'))[0]).toMatchObject({
      buyer_name: 'bristol council.',
      total_awarded_value: 10_000,
    });
    expect((await buyers('?year=2023'))[0]).toMatchObject({
      buyer_name: 'LEEDS CITY COUNCIL',
      total_awarded_value: 25_000,
    });
    expect(
      (await suppliers('?year=2024&month=7')).map((row) => [
        row.supplier_name,
        row.total_awarded_value,
      ]),
    ).toEqual([
      ['Acme Limited', 200_000],
      ['Gamma Ltd', 150_000],
    ]);
  });

  it('honours limit, defaulting to 10', async () => {
    expect(await suppliers('?limit=2')).toHaveLength(2);
    expect(await suppliers('?year=&month=&limit=')).toHaveLength(4);
  });

  it('gives anonymous callers the all-time board and a 401 for a year or month', async () => {
    expect((await get('/api/leaderboards/buyers/?year=&month=&limit=10', {})).statusCode).toBe(200);
    for (const query of ['?year=2024', '?year=2024&month=7']) {
      const response = await get(`/api/leaderboards/suppliers/${query}`, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'UNAUTHENTICATED',
        detail: 'Log in or create a free account to filter leaderboards by year and month.',
      });
      expect(response.json().detail).not.toMatch(/limit/i);
    }
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [string, string][] = [
      ['?month=7', 'month'],
      ['?year=abc', 'year'],
      ['?year=2024&month=13', 'month'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`/api/leaderboards/buyers/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()[field], query).toBeDefined();
    }
    expect((await get('/api/leaderboards/sellers/')).statusCode).toBe(400);
  });

  it('ranks exactly alike from the rebuilt summary and from the live query', async () => {
    const db = testApp.database.pool;
    // A background rebuild may hold the lock already; either way the summary ends up current.
    await vi.waitFor(async () => {
      await rebuildLeaderboardSummary(db);
      expect(await isLeaderboardSummaryStale(db)).toBe(false);
    });
    const periods = [
      { year: 0, month: 0 },
      { year: 2024, month: 0 },
      { year: 2024, month: 7 },
      { year: 2024, month: 1 },
      { year: 2023, month: 0 },
      { year: 2022, month: 2 },
    ];
    for (const board of LEADERBOARD_BOARDS) {
      for (const period of periods) {
        const live = await findLiveLeaderboard(db, board, period, 100);
        expect(live.length, `${board} ${JSON.stringify(period)}`).toBeGreaterThan(0);
        expect(await findSummaryLeaderboard(db, board, period, 100)).toEqual(live);
      }
    }
  });

  it('answers from the award tables at once after a change, before any rebuild', async () => {
    const db = testApp.database.pool;
    await createOpportunity(db, {
      buyer_name: 'Newcomer Council',
      awards: [
        {
          value_amount: 9_000_000,
          award_decision_date: '2024-07-02T00:00:00Z',
          suppliers: [{ name: 'Newcomer Supplies' }],
        },
      ],
    });
    expect(await isLeaderboardSummaryStale(db)).toBe(true);
    expect((await buyers('?year=2024&month=7'))[0]).toMatchObject({
      buyer_name: 'Newcomer Council',
      rank: 1,
    });
    expect((await suppliers())[0]).toMatchObject({ supplier_name: 'Newcomer Supplies', rank: 1 });
  });
});

describe('leaderboards by organisation (ADR 0085)', () => {
  it('counts a buyer published under two portal ids, and a supplier with and without its number, once', async () => {
    const testApp = await createTestApp({ LEADERBOARD_MAX_STALENESS_SECONDS: '0' });
    try {
      const db = testApp.database.pool;
      await createOpportunity(db, {
        buyer_name: 'Sheffield City Council',
        buyer_id_from_source: 'GB-CFS-55',
        awards: [{ value_amount: 1_000, suppliers: [{ name: 'Omega Works Ltd', ...ACME }] }],
      });
      await createOpportunity(db, {
        buyer_name: 'SHEFFIELD CITY COUNCIL',
        buyer_id_from_source: 'GB-PPON-ABCD-1234-EFGH',
        awards: [{ value_amount: 2_000, suppliers: [{ name: 'OMEGA WORKS LIMITED' }] }],
      });
      await linkUnlinkedRows(db);
      const read = async (board: string) =>
        (await testApp.app.inject({ method: 'GET', url: `/api/leaderboards/${board}/` })).json();
      const buyers = buyerLeaderboardResponseSchema.parse(await read('buyers'));
      expect(buyers).toHaveLength(1);
      expect(buyers[0]).toMatchObject({ total_awarded_value: 3_000, award_count: 2 });
      const suppliers = supplierLeaderboardResponseSchema.parse(await read('suppliers'));
      expect(suppliers).toHaveLength(1);
      expect(suppliers[0]).toMatchObject({ total_awarded_value: 3_000, award_count: 2 });
      expect(suppliers[0]!.organisation_id).toEqual(expect.any(Number));
    } finally {
      await testApp.close();
    }
  });
});

describe('leaderboards while a rebuild is pending', () => {
  it('serves the last summary for changes younger than the allowed staleness, then the rebuilt one', async () => {
    const testApp = await createTestApp({ LEADERBOARD_MAX_STALENESS_SECONDS: '600' });
    try {
      const db = testApp.database.pool;
      const buyers = async () =>
        buyerLeaderboardResponseSchema.parse(
          (await testApp.app.inject({ method: 'GET', url: '/api/leaderboards/buyers/' })).json(),
        );
      await seedAwards(db);
      // Never built: the live query answers, exactly.
      const first = await buyers();
      expect(first.length).toBeGreaterThan(0);
      // That read started the background rebuild.
      await vi.waitFor(
        async () => {
          expect(await isLeaderboardSummaryStale(db)).toBe(false);
        },
        { timeout: 10_000 },
      );

      await createOpportunity(db, {
        buyer_name: 'Latecomer Council',
        awards: [
          {
            value_amount: 99_000_000,
            award_decision_date: '2024-07-02T00:00:00Z',
            suppliers: [{ name: 'Latecomer Supplies' }],
          },
        ],
      });
      expect(await isLeaderboardSummaryStale(db)).toBe(true);
      // A change a moment old: the summary (without it) is served meanwhile.
      expect(await buyers()).toEqual(first);
      expect(await rebuildLeaderboardSummary(db)).toBe(true);
      expect((await buyers())[0]).toMatchObject({ buyer_name: 'Latecomer Council', rank: 1 });

      // A change older than the allowed staleness: ranked live again, exactly.
      await createOpportunity(db, {
        buyer_name: 'Bigger Council',
        awards: [{ value_amount: 500_000_000, award_decision_date: '2024-07-03T00:00:00Z' }],
      });
      await db.query(`UPDATE leaderboard_changes SET changed_at = now() - interval '11 minutes'`);
      expect((await buyers())[0]).toMatchObject({ buyer_name: 'Bigger Council', rank: 1 });
    } finally {
      await testApp.close();
    }
  });
});
