import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findWorkspaceId, workspacesCaller } from '../../../test/helpers/workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const call = workspacesCaller(() => testApp.app);

type Known = {
  stage: string;
  value: number | null;
  probability?: number;
  cpv?: string;
  buyer: string;
  deadline: string;
  decision?: 'no_bid';
  reason?: string;
};

/** The known set: two open items, one submitted, two won, two lost, one no bid. */
const KNOWN: Known[] = [
  {
    stage: 'Identified',
    value: 10_000,
    probability: 50,
    buyer: 'Leeds City Council',
    deadline: '2026-03-10T12:00:00Z',
  },
  {
    stage: 'Writing',
    value: 200_000,
    probability: 25,
    buyer: 'Leeds City Council',
    deadline: '2026-03-20T12:00:00Z',
  },
  {
    stage: 'Submitted',
    value: 50_000,
    probability: 60,
    cpv: '45233000',
    buyer: 'NHS Fife',
    deadline: '2026-03-31T23:30:00Z',
  },
  {
    stage: 'Won',
    value: 20_000,
    cpv: '45233000',
    buyer: 'NHS Fife',
    deadline: '2026-01-15T12:00:00Z',
  },
  {
    stage: 'Won',
    value: 2_000_000,
    cpv: '72000000',
    buyer: 'Leeds City Council',
    deadline: '2026-02-01T12:00:00Z',
  },
  {
    stage: 'Lost',
    value: 30_000,
    cpv: '45233000',
    buyer: 'NHS Fife',
    deadline: '2026-02-10T12:00:00Z',
    reason: 'Price',
  },
  {
    stage: 'Lost',
    value: null,
    cpv: '72000000',
    buyer: 'Cardiff Council',
    deadline: '2026-02-11T12:00:00Z',
    reason: 'Price',
  },
  {
    stage: 'No bid',
    value: 5_000,
    buyer: 'Cardiff Council',
    deadline: '2026-01-02T12:00:00Z',
    decision: 'no_bid',
    reason: 'Too small',
  },
];

async function professionalWithKnownItems() {
  const owner = await createUser(db(), { tier: 'professional' });
  const id = await findWorkspaceId(testApp.app, owner);
  const stages = (await call(owner, 'GET', `/${id}/pipeline/stages/`)).json().results as {
    id: number;
    name: string;
  }[];
  const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
  for (const known of KNOWN) {
    const notice = await createOpportunity(db(), {
      tender_value_amount: known.value,
      cpv_codes: known.cpv ? [known.cpv] : [],
      buyer_name: known.buyer,
      tender_deadline_date: known.deadline,
    });
    const item = (
      await call(owner, 'POST', `/${id}/pipeline/items/`, {
        wac_id: notice.wac_id,
        stage_id: stageId(known.stage),
      })
    ).json();
    const saved = await call(owner, 'PUT', `/${id}/pipeline/items/${item.id}/`, {
      version: 1,
      probability: known.probability ?? null,
      decision: known.decision ?? null,
      ...(known.decision
        ? { decision_reason: known.reason }
        : { outcome_reason: known.reason ?? null }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { owner, id };
}

describe('pipeline analytics', () => {
  it('adds up value by stage, bids by month, win rates and reasons from the items', async () => {
    const { owner, id } = await professionalWithKnownItems();
    const response = await call(owner, 'GET', `/${id}/pipeline/analytics/`);
    expect(response.statusCode, response.body).toBe(200);
    const analytics = response.json();
    expect(analytics.total_items).toBe(8);
    const stage = (name: string) =>
      analytics.value_by_stage.find((row: { stage: string }) => row.stage === name);
    expect(stage('Identified')).toMatchObject({ items: 1, value: 10_000, weighted_value: 5_000 });
    expect(stage('Writing')).toMatchObject({ items: 1, value: 200_000, weighted_value: 50_000 });
    expect(stage('Won')).toMatchObject({ items: 2, value: 2_020_000, weighted_value: 0 });
    expect(stage('Qualifying')).toMatchObject({ items: 0, value: 0 });
    // Submitted (the last open stage), won and lost, by the UK month of the deadline:
    // 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time).
    expect(analytics.bids_submitted_by_month).toEqual([
      { month: '2026-01', bids: 1 },
      { month: '2026-02', bids: 3 },
      { month: '2026-04', bids: 1 },
    ]);
    expect(analytics.win_rate_by_cpv_division).toEqual([
      { label: expect.stringMatching(/^45 /), won: 1, lost: 1, win_rate: 0.5 },
      { label: expect.stringMatching(/^72 /), won: 1, lost: 1, win_rate: 0.5 },
    ]);
    expect(analytics.win_rate_by_buyer).toEqual([
      { label: 'NHS Fife', won: 1, lost: 1, win_rate: 0.5 },
      { label: 'Cardiff Council', won: 0, lost: 1, win_rate: 0 },
      { label: 'Leeds City Council', won: 1, lost: 0, win_rate: 1 },
    ]);
    // In band order, the unknown value last.
    expect(analytics.win_rate_by_value_band).toEqual([
      { label: 'Under £25k', won: 1, lost: 0, win_rate: 1 },
      { label: '£25k to £100k', won: 0, lost: 1, win_rate: 0 },
      { label: '£1m to £10m', won: 1, lost: 0, win_rate: 1 },
      { label: 'No value stated', won: 0, lost: 1, win_rate: 0 },
    ]);
    expect(analytics.no_bid_reasons).toEqual([{ reason: 'Too small', items: 1 }]);
    expect(analytics.loss_reasons).toEqual([{ reason: 'Price', items: 2 }]);

    const csv = await call(
      owner,
      'GET',
      `/${id}/pipeline/analytics/export.csv?table=win_rate_by_buyer`,
    );
    expect(csv.statusCode).toBe(200);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual(['Group,Won,Lost,Win rate (%)', 'NHS Fife,1,1,50']);
    // The month header names what is counted (an item without a deadline counts in the month
    // of its last change) and that months stay ISO for spreadsheets.
    const months = await call(
      owner,
      'GET',
      `/${id}/pipeline/analytics/export.csv?table=bids_submitted_by_month`,
    );
    expect(
      months.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      '"Month (YYYY-MM) of the deadline, or of the last change when no deadline is known",Bids submitted',
      '2026-01,1',
    ]);
    const bad = await call(owner, 'GET', `/${id}/pipeline/analytics/export.csv?table=secrets`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Choose the table');
  });

  it('answers an empty pipeline with its stages at zero and empty tables', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const id = await findWorkspaceId(testApp.app, owner);
    const analytics = (await call(owner, 'GET', `/${id}/pipeline/analytics/`)).json();
    expect(analytics.total_items).toBe(0);
    expect(analytics.value_by_stage.every((row: { items: number }) => row.items === 0)).toBe(true);
    expect(analytics.bids_submitted_by_month).toEqual([]);
    expect(analytics.loss_reasons).toEqual([]);
  });

  it('is refused once the workspace plan lapses below Professional', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const id = await findWorkspaceId(testApp.app, owner);
    await db().query("UPDATE users SET tier = 'premium' WHERE id = $1", [owner.id]);
    const refused = await call(owner, 'GET', `/${id}/pipeline/analytics/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('Professional');
  });
});
