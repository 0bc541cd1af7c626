import { radarResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { releaseStore } from '../../../test/helpers/releases';
import { noHooks } from '../ingest/ingest-hooks';
import type { OcdsRelease } from '../ingest/ocds-types';
import {
  contractDetailsBeforeChange,
  sampleRelease,
  terminationOf,
} from '../ingest/testing/contract-notices';
import { hasSamples, SAMPLES_MISSING_NOTE } from '../ingest/testing/sample-releases';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const store = releaseStore(() => testApp.database.pool, 'FTS', noHooks);

async function storedAward(ocid: string) {
  const { rows } = await testApp.database.pool.query(
    `SELECT a.contract_end_date, a.term_end_date, a.max_extent_date, a.contract_state,
            a.contract_state_date,
            a.date_history
       FROM awards a JOIN opportunity_sources s ON s.opportunity_id = a.opportunity_id
      WHERE s.ocid = $1`,
    [ocid],
  );
  return rows[0];
}

async function detailLifecycle(ocid: string) {
  const { rows } = await testApp.database.pool.query<{ wac_id: string }>(
    'SELECT o.wac_id FROM opportunities o JOIN opportunity_sources s ON s.opportunity_id = o.id WHERE s.ocid = $1',
    [ocid],
  );
  const detail = await testApp.app.inject({ url: `/api/opportunities/${rows[0]!.wac_id}/` });
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json().lifecycle as { stage: string; label: string };
}

async function radarRow(title: string) {
  const response = await testApp.app.inject({ url: '/api/radar/?months=24' });
  expect(response.statusCode, response.body).toBe(200);
  return radarResponseSchema.parse(response.json()).results.find((row) => row.title === title);
}

/** The real UK7 and UK10 moved to dates around today, on a fresh ocid, so the radar shows them. */
function procurementAroundToday(ocid: string, title: string) {
  const uk7 = contractDetailsBeforeChange();
  const uk10 = sampleRelease('083674-2026');
  const contract = (release: OcdsRelease) => (release.contracts as Record<string, unknown>[])[0];
  const details: OcdsRelease = {
    ...uk7,
    id: `${ocid.slice(-6)}-7`,
    ocid,
    date: inDays(-200),
    tender: { ...(uk7.tender as object), title },
    contracts: [{ ...contract(uk7), period: { endDate: inDays(20), maxExtentDate: inDays(60) } }],
  };
  const change: OcdsRelease = {
    ...uk10,
    id: `${ocid.slice(-6)}-10`,
    ocid,
    date: inDays(-30),
    tender: { ...(uk10.tender as object), title },
    contracts: [
      { ...contract(uk10), period: { endDate: inDays(100), maxExtentDate: inDays(200) } },
    ],
  };
  return { details, change };
}

describe.skipIf(!hasSamples)(`the radar's date from real notices${SAMPLES_MISSING_NOTE}`, () => {
  it('the real UK10 moves the stored radar date, the same in any import order', async () => {
    const uk7 = contractDetailsBeforeChange();
    const uk10 = sampleRelease('083674-2026');
    await store([uk7]);
    expect(await storedAward(uk10.ocid)).toMatchObject({
      contract_end_date: new Date('2026-08-31T22:59:59Z'),
      date_history: null,
    });
    await store([uk10]);
    const moved = await storedAward(uk10.ocid);
    expect(moved).toMatchObject({
      contract_end_date: new Date('2026-12-31T23:59:59Z'),
      term_end_date: new Date('2026-08-21T22:59:59Z'),
      max_extent_date: new Date('2026-12-31T23:59:59Z'),
    });
    expect(moved.date_history).toHaveLength(2);

    // The same two notices on another ocid, the change first: the same dates and history.
    const ocid = 'ocds-h6vhtk-0a0a0a';
    await store([{ ...uk10, ocid, id: 'shuffled-10' }]);
    await store([{ ...uk7, ocid, id: 'shuffled-7' }]);
    const shuffled = await storedAward(ocid);
    expect(shuffled.contract_end_date).toEqual(moved.contract_end_date);
    expect(
      shuffled.date_history.map(({ notice_id: _id, ...change }: { notice_id: string }) => change),
    ).toEqual(
      moved.date_history.map(({ notice_id: _id, ...change }: { notice_id: string }) => change),
    );

    // The stage line reads the radar's date (the maximum extent) and names the term end too,
    // in either order (ADR 0260).
    for (const stored of [uk10.ocid, ocid]) {
      const lifecycle = await detailLifecycle(stored);
      expect(lifecycle.stage).toMatch(/^contract_(live|ending)$/);
      expect(lifecycle.label).toMatch(
        /^Contract (term ended|ends|live until) 21 Aug 2026, (may|could) be extended to 31 Dec 2026$/,
      );
    }
  });

  it('the real UK12 shows the procurement cancelled', async () => {
    const uk12 = sampleRelease('083256-2026');
    await store([uk12]);
    expect(await storedAward(uk12.ocid)).toMatchObject({
      contract_state: 'cancelled',
      contract_state_date: new Date('2026-03-02T00:00:00Z'),
    });
    // The opportunity says so too: its status is cancelled.
    const { rows } = await testApp.database.pool.query<{ wac_id: string }>(
      'SELECT wac_id FROM opportunities WHERE ocid = $1',
      [uk12.ocid],
    );
    const detail = await testApp.app.inject({ url: `/api/opportunities/${rows[0]!.wac_id}/` });
    expect(detail.json()).toMatchObject({ status: 'cancelled' });
  });

  it('the radar shows a changed date with its history, and an early ending first', async () => {
    const changed = procurementAroundToday('ocds-h6vhtk-0b0b0b', 'Route planning changed');
    await store([changed.details]);
    const before = await radarRow('Route planning changed');
    expect(before?.contract_end_date).toBe(maxExtentOf(changed.details));
    await store([changed.change]);
    const after = await radarRow('Route planning changed');
    expect(after).toMatchObject({
      contract_state: null,
      date_history: [
        {
          field: 'end_date',
          notice_type: 'UK10',
          notice_type_label: 'UK10 Contract change notice',
        },
        { field: 'max_extent_date', notice_type: 'UK10' },
      ],
    });
    expect(Date.parse(after!.contract_end_date)).toBeGreaterThan(
      Date.parse(before!.contract_end_date),
    );

    const ended = procurementAroundToday('ocds-h6vhtk-0c0c0c', 'Route planning ended early');
    await store([ended.details, ended.change]);
    await store([terminationOf(ended.change, '0c0c0c-11', inDays(-10))]);
    const early = await radarRow('Route planning ended early');
    expect(early).toMatchObject({ contract_state: 'terminated_early' });
    expect(Date.parse(early!.contract_end_date)).toBeLessThan(Date.now());
  });
});

/** The maximum extent a constructed UK7 states, as the radar returns it. */
function maxExtentOf(release: OcdsRelease) {
  const period = (release.contracts as { period: { maxExtentDate: string } }[])[0].period;
  return new Date(period.maxExtentDate).toISOString();
}
