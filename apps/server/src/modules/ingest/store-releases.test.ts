import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { withTransaction } from '../../db/pool';
import type { OcdsRelease } from './ocds-types';
import type { SourceSystem } from './source-systems';
import { storeReleases } from './store-releases';
import { createCfRelease, createFtsRelease } from './testing/release-factory';
import { hasSamples, loadSampleReleases, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.pool.query('TRUNCATE opportunities, raw_releases, cpv_labels CASCADE');
});

const store = (source: SourceSystem, releases: OcdsRelease[]) =>
  withTransaction(database.pool, (client) =>
    storeReleases(client, source, releases, undefined, { hooks: ingestHooks }),
  );

async function snapshot() {
  const { rows } = await database.pool.query(
    `SELECT o.ocid, o.wac_id, o.sources, o.stage, o.updated_at,
            (SELECT count(*)::int FROM awards a WHERE a.opportunity_id = o.id) AS awards,
            (SELECT array_agg(s.ocid ORDER BY s.ocid) FROM opportunity_sources s
              WHERE s.opportunity_id = o.id) AS ocids
       FROM opportunities o ORDER BY o.ocid`,
  );
  return rows;
}

describe.skipIf(!hasSamples)(`storing the real sample pages${SAMPLES_MISSING_NOTE}`, () => {
  it('keeps every release once and compiles one opportunity per ocid; a re-run changes nothing', async () => {
    const releases = loadSampleReleases('ContractsFinder');
    const ocids = new Set(releases.map((release) => release.ocid));
    const first = await store('ContractsFinder', releases);
    expect(first).toMatchObject({ releases: 200, newReleases: 200, compiledOcids: ocids.size });
    const before = await snapshot();
    expect(before).toHaveLength(ocids.size);

    const again = await store('ContractsFinder', releases);
    expect(again).toEqual({ releases: 200, newReleases: 0, compiledOcids: 0 });
    expect(await snapshot()).toEqual(before);
    const raw = await database.pool.query('SELECT count(*)::int AS n FROM raw_releases');
    expect(raw.rows[0].n).toBe(200);
    const labels = await database.pool.query(
      `SELECT label, source FROM cpv_labels WHERE code = '73000000'`,
    );
    expect(labels.rows).toEqual([
      {
        label: 'Research and development services and related consultancy services',
        source: 'ingest',
      },
    ]);
  });

  it('stores releases exactly as received', async () => {
    const [release] = loadSampleReleases('FTS');
    await store('FTS', [release]);
    const { rows } = await database.pool.query(
      'SELECT payload, tags, source_system FROM raw_releases WHERE ocid = $1 AND release_id = $2',
      [release.ocid, release.id],
    );
    expect(rows[0].payload).toEqual(release);
    expect(rows[0].source_system).toBe('FTS');
  });
});

describe('compiling across pages', () => {
  it('lets a later delta release amend awards without erasing suppliers', async () => {
    const base = createFtsRelease({
      tag: ['award', 'contract'],
      awards: [
        { id: '1', status: 'active', suppliers: [{ id: 'S1', name: 'Alpha Ltd' }] },
        { id: '2', status: 'active', suppliers: [{ id: 'S2', name: 'Beta Ltd' }] },
      ],
    });
    const delta: OcdsRelease = {
      ocid: base.ocid,
      id: '099999-2026',
      date: '2026-09-10T10:00:00+01:00',
      tag: ['award', 'contract'],
      awards: [{ id: '2', amendments: [{ id: '099999-2026' }] }],
      tender: { title: base.tender ? 'Grounds maintenance services' : '', description: null },
    };
    await store('FTS', [base]);
    await store('FTS', [delta]);
    const { rows } = await database.pool.query(
      `SELECT o.supplier_names, o.release_date, o.notice_url FROM opportunities o WHERE o.ocid = $1`,
      [base.ocid],
    );
    expect(rows[0].supplier_names).toEqual(['Alpha Ltd', 'Beta Ltd']);
    expect(rows[0].release_date.toISOString()).toBe('2026-09-10T09:00:00.000Z');
    expect(rows[0].notice_url).toBe('https://www.find-tender.service.gov.uk/Notice/099999-2026');
  });
});

describe('cross-posted notices', () => {
  it('links an FTS notice to the CF opportunity of the same procurement', async () => {
    const cf = createCfRelease({ date: '2026-09-01T10:00:00+01:00' });
    const fts = createFtsRelease({ date: '2026-09-05T10:00:00+01:00' });
    await store('ContractsFinder', [cf]);
    await store('FTS', [fts]);
    const rows = await snapshot();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ocid: cf.ocid,
      sources: ['ContractsFinder', 'FTS'],
      ocids: [cf.ocid, fts.ocid].sort(),
    });
    const links = await database.pool.query(
      'SELECT ocid, source_system, notice_url FROM opportunity_sources ORDER BY source_system',
    );
    expect(links.rows.map((row) => row.source_system)).toEqual(['ContractsFinder', 'FTS']);
    expect(links.rows[1].notice_url).toBe(
      `https://www.find-tender.service.gov.uk/Notice/${fts.id}`,
    );
  });

  it('works in either order and lets the newer notice speak (award on FTS)', async () => {
    const fts = createFtsRelease({ date: '2026-09-01T10:00:00+01:00' });
    const cf = createCfRelease({ date: '2026-09-02T10:00:00+01:00' });
    const ftsAward: OcdsRelease = {
      ocid: fts.ocid,
      id: '088888-2026',
      date: '2026-10-20T10:00:00+01:00',
      tag: ['award', 'contract'],
      awards: [{ id: '1', status: 'active', value: { amount: 48000, currency: 'GBP' } }],
    };
    await store('FTS', [fts]);
    await store('ContractsFinder', [cf]);
    await store('FTS', [ftsAward]);
    const { rows } = await database.pool.query(
      `SELECT ocid, source_system, sources, stage, stages, award_value_amount, notice_url,
              region_codes, wac_id
         FROM opportunities`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ocid: fts.ocid,
      source_system: 'FTS',
      sources: ['FTS', 'ContractsFinder'],
      stage: 'award',
      stages: ['tender', 'award'],
      award_value_amount: 48000,
      notice_url: 'https://www.find-tender.service.gov.uk/Notice/088888-2026',
      region_codes: ['UKI'],
    });
    expect(rows[0].wac_id).toMatch(/^WAC-/);
  });

  it('keeps notices apart when the buyer, the title or the dates differ', async () => {
    const cf = createCfRelease({ date: '2026-09-01T10:00:00+01:00' });
    await store('ContractsFinder', [cf]);
    await store('FTS', [
      createFtsRelease({ buyer: { id: 'X', name: 'Another Council' }, parties: [] }),
      createFtsRelease({ tender: { title: 'Street lighting maintenance' } }),
      createFtsRelease({ date: '2026-09-20T10:00:00+01:00' }),
    ]);
    expect(await snapshot()).toHaveLength(4);
  });

  /**
   * A CF award naming its FTS notice, the two otherwise too different for the rule: another
   * buyer spelling, another title, months apart.
   */
  function linkedPair() {
    const fts = createFtsRelease({
      date: '2026-03-02T10:00:00+01:00',
      tender: { title: 'Lot 2: Reactive highway repairs (North)' },
      buyer: { id: 'GB-PPON-1', name: 'NHS COMMISSIONING BOARD' },
      parties: [],
    });
    const cfAward = createCfRelease({
      date: '2026-09-01T10:00:00+01:00',
      tag: ['award'],
      tender: { title: 'Highway maintenance framework', status: 'complete' },
      buyer: { id: 'GB-CFS-7', name: 'NHS England' },
      parties: [],
      awards: [
        {
          id: '1',
          status: 'active',
          documents: [
            {
              id: '1',
              documentType: 'awardNotice',
              url: `https://www.find-tender.service.gov.uk/Notice/${fts.id}`,
            },
          ],
        },
      ],
    });
    return { fts, cfAward };
  }

  it('links a CF notice to the FTS notice it names, whichever arrives first', async () => {
    for (const order of ['fts-first', 'cf-first'] as const) {
      await database.pool.query('TRUNCATE opportunities, raw_releases CASCADE');
      const { fts, cfAward } = linkedPair();
      if (order === 'fts-first') {
        await store('FTS', [fts]);
        await store('ContractsFinder', [cfAward]);
      } else {
        await store('ContractsFinder', [cfAward]);
        await store('FTS', [fts]);
      }
      const rows = await snapshot();
      expect(rows, order).toHaveLength(1);
      expect(rows[0].ocids, order).toEqual([cfAward.ocid, fts.ocid].sort());
      const documents = await database.pool.query('SELECT title, url FROM documents');
      expect(documents.rows, order).toEqual([
        {
          title: 'Also published on Find a Tender',
          url: `https://www.find-tender.service.gov.uk/Notice/${fts.id}`,
        },
      ]);
    }
  });

  it('does not link by a notice that names an opportunity of its own portal', async () => {
    const { fts, cfAward } = linkedPair();
    await store('ContractsFinder', [cfAward]);
    // Another CF notice cannot be the FTS notice's publisher: both stay apart from each other.
    await store('ContractsFinder', [{ ...createCfRelease(), awards: cfAward.awards }]);
    expect(await snapshot()).toHaveLength(2);
    await store('FTS', [fts]);
    expect((await snapshot()).map((row) => row.ocids.length).sort()).toEqual([1, 2]);
  });

  it('never merges two notices of the same portal', async () => {
    await store('ContractsFinder', [createCfRelease(), createCfRelease()]);
    expect(await snapshot()).toHaveLength(2);
  });
});
