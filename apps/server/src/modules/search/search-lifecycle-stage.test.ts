import {
  type LifecycleStage,
  lifecycleStageCountsSchema,
  opportunityDetailSchema,
  searchResponseSchema,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { releaseStore, wacIdOfSourceOcid } from '../../../test/helpers/releases';
import { noHooks } from '../ingest/ingest-hooks';
import { refreshDueLifecycleStages } from '../ingest/lifecycle-stages.repository';
import {
  hasSamples,
  loadSampleReleases,
  SAMPLES_MISSING_NOTE,
} from '../ingest/testing/sample-releases';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  if (hasSamples) await store(loadSampleReleases('FTS'));
});
afterAll(async () => {
  await testApp.close();
});

const store = releaseStore(() => testApp.database.pool, 'FTS', noHooks);

const wacIdOf = (ocid: string) => wacIdOfSourceOcid(testApp.database.pool, ocid);

async function search(query: string) {
  const response = await testApp.app.inject({ url: `/api/search/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

async function detail(ocid: string) {
  const response = await testApp.app.inject({
    url: `/api/opportunities/${await wacIdOf(ocid)}/`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return opportunityDetailSchema.parse(response.json());
}

async function stageCounts(query = '') {
  const response = await testApp.app.inject({ url: `/api/search/lifecycle-stages/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const counts = lifecycleStageCountsSchema.parse(response.json()).stages;
  return Object.fromEntries(counts.map((bucket) => [bucket.key, bucket.doc_count]));
}

describe.skipIf(!hasSamples)(`the lifecycle stage in search${SAMPLES_MISSING_NOTE}`, () => {
  it('filters by stage and shows it on the card and the detail page', async () => {
    const cancelled = await search('lifecycle_stage=cancelled');
    const uk12 = await wacIdOf('ocds-h6vhtk-05f9f4');
    expect(cancelled.results.map((card) => card.id)).toContain(uk12);
    for (const card of cancelled.results) expect(card.lifecycle?.stage).toBe('cancelled');
    expect((await detail('ocds-h6vhtk-05f9f4')).lifecycle).toEqual({
      stage: 'cancelled',
      label: 'Cancelled',
    });
    const engagement = await search('lifecycle_stage=market_engagement,pipeline');
    const labels = engagement.results.map((card) => card.lifecycle?.label);
    expect(labels).toContain('Market engagement, tender expected January 2027');
    expect(labels).toContain('Pipeline');
  });

  it('counts the matches at each stage, the chosen stages left out', async () => {
    const all = await stageCounts();
    expect(all.cancelled).toBe(1);
    expect(all.pipeline).toBe(1);
    expect(all.dynamic_market_open).toBe(1);
    expect(await stageCounts('lifecycle_stage=cancelled')).toEqual(all);
    const total = (await search('lifecycle_stage=contract_live')).total;
    expect(all.contract_live).toBe(total);
  });

  it('moves a closed tender from evaluation to "no outcome published" half a year on', async () => {
    // UK4 094476-2026 closes 5 Nov 2026 and no award notice follows it in the samples.
    // (Before the next test, whose refresh runs a year on.)
    const wacId = await wacIdOf('ocds-h6vhtk-078219');
    const stageOf = async (stage: LifecycleStage) =>
      (await search(`q=${wacId}&lifecycle_stage=${stage}`)).results.some(
        (card) => card.id === wacId,
      );
    expect(await stageOf('evaluation')).toBe(true);
    await refreshDueLifecycleStages(testApp.database.pool, new Date('2027-05-06T00:00:00Z'));
    expect(await stageOf('evaluation')).toBe(true);
    await refreshDueLifecycleStages(testApp.database.pool, new Date('2027-05-08T00:00:00Z'));
    expect(await stageOf('evaluation')).toBe(false);
    expect(await stageOf('no_outcome_published')).toBe(true);
  });

  it('moves a stored stage on when its date comes, without a new notice', async () => {
    // UK7 028961-2025: the contract ends 18 May 2028, so it is "ending" 180 days before.
    const ocid = 'ocds-h6vhtk-052a2e';
    const wacId = await wacIdOf(ocid);
    const ending = async () =>
      (await search('lifecycle_stage=contract_ending')).results.some((card) => card.id === wacId);
    expect(await ending()).toBe(false);
    await refreshDueLifecycleStages(testApp.database.pool, new Date('2027-11-19T00:00:00Z'));
    expect(await ending()).toBe(false);
    await refreshDueLifecycleStages(testApp.database.pool, new Date('2027-11-21T00:00:00Z'));
    expect(await ending()).toBe(true);
  });

  it('reads one procurement from all its notices, in any order of arrival', async () => {
    const fts = loadSampleReleases('FTS');
    const ids = ['083664-2026', '083655-2026', '094476-2026', '094477-2026', '083608-2026'];
    const notices = (ocid: string) =>
      ids.map((id) => ({ ...fts.find((release) => release.id === id)!, ocid }));
    const stages: (LifecycleStage | undefined)[] = [];
    for (const [ocid, order] of [
      ['ocds-h6vhtk-1a0001', [0, 1, 2, 3, 4]],
      ['ocds-h6vhtk-1a0002', [4, 3, 2, 1, 0]],
      ['ocds-h6vhtk-1a0003', [2, 4, 0, 3, 1]],
    ] as const) {
      const releases = notices(ocid);
      for (const index of order) await store([releases[index]!]);
      stages.push((await detail(ocid)).lifecycle?.stage);
    }
    expect(stages).toEqual(['contract_ending', 'contract_ending', 'contract_ending']);
  });

  it('refuses an unknown stage in words', async () => {
    const response = await testApp.app.inject({ url: '/api/search/?lifecycle_stage=closed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/lifecycle stage/i);
  });
});
