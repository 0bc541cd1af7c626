import { frameworkSchema, opportunityFrameworkSchema } from '@wac/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ingestHooks } from '../../data-reactions';
import { withTransaction } from '../../db/pool';
import { seededRandom } from '../../shared/seeded-random';
import type { OcdsRelease } from '../ingest/ocds-types';
import { sourceFromOcid } from '../ingest/source-systems';
import { storeReleases } from '../ingest/store-releases';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../ingest/testing/sample-releases';

/** Issue 31's checks on the real samples: frameworks, lots, suppliers, order and re-import. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});
beforeEach(async () => {
  await testApp.database.pool.query('TRUNCATE opportunities, raw_releases CASCADE');
});

const UTILITIES_FRAMEWORK = 'ocds-h6vhtk-02874c'; // 052408-2025, 4 lots, hasFrameworkAgreement
const PSR_FRAMEWORK = 'ocds-h6vhtk-059c19'; // 083468-2026, "National Framework Agreement", lot 1
const DYNAMIC_MARKET = 'ocds-h6vhtk-0510f8'; // 083685-2026, UK15 dynamic market modification
const PIPELINE_CALL_OFF = 'ocds-h6vhtk-06f1b4'; // 083664-2026, UK1 "Award under framework"

function allSamples(): OcdsRelease[] {
  return (['ContractsFinder', 'FTS', 'PCS', 'Sell2Wales'] as const).flatMap(loadSampleReleases);
}

async function store(releases: OcdsRelease[]) {
  await withTransaction(testApp.database.pool, (client) =>
    storeReleases(client, 'FTS', releases, undefined, { hooks: ingestHooks }),
  );
}

/**
 * Every framework row, keyed by ocid rather than generated ids, so two imports compare; with each
 * opportunity's lifecycle facts and its awards' contract ends (the one reading of a contract's
 * end, ADR 0260), which a shuffled import must not change either.
 */
async function frameworkState() {
  const { rows } = await testApp.database.pool.query(
    `SELECT o.ocid, o.lifecycle_phase, o.lifecycle_until, o.lifecycle_term_end,
            (SELECT json_agg(json_build_array(a.contract_end_date, a.term_end_date,
                                              a.max_extent_date, a.contract_state)
                             ORDER BY a.position)
               FROM awards a WHERE a.opportunity_id = o.id) AS contract_ends,
            r.role, f.kind, f.start_date, f.end_date, f.max_extent_date, f.estimated_value,
            f.max_participants,
            (SELECT json_agg(json_build_array(l.lot_id, l.title) ORDER BY l.position)
               FROM framework_lots l WHERE l.opportunity_id = o.id) AS lots,
            (SELECT json_agg(json_build_array(s.lot_id, s.name, s.identifier) ORDER BY s.position)
               FROM framework_suppliers s WHERE s.opportunity_id = o.id) AS suppliers,
            (SELECT json_agg(c.framework_ocid ORDER BY c.framework_ocid)
               FROM framework_call_off_refs c WHERE c.opportunity_id = o.id) AS called_off_under
       FROM opportunities o
       LEFT JOIN opportunity_procurement_roles r ON r.opportunity_id = o.id
       LEFT JOIN frameworks f ON f.opportunity_id = o.id
      ORDER BY o.ocid`,
  );
  return rows;
}

async function wacIdOf(ocid: string): Promise<string> {
  const { rows } = await testApp.database.pool.query(
    'SELECT wac_id FROM opportunities WHERE ocid = $1',
    [ocid],
  );
  return rows[0].wac_id;
}

async function getJson(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe.skipIf(!hasSamples)(`frameworks from the real samples${SAMPLES_MISSING_NOTE}`, () => {
  it('makes the framework award samples frameworks with their lots and suppliers', async () => {
    await store(allSamples());
    const utilities = frameworkSchema.parse(
      await getJson(`/api/frameworks/${await wacIdOf(UTILITIES_FRAMEWORK)}/`),
    );
    expect(utilities.kind).toBe('framework');
    expect(utilities.buyer_name).toBe('United Utilities Water Limited');
    expect(utilities.lots.map((lot) => lot.lot_id)).toEqual([
      '1 - Caustic Soda',
      '2: Phosphoric Acid',
      '3: Multiple Strategic Process Chemicals',
      '4: Hydrogen Peroxide',
    ]);
    // Its awards name no lot: the suppliers are shown once each, as admitted without a lot.
    expect(utilities.suppliers_without_lot.map((s) => s.name).sort()).toEqual([
      'Airedale Chemical Company Ltd',
      'Brenntag UK Limited',
      'Industrial Chemicals Ltd',
    ]);
    expect(utilities.suppliers_without_lot.every((s) => s.organisation_id !== null)).toBe(true);

    const psr = frameworkSchema.parse(
      await getJson(`/api/frameworks/${await wacIdOf(PSR_FRAMEWORK)}/`),
    );
    expect(psr.lots).toHaveLength(1);
    expect(psr.lots[0].suppliers.map((s) => s.name)).toEqual([
      'Mind Balance Center Ltd',
      'OASIS HOMECARE LIMITED',
    ]);
    expect(psr.suppliers_without_lot).toEqual([]);

    const market = frameworkSchema.parse(
      await getJson(`/api/frameworks/${await wacIdOf(DYNAMIC_MARKET)}/`),
    );
    expect(market.kind).toBe('dynamic_market');

    // Sell2Wales marks its DPS notices as frameworks and says "DPS" only in words (ADR 0261).
    for (const ocid of ['ocds-kuma6s-148236', 'ocds-kuma6s-148283', 'ocds-kuma6s-148346']) {
      const dps = frameworkSchema.parse(await getJson(`/api/frameworks/${await wacIdOf(ocid)}/`));
      expect(dps.kind, ocid).toBe('dynamic_market');
    }
    const furniture = frameworkSchema.parse(
      await getJson(`/api/frameworks/${await wacIdOf('ocds-kuma6s-139523')}/`),
    );
    expect(furniture.kind).toBe('framework');

    // A Sell2Wales framework tender states its contract period: its end date is the framework's.
    const cleaning = frameworkSchema.parse(
      await getJson(`/api/frameworks/${await wacIdOf('ocds-kuma6s-147810')}/`),
    );
    // Written "2028-10-06T00:00:00Z": the start of 6 October on UK summer clocks (ADR 0340).
    expect(cleaning.end_date).toBe('2028-10-05T23:00:00.000Z');
    expect(cleaning.max_participants).toBe(4);

    const pipeline = opportunityFrameworkSchema.parse(
      await getJson(`/api/opportunities/${await wacIdOf(PIPELINE_CALL_OFF)}/framework/`),
    );
    expect(pipeline).toEqual({ role: 'call_off', framework: null, called_off_under: [] });
    const notFramework = await testApp.app.inject({
      method: 'GET',
      url: `/api/frameworks/${await wacIdOf(PIPELINE_CALL_OFF)}/`,
    });
    expect(notFramework.statusCode).toBe(404);
    expect(notFramework.json().detail).toBe('Framework not found.');
  });

  it('gives the same frameworks whatever order the notices arrive in, and re-importing adds nothing', async () => {
    const releases = allSamples();
    await store(releases);
    const inOrder = await frameworkState();
    expect(inOrder.filter((row) => row.kind === 'framework').length).toBeGreaterThan(20);

    await testApp.database.pool.query('TRUNCATE opportunities, raw_releases CASCADE');
    const random = seededRandom(31);
    const shuffled = releases
      .map((release) => ({ release, key: random() }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.release);
    for (let start = 0; start < shuffled.length; start += 7) {
      await store(shuffled.slice(start, start + 7));
    }
    expect(await frameworkState()).toEqual(inOrder);

    await store(releases);
    expect(await frameworkState()).toEqual(inOrder);
  }, 120_000);

  it('filters the search to frameworks, to call-offs, or leaves call-offs out', async () => {
    await store(allSamples());
    const searchable = async (roles: string) => {
      const { rows } = await testApp.database.pool.query(
        `SELECT count(*)::int AS n FROM opportunity_search s
           JOIN opportunity_procurement_roles r ON r.opportunity_id = s.opportunity_id
          WHERE r.role = ANY($1::text[])`,
        [roles.split(',')],
      );
      return rows[0].n as number;
    };
    const total = async (query: string) =>
      (await getJson(`/api/search/?count_only=true${query}`)).total as number;
    const all = await total('');
    const frameworks = await searchable('framework,dynamic_market');
    const callOffs = await searchable('call_off');
    expect(frameworks).toBeGreaterThan(20);
    expect(callOffs).toBeGreaterThan(20);
    expect(await total('&framework=frameworks')).toBe(frameworks);
    expect(await total('&framework=call_offs')).toBe(callOffs);
    expect(await total('&framework=no_call_offs')).toBe(all - callOffs);
    const page = await getJson('/api/search/?framework=call_offs&source_system=FTS');
    expect(page.results.map((row: { title: string }) => row.title)).toContain(
      'ServiceNow Development & Managed Services Delivery Partner',
    );
    const refused = await testApp.app.inject({ method: 'GET', url: '/api/search/?framework=some' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(
      'Frameworks and call-offs: Use one of frameworks, call_offs, no_call_offs.',
    );
  });
});

/**
 * No sample call-off names its framework (Contracts Finder publishes none; the FTS samples hold
 * none), so a real Contracts Finder call-off is given the OCDS link a Find a Tender call-off
 * carries: `relatedProcesses` with relationship "framework" and the framework's ocid.
 */
function callOffNaming(frameworkOcid: string): OcdsRelease {
  const callOff = loadSampleReleases('ContractsFinder').find((release) =>
    /call-off/i.test(
      String((release.tender as { procurementMethodDetails?: string })?.procurementMethodDetails),
    ),
  );
  if (!callOff) throw new Error('no Contracts Finder call-off in the samples');
  const relatedProcesses = [
    { id: '1', relationship: ['framework'], scheme: 'ocid', identifier: frameworkOcid },
  ];
  return { ...callOff, relatedProcesses };
}

describe.skipIf(!hasSamples)(`call-offs linked to their framework${SAMPLES_MISSING_NOTE}`, () => {
  const framework = () =>
    loadSampleReleases('FTS').filter((release) => release.ocid === UTILITIES_FRAMEWORK);

  for (const order of ['call-off first', 'framework first'] as const) {
    it(`lists the call-off on the framework and the framework on the call-off (${order})`, async () => {
      const callOff = callOffNaming(UTILITIES_FRAMEWORK);
      expect(sourceFromOcid(callOff.ocid)).toBe('ContractsFinder');
      if (order === 'call-off first') {
        await store([callOff]);
        await store(framework());
      } else {
        await store(framework());
        await store([callOff]);
      }
      const frameworkId = await wacIdOf(UTILITIES_FRAMEWORK);
      const callOffId = await wacIdOf(callOff.ocid);
      const page = frameworkSchema.parse(await getJson(`/api/frameworks/${frameworkId}/`));
      expect(page.call_offs.map((row) => row.wac_id)).toEqual([callOffId]);
      const link = opportunityFrameworkSchema.parse(
        await getJson(`/api/opportunities/${callOffId}/framework/`),
      );
      expect(link.role).toBe('call_off');
      expect(link.called_off_under).toEqual([
        { id: frameworkId, kind: 'framework', title: page.title },
      ]);
    });
  }
});
