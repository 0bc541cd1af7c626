import { organisationProfileSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findOpenOpportunities } from './open-opportunities.repository';
import { linkUnlinkedRows } from './organisation-linker';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const ACME = { scheme: 'GB-COH', identifier: '01234567' };

let testApp: TestApp;
let premium: { authorization: string };
let free: { authorization: string };
let buyerId: number;
let acmeId: number;

async function organisationIdOf(sql: string, value: string): Promise<number> {
  const { rows } = await testApp.database.pool.query<{ id: number }>(sql, [value]);
  return rows[0]!.id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.pool;
  // Leeds buys three times: two awards to Acme (spelt two ways, once without its number), one
  // shared between Acme and Beta, plus a cancelled award and a euro award that do not count.
  await createOpportunity(db, {
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-CFS-1',
    title: 'Road gritting',
    cpv_codes: ['90620000'],
    release_date: '2024-01-01T00:00:00Z',
    tender_deadline_date: '2024-01-31T00:00:00Z',
    extra: { buyer_address_locality: 'Leeds', buyer_address_postalcode: 'LS1 1UR' },
    awards: [
      {
        value_amount: 100_000,
        award_decision_date: '2024-03-10T12:00:00Z',
        contract_end_date: inDays(60),
        suppliers: [{ name: 'ACME LTD', ...ACME, scale: 'sme' }],
      },
      {
        status: 'cancelled',
        value_amount: 999_999,
        award_decision_date: '2024-03-11T12:00:00Z',
        suppliers: [{ name: 'ACME LTD', ...ACME }],
      },
    ],
  });
  await createOpportunity(db, {
    buyer_name: 'LEEDS CITY COUNCIL',
    buyer_id_from_source: 'GB-CFS-1',
    title: 'Winter maintenance',
    cpv_codes: ['90620000', '45233141'],
    release_date: '2025-02-01T00:00:00Z',
    tender_deadline_date: '2025-02-21T00:00:00Z',
    awards: [
      {
        value_amount: 60_000,
        award_decision_date: '2025-05-01T12:00:00Z',
        contract_end_date: inDays(500),
        suppliers: [
          { name: 'Acme Limited', scale: 'sme' },
          { name: 'Beta Services', scale: 'large' },
        ],
      },
      {
        value_amount: 5_000,
        value_currency: 'EUR',
        award_decision_date: '2025-05-02T12:00:00Z',
        suppliers: [{ name: 'Euro Co' }],
      },
    ],
  });
  await createOpportunity(db, {
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-CFS-1',
    title: 'Bridge inspection',
    release_date: '2025-06-01T00:00:00Z',
    tender_deadline_date: '2025-06-11T00:00:00Z',
    awards: [{ value_amount: 30_000, award_decision_date: '2025-07-01T12:00:00Z' }],
  });
  // Open now, and one whose deadline has passed.
  await createOpportunity(db, {
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-CFS-1',
    title: 'Street lighting',
    stage: 'tender',
    tender_deadline_date: inDays(20),
    tender_value_amount: 250_000,
  });
  await createOpportunity(db, {
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-CFS-1',
    title: 'Closed tender',
    stage: 'tender',
    tender_deadline_date: inDays(-2),
  });
  // Open at another buyer: two in Acme's sectors (snow clearing 906, construction works 452),
  // one not (furniture).
  for (const [title, cpv, days] of [
    ['Snow clearing', '90620000', 10],
    ['Roof repairs', '45261000', 5],
    ['Office furniture', '39130000', 3],
  ] as const) {
    await createOpportunity(db, {
      buyer_name: 'City of York Council',
      buyer_id_from_source: 'GB-CFS-2',
      title,
      cpv_codes: [cpv],
      stage: 'tender',
      tender_deadline_date: inDays(days),
    });
  }
  await linkUnlinkedRows(db);
  buyerId = await organisationIdOf(
    `SELECT organisation_id AS id FROM organisation_keys WHERE key = $1`,
    'src:GB-CFS-1',
  );
  acmeId = await organisationIdOf(
    `SELECT organisation_id AS id FROM organisation_keys WHERE key = $1`,
    'reg:GB-COH:01234567',
  );
  premium = (await createUser(db, { tier: 'premium' })).authHeader;
  free = (await createUser(db, { tier: 'free' })).authHeader;
});
afterAll(async () => {
  await testApp?.close();
});

const get = async (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const profile = async (url: string, headers: Record<string, string> = premium) => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return organisationProfileSchema.parse(response.json());
};

describe('GET /api/buyers/{id}/', () => {
  it('totals the awards that count, by year, with the buyer’s suppliers and figures', async () => {
    const { header, analytics } = await profile(`/api/buyers/${buyerId}/`);
    expect(header).toMatchObject({
      id: buyerId,
      role: 'buyer',
      name: 'Leeds City Council',
      other_names: ['LEEDS CITY COUNCIL'],
      identifiers: [],
      region_code: 'UKE',
      is_followed: false,
    });
    expect(header.address).toMatchObject({ locality: 'Leeds', postal_code: 'LS1 1UR' });
    expect(analytics).toMatchObject({
      award_count: 3,
      total_awarded_value: 190_000,
      total_value_of_awards: 190_000,
      shared_award_count: 1,
      median_award_value: 60_000,
      sme: { known_awards: 2, sme_awards: 2 },
    });
    expect(analytics!.by_year).toEqual([
      { year: 2024, award_count: 1, total_awarded_value: 100_000 },
      { year: 2025, award_count: 2, total_awarded_value: 90_000 },
    ]);
    // The by-year totals add up to the total.
    const sum = analytics!.by_year.reduce((total, row) => total + row.total_awarded_value, 0);
    expect(sum).toBe(analytics!.total_awarded_value);
    expect(analytics!.top_counterparties).toEqual([
      { id: acmeId, name: 'Acme Limited', award_count: 2, total_awarded_value: 130_000 },
      {
        id: expect.any(Number),
        name: 'Beta Services',
        award_count: 1,
        total_awarded_value: 30_000,
      },
    ]);
    expect(analytics!.top_cpv[0]).toMatchObject({ code: '90620000', award_count: 2 });
    // 30, 20 and 10 days from publication to deadline.
    expect(analytics!.typical_tender_period).toEqual({ median_days: 20, sample_size: 4 });
    expect(analytics!.recent_awards.map((award) => award.title)).toEqual([
      'Bridge inspection',
      'Winter maintenance',
      'Road gritting',
    ]);
    expect(analytics!.contracts_ending_soon.map((award) => award.title)).toEqual(['Road gritting']);
  });

  it('lists open opportunities to everyone, analytics only to paid tiers', async () => {
    for (const [headers, access] of [
      [{}, 'sign_in_required'],
      [free, 'upgrade_required'],
      [premium, 'granted'],
    ] as const) {
      const answer = await profile(`/api/buyers/${buyerId}/`, headers);
      expect(answer.analytics_access).toBe(access);
      expect(answer.analytics === null).toBe(access !== 'granted');
      expect(answer.open_opportunities).toEqual({
        total: 1,
        sectors: [],
        items: [
          expect.objectContaining({
            title: 'Street lighting',
            value_amount: 250_000,
            buyer: { id: buyerId, name: 'Leeds City Council' },
          }),
        ],
      });
    }
    expect((await profile(`/api/buyers/${buyerId}/`, {})).header.is_followed).toBeNull();
  });

  it('answers 404 for an unknown id or an organisation that never bought, 400 for a bad id', async () => {
    expect((await get('/api/buyers/999999/')).statusCode).toBe(404);
    const notBuyer = await get(`/api/buyers/${acmeId}/`);
    expect(notBuyer.statusCode).toBe(404);
    expect(notBuyer.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Buyer not found.' });
    const bad = await get('/api/buyers/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().id).toBeDefined();
  });
});

describe('GET /api/suppliers/{id}/', () => {
  it('puts name variants on one page and credits shared awards as an equal share', async () => {
    const { header, analytics, open_opportunities } = await profile(`/api/suppliers/${acmeId}/`);
    // Named in the spelling that reads best (mixed case), with the others listed.
    expect(header.name).toBe('Acme Limited');
    expect(header.other_names).toEqual(['ACME LTD']);
    expect(header.identifiers).toEqual([{ scheme: 'GB-COH', id: '01234567' }]);
    expect(analytics).toMatchObject({
      award_count: 2,
      total_awarded_value: 130_000,
      total_value_of_awards: 160_000,
      shared_award_count: 1,
      sme: { known_awards: 2, sme_awards: 2 },
    });
    expect(analytics!.top_counterparties).toEqual([
      { id: buyerId, name: 'Leeds City Council', award_count: 2, total_awarded_value: 130_000 },
    ]);
    expect(open_opportunities.total).toBe(2);
  });

  it('lists the open tenders in its sectors at any buyer, as the search it links to finds them', async () => {
    const { open_opportunities } = await profile(`/api/suppliers/${acmeId}/`, {});
    // Its awards' CPV groups, most awards first: snow clearing (906) twice, works (452) once.
    expect(open_opportunities.sectors).toEqual([
      {
        code: '90600000',
        label: 'Cleaning and sanitation services in urban or rural areas, and related services',
      },
      {
        code: '45200000',
        label: 'Works for complete or part construction and civil engineering work',
      },
    ]);
    // Not its customer's street lighting (no CPV code), nor furniture: its own line of work.
    const titles = open_opportunities.items.map((item) => item.title);
    expect(titles).toEqual(['Roof repairs', 'Snow clearing']);
    const search = await get(
      `/api/search/?status=open&cpv_codes=${open_opportunities.sectors.map((s) => s.code).join(',')}&sort=deadline_date-asc`,
    );
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json() as { total: number; results: { title: string }[] };
    expect(found.total).toBe(open_opportunities.total);
    expect(found.results.map((result) => result.title)).toEqual(titles);
  });
});

describe('kept profile figures (ADR 0103)', () => {
  it('are used until an award changes, and expire when the first contract ending soon ends', async () => {
    const db = testApp.database.pool;
    const keptUntil = async () => {
      const { rows } = await db.query<{ expires_at: Date; computed_at: Date }>(
        `SELECT expires_at, computed_at FROM organisation_profile_cache
          WHERE organisation_id = $1 AND role = 'buyer'`,
        [buyerId],
      );
      return rows[0]!;
    };
    const before = await profile(`/api/buyers/${buyerId}/`);
    // Nothing ends within a day: kept for a day at most.
    const first = await keptUntil();
    expect(first.expires_at.getTime() - first.computed_at.getTime()).toBe(DAY);

    // A change to an award's value, written straight to the table: the kept figures go stale.
    await db.query(
      `UPDATE awards SET value_amount = value_amount + 1
        WHERE value_amount = 100000 AND opportunity_id IN (
          SELECT opportunity_id FROM opportunity_buyers WHERE organisation_id = $1)`,
      [buyerId],
    );
    const after = await profile(`/api/buyers/${buyerId}/`);
    expect(after.analytics!.total_awarded_value).toBe(before.analytics!.total_awarded_value + 1);
    const supplier = await profile(`/api/suppliers/${acmeId}/`);
    expect(supplier.analytics!.total_value_of_awards).toBe(160_001);

    // A new award ending in twelve hours: listed at once, and the kept figures expire with it.
    const endsSoon = inDays(0.5);
    await createOpportunity(db, {
      buyer_name: 'Leeds City Council',
      buyer_id_from_source: 'GB-CFS-1',
      title: 'Salt delivery',
      release_date: '2025-09-01T00:00:00Z',
      awards: [
        { value_amount: 1_000, contract_end_date: endsSoon, suppliers: [{ name: 'Salt Co' }] },
      ],
    });
    await linkUnlinkedRows(db);
    const latest = await profile(`/api/buyers/${buyerId}/`);
    expect(latest.analytics!.contracts_ending_soon[0]?.title).toBe('Salt delivery');
    expect((await keptUntil()).expires_at.toISOString()).toBe(endsSoon);
  });
});

describe('a supplier’s open opportunities from the kept open notices (ADR 0114)', () => {
  it('follow new notices, changed CPV codes and deadlines that pass', async () => {
    const db = testApp.database.pool;
    const openTitles = async () => {
      const { open_opportunities } = await profile(`/api/suppliers/${acmeId}/`, {});
      return {
        total: open_opportunities.total,
        titles: open_opportunities.items.map((i) => i.title),
      };
    };
    const before = await openTitles();
    expect(before.titles).toContain('Snow clearing');
    // A new notice in its sector at a buyer it never worked for: a new data version.
    await createOpportunity(db, {
      buyer_name: 'Harrogate Borough Council',
      title: 'Gritting routes',
      cpv_codes: ['90630000'],
      stage: 'tender',
      tender_deadline_date: inDays(0.25),
    });
    const added = await openTitles();
    expect(added.titles[0]).toBe('Gritting routes');
    expect(added.total).toBe(before.total + 1);
    // A notice recoded into its sector joins the list (the search copy changes: a new version).
    await db.query(
      `UPDATE opportunities SET cpv_codes = '{45262000}', cpv_prefixes = '{45,452,4526,45262}'
        WHERE title = 'Office furniture'`,
    );
    expect((await openTitles()).titles).toContain('Office furniture');
    // Six hours on, the gritting deadline has passed: the same kept list, read at a later instant.
    const later = await findOpenOpportunities(db, 'supplier', [acmeId], 10, new Date(inDays(0.5)));
    expect(later.rows.map((row) => row.title)).not.toContain('Gritting routes');
    expect(later.total).toBe(before.total + 1);
  });

  it('keeps a supplier’s figures when its next contract enters the 12-month window within a day', async () => {
    const db = testApp.database.pool;
    // Enters the window in six hours: ADR 0103's "a day early" expired the figures before they
    // were computed, so a busy supplier's were never kept.
    const end = new Date(Date.now() + DAY / 4);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    await createOpportunity(db, {
      buyer_name: 'Leeds City Council',
      buyer_id_from_source: 'GB-CFS-1',
      title: 'Bridge inspections',
      awards: [
        {
          value_amount: 5_000,
          contract_end_date: end.toISOString(),
          suppliers: [{ name: 'Span Inspections Ltd', scheme: 'GB-COH', identifier: '07777777' }],
        },
      ],
    });
    await linkUnlinkedRows(db);
    const spanId = await organisationIdOf(
      `SELECT organisation_id AS id FROM organisation_keys WHERE key = $1`,
      'reg:GB-COH:07777777',
    );
    await profile(`/api/suppliers/${spanId}/`);
    const { rows } = await db.query<{ expires_at: Date }>(
      `SELECT expires_at FROM organisation_profile_cache
        WHERE organisation_id = $1 AND role = 'supplier'`,
      [spanId],
    );
    const hoursLeft = (rows[0]!.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(4);
    expect(hoursLeft).toBeLessThan(6);
  });
});
