import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { opportunityDetailSchema, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ingestHooks } from '../../data-reactions';
import { importReleaseFiles } from './import-release-files';
import type { OcdsRelease } from './ocds-types';
import { createFtsRelease } from './testing/release-factory';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
  sampleFiles,
} from './testing/sample-releases';

let testApp: TestApp;
let dir: string;

async function writePackage(name: string, releases: OcdsRelease[]) {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify({ uri: 'https://example.test', version: '1.1', releases }));
  return file;
}

async function search(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/search/?${query}` });
  expect(response.statusCode).toBe(200);
  return searchResponseSchema.parse(response.json());
}

async function detail(id: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/opportunities/${id}/` });
  expect(response.statusCode).toBe(200);
  return opportunityDetailSchema.parse(response.json());
}

const S2W_TEST_OCID = 'ocds-kuma6s-990001';
const CROSS_POSTED_PCS_OCID = 'ocds-r6ebe6-0000548866';

beforeAll(async () => {
  testApp = await createTestApp();
  dir = await mkdtemp(path.join(tmpdir(), 'wac-proactis-'));
  if (!hasSamples) return;
  const [s2wSample] = loadSampleReleases('Sell2Wales');
  // Sell2Wales's vendor publishes test notices to production under its own name.
  const testNotice = {
    ...s2wSample,
    ocid: S2W_TEST_OCID,
    id: `${S2W_TEST_OCID}-release-990001`,
    buyer: { id: 'org-1', name: 'Proactis Tenders Limited' },
    parties: [{ id: 'org-1', name: 'Proactis Tenders Limited', roles: ['buyer'] }],
    tender: { ...(s2wSample.tender as object), title: 'Cleaning services pilot' },
  };
  // Find a Tender's copy of the first Scottish sample notice: same procurement, its SC footer.
  const ftsCopy = createFtsRelease({
    date: '2019-04-01T10:00:00+01:00',
    tender: { title: 'Frameworks Scotland 3 (NHS)', description: 'Copy. (SC Ref:569201)' },
  });
  const files = [
    ...sampleFiles('PCS'),
    ...sampleFiles('Sell2Wales'),
    await writePackage('s2w-test.json', [testNotice]),
    await writePackage('fts-copy.json', [ftsCopy]),
  ];
  const summary = await importReleaseFiles(
    { hooks: ingestHooks, pool: testApp.database.pool },
    { paths: files },
  );
  expect(summary.failedFiles).toBe(0);
  expect(summary.skippedReleases).toBe(0);
});

afterAll(async () => {
  await testApp?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!hasSamples)(`PCS and Sell2Wales through --file${SAMPLES_MISSING_NOTE}`, () => {
  it('files each release under the portal its ocid names and finds them by source', async () => {
    const pcs = await search('source_system=PCS&count_only=false');
    expect(pcs.total).toBe(70);
    expect(pcs.results.every((result) => result.source_system === 'PCS')).toBe(true);
    const s2w = await search('source_system=Sell2Wales');
    expect(s2w.total).toBe(69);
    const keys = pcs.aggregations.source_systems.map((bucket) => bucket.key).sort();
    expect(keys).toEqual(['ContractsFinder', 'FTS', 'PCS', 'Sell2Wales']);
  });

  it('finds them by NUTS 1 region, the Welsh buyers in region "UK" by postcode', async () => {
    const scotland = await search('source_system=PCS&region=UKM');
    expect(scotland.total).toBe(70);
    const wales = await search('source_system=Sell2Wales&region=UKL');
    expect(wales.total).toBe(69);
  });

  it('finds them by CPV subtree', async () => {
    const education = await search('source_system=Sell2Wales&cpv_codes=80&include_sub_cpv=true');
    expect(education.results.map((r) => r.title)).toContain(
      'HEIW Provision of Enhanced and Advanced Education and Training',
    );
  });

  it('maps a Welsh notice: title, buyer, value, deadline, its notice page, no test notices', async () => {
    const { results } = await search('q=HEIW%20Enhanced%20Advanced&source_system=Sell2Wales');
    const heiw = await detail(results[0].opportunity_id);
    expect(heiw).toMatchObject({
      source_system: 'Sell2Wales',
      title: 'HEIW Provision of Enhanced and Advanced Education and Training',
      buyer_name: 'Health Education and Improvement Wales (HEIW)',
      tender_value_amount: 8938752,
      tender_value_currency: 'GBP',
      tender_deadline_date: '2025-04-30T12:00:00.000Z',
      notice_url: 'https://www.sell2wales.gov.wales/search/show/search_view.aspx?ID=FEB497808',
    });
    expect(heiw.notice_links).toEqual([{ source_system: 'Sell2Wales', url: heiw.notice_url }]);
    const tests = await search('q=cleaning%20services%20pilot');
    expect(tests.results.map((result) => result.title)).not.toContain('Cleaning services pilot');
  });

  it('keeps the notice text, not the portal boilerplate, and no per-release party ids', async () => {
    const { rows } = await testApp.database.pool.query(
      `SELECT description, buyer_id_from_source FROM opportunities WHERE ocid = $1`,
      ['ocds-r6ebe6-0000561475'],
    );
    expect(rows[0].description).not.toContain('SC Ref');
    expect(rows[0].buyer_id_from_source).toBeNull();
  });

  it('merges a Find a Tender copy carrying (SC Ref:n) into the Scottish opportunity', async () => {
    const { rows } = await testApp.database.pool.query<{ wac_id: string; n: number }>(
      `SELECT o.wac_id, count(*)::int AS n
         FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
        WHERE o.id = (SELECT opportunity_id FROM opportunity_sources WHERE ocid = $1)
        GROUP BY o.wac_id`,
      [CROSS_POSTED_PCS_OCID],
    );
    expect(rows[0].n).toBe(2);
    const merged = await detail(rows[0].wac_id);
    expect(new Set(merged.sources)).toEqual(new Set(['PCS', 'FTS']));
    expect(merged.notice_links.map((link) => link.source_system).sort()).toEqual(['FTS', 'PCS']);
    expect(merged.notice_links.find((link) => link.source_system === 'PCS')?.url).toBe(
      'https://www.publiccontractsscotland.gov.uk/search/show/search_view.aspx?ID=APR350379',
    );
    const { total } = await search('source_system=FTS');
    expect(total).toBe(0);
  });
});
