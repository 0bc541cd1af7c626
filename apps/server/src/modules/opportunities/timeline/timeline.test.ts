import { procurementTimelineSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { releaseStore, wacIdOfSourceOcid } from '../../../../test/helpers/releases';
import { noHooks } from '../../ingest/ingest-hooks';
import type { OcdsRelease } from '../../ingest/ocds-types';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../../ingest/testing/sample-releases';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const store = releaseStore(() => testApp.database.pool, 'FTS', noHooks);

const wacIdOf = (ocid: string) => wacIdOfSourceOcid(testApp.database.pool, ocid);

async function timeline(ocid: string) {
  const response = await testApp.app.inject({
    url: `/api/opportunities/${await wacIdOf(ocid)}/timeline/`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return procurementTimelineSchema.parse(response.json());
}

const noticeDocument = (id: string, noticeType: string) => ({
  id,
  documentType: 'tenderNotice',
  noticeType,
  url: `https://www.find-tender.service.gov.uk/Notice/${id}`,
});

/** One Procurement Act procurement, UK1 to UK10, as Find a Tender publishes it (one ocid). */
function procurement(ocid: string, prefix: number): OcdsRelease[] {
  const id = (n: number) => `${String(prefix * 10 + n).padStart(6, '0')}-2026`;
  const buyer = { id: 'GB-PPON-AAAA-1111-BBBB', name: 'EXAMPLE BOROUGH COUNCIL' };
  const base = { ocid, buyer, parties: [{ ...buyer, roles: ['buyer'] }] };
  const tender = (extra: Record<string, unknown>) => ({
    id: ocid,
    title: 'Highway maintenance',
    value: { amount: 400000, currency: 'GBP' },
    ...extra,
  });
  const lots = [{ id: '1' }, { id: '2' }];
  return [
    {
      ...base,
      id: id(1),
      date: '2026-01-10T09:00:00Z',
      tag: ['planning'],
      tender: tender({ status: 'planned', documents: [noticeDocument(id(1), 'UK1')] }),
    },
    {
      ...base,
      id: id(2),
      date: '2026-03-01T09:00:00Z',
      tag: ['tender'],
      tender: tender({
        status: 'active',
        lots,
        tenderPeriod: { endDate: '2026-04-01T12:00:00+01:00' },
        documents: [
          noticeDocument(id(2), 'UK4'),
          { id: 'itt', documentType: 'biddingDocuments', url: 'https://buyer.example/itt.pdf' },
        ],
      }),
    },
    {
      ...base,
      id: id(3),
      date: '2026-03-15T09:00:00Z',
      tag: ['tenderUpdate'],
      tender: tender({
        status: 'active',
        lots,
        tenderPeriod: { endDate: '2026-04-08T12:00:00+01:00' },
        documents: [
          noticeDocument(id(3), 'UK4'),
          { id: 'itt', documentType: 'biddingDocuments', url: 'https://buyer.example/itt.pdf' },
          { id: 'qa', documentType: 'clarifications', url: 'https://buyer.example/qa.pdf' },
        ],
      }),
    },
    {
      ...base,
      id: id(4),
      date: '2026-05-20T09:00:00Z',
      tag: ['award', 'contract'],
      tender: tender({ status: 'complete' }),
      awards: [
        {
          id: '1',
          status: 'pending',
          suppliers: [{ id: 'GB-COH-01234567', name: 'Roadworks Ltd' }],
          standstillPeriod: { endDate: '2026-05-29T23:59:59+01:00' },
          documents: [noticeDocument(id(4), 'UK6')],
        },
      ],
    },
    {
      ...base,
      id: id(5),
      date: '2026-06-10T09:00:00Z',
      tag: ['award', 'contract'],
      contracts: [
        {
          id: '1',
          awardID: '1',
          period: {
            endDate: '2029-06-30T23:59:59+01:00',
            maxExtentDate: '2031-06-30T23:59:59+01:00',
          },
          documents: [noticeDocument(id(5), 'UK7')],
        },
      ],
    },
    {
      ...base,
      id: id(6),
      date: '2027-02-01T09:00:00Z',
      tag: ['contractAmendment'],
      contracts: [
        {
          id: '1',
          awardID: '1',
          period: {
            endDate: '2030-06-30T23:59:59+01:00',
            maxExtentDate: '2031-06-30T23:59:59+01:00',
          },
          documents: [noticeDocument(id(6), 'UK10')],
        },
      ],
    },
  ];
}

describe('the procurement timeline (issue 31, ADR 0178)', () => {
  it('lists every notice by name in order, with what each changed', async () => {
    const ocid = 'ocds-h6vhtk-0a0001';
    await store(procurement(ocid, 1));
    const { entries } = await timeline(ocid);
    expect(entries.map((entry) => entry.notice_type_label)).toEqual([
      'UK1 Pipeline notice',
      'UK4 Tender notice',
      'UK4 Tender notice',
      'UK6 Contract award notice',
      'UK7 Contract details notice',
      'UK10 Contract change notice',
    ]);
    expect(entries.map((entry) => entry.stage)).toEqual([
      'planning',
      'tender',
      'tender',
      'award',
      'award',
      'award',
    ]);
    expect(entries[0]).toMatchObject({ is_first: true, changes: [] });
    expect(entries[0]?.notice_url).toBe(
      'https://www.find-tender.service.gov.uk/Notice/000011-2026',
    );
    const fields = (index: number) => entries[index]?.changes.map((change) => change.field);
    expect(fields(1)).toEqual(['deadline', 'lots', 'documents']);
    expect(entries[2]?.changes).toEqual([
      {
        field: 'deadline',
        before: '2026-04-01T11:00:00.000Z',
        after: '2026-04-08T11:00:00.000Z',
        currency: null,
      },
      { field: 'documents', before: null, after: '1', currency: null },
    ]);
    expect(entries[3]?.changes).toEqual([
      { field: 'suppliers', before: null, after: 'Roadworks Ltd', currency: null },
    ]);
    expect(entries[3]?.standstill_end).toBe('2026-05-29T22:59:59.000Z');
    expect(entries[4]).toMatchObject({
      contract_end: '2029-06-30T22:59:59.000Z',
      max_extent: '2031-06-30T22:59:59.000Z',
    });
    expect(entries[5]?.changes).toEqual([
      {
        field: 'contract_end',
        before: '2029-06-30T22:59:59.000Z',
        after: '2030-06-30T22:59:59.000Z',
        currency: null,
      },
    ]);
  });

  it('tells the same story whatever order the notices arrived in', async () => {
    const inOrder = 'ocds-h6vhtk-0a0002';
    const shuffled = 'ocds-h6vhtk-0a0003';
    await store(procurement(inOrder, 2));
    const releases = procurement(shuffled, 3);
    for (const index of [4, 1, 5, 0, 3, 2]) await store([releases[index] as OcdsRelease]);
    const strip = (t: Awaited<ReturnType<typeof timeline>>) =>
      t.entries.map(({ ocid, release_id, notice_url, ...rest }) => rest);
    expect(strip(await timeline(shuffled))).toEqual(strip(await timeline(inOrder)));
  });

  it('answers 404 for an unknown opportunity and 400 for a bad one', async () => {
    const missing = await testApp.app.inject({ url: '/api/opportunities/WAC-NOPE/timeline/' });
    expect(missing.statusCode).toBe(404);
    const bad = await testApp.app.inject({
      url: `/api/opportunities/${'x'.repeat(150)}/timeline/`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it.skipIf(!hasSamples)(
    `names each real Find a Tender notice${SAMPLES_MISSING_NOTE}`,
    async () => {
      const releases = loadSampleReleases('FTS');
      await store(releases);
      const labelOf = async (ocid: string) => (await timeline(ocid)).entries;
      const byType = new Map<string, OcdsRelease>();
      for (const release of releases) {
        const text = JSON.stringify(release);
        const type = /"noticeType":\s*"(UK\d+)"/.exec(text)?.[1];
        if (type && !byType.has(type)) byType.set(type, release);
      }
      expect([...byType.keys()].sort()).toEqual(
        ['UK1', 'UK10', 'UK12', 'UK15', 'UK2', 'UK4', 'UK5', 'UK6', 'UK7'].sort(),
      );
      for (const [type, release] of byType) {
        const entries = await labelOf(release.ocid);
        const entry = entries.find((item) => item.release_id === release.id);
        expect(entry?.notice_type_label, type).toMatch(new RegExp(`^${type} `));
      }
      const awarded = (await labelOf(byType.get('UK6')!.ocid))[0];
      expect(awarded?.changes.map((change) => change.field)).toEqual(['suppliers']);
      const cancelled = (await labelOf(byType.get('UK12')!.ocid))[0];
      expect(cancelled?.changes).toEqual([
        { field: 'status', before: null, after: 'withdrawn', currency: null },
      ]);
    },
  );
});
