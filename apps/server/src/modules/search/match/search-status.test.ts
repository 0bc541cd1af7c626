import {
  favouriteListResponseSchema,
  LIFECYCLE,
  opportunityDetailSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, type OpportunityInput } from '../../../../test/factories/opportunity';
import { registerThroughApi } from '../../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { countMatchesByFacet } from '../count/count.repository';
import { countWithCache } from '../count/search-count-cache';
import { buildSearchConditions } from '../search-conditions';
import { toSearchFilters } from './search-filters';
import { lifecycleOfFacetKey } from './search-status';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** One row per status, and the edges: an award with a deadline ahead, a cancelled tender. */
const ROWS: Record<string, OpportunityInput> = {
  openLater: { stage: 'tender', tender_deadline_date: inDays(20), title: 'Window cleaning' },
  openNoDeadline: { stage: 'tender', tender_deadline_date: null, title: 'Office cleaning' },
  closingSoon: { stage: 'tenderAmendment', tender_deadline_date: inDays(3), title: 'Catering' },
  closedRecently: { stage: 'tender', tender_deadline_date: inDays(-2), title: 'Grounds upkeep' },
  closedLongAgo: { stage: 'tender', tender_deadline_date: '2023-05-01T12:00:00Z', title: 'Roads' },
  awarded: { stage: 'award', tender_deadline_date: inDays(10), title: 'Cleaning framework' },
  planned: { stage: 'planning', tender_deadline_date: inDays(30), title: 'Future cleaning' },
  cancelled: {
    stage: 'tenderAmendment',
    tender_status: 'withdrawn',
    tender_deadline_date: inDays(5),
    title: 'Withdrawn cleaning',
  },
};

let testApp: TestApp;
const nameByWacId = new Map<string, string>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const [name, row] of Object.entries(ROWS)) {
    const created = await createOpportunity(testApp.database.pool, {
      region_codes: ['UKL'],
      main_procurement_category: 'services',
      release_date: '2026-01-10T09:00:00Z',
      ...row,
    });
    nameByWacId.set(created.wac_id, name);
  }
});
afterAll(async () => {
  await testApp.close();
});

async function search(query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/search/', query });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

async function statusesOf(query: Record<string, string>): Promise<Record<string, string>> {
  const body = await search(query);
  expect(body.total).toBe(body.results.length);
  return Object.fromEntries(
    body.results.map((result) => [nameByWacId.get(result.opportunity_id), result.status]),
  );
}

describe('opportunity status', () => {
  it('every result carries its status', async () => {
    expect(await statusesOf({})).toEqual({
      openLater: 'open',
      openNoDeadline: 'open',
      closingSoon: 'closing_soon',
      closedRecently: 'closed',
      closedLongAgo: 'closed',
      awarded: 'awarded',
      planned: 'planned',
      cancelled: 'cancelled',
    });
  });

  it('status=open: a deadline ahead or none, never awarded (closing soon is open too)', async () => {
    const body = await search({ status: 'open' });
    const now = Date.now();
    for (const result of body.results) {
      const deadline = result.tender_deadline_date;
      expect(deadline === null || Date.parse(deadline) > now).toBe(true);
      expect(['open', 'closing_soon']).toContain(result.status);
    }
    expect(Object.keys(await statusesOf({ status: 'open' })).sort()).toEqual([
      'closingSoon',
      'openLater',
      'openNoDeadline',
    ]);
  });

  it('status=closed: the deadline has passed and nothing was awarded', async () => {
    const body = await search({ status: 'closed' });
    for (const result of body.results) {
      expect(Date.parse(result.tender_deadline_date ?? '') < Date.now()).toBe(true);
      expect(result.status).toBe('closed');
    }
    expect(Object.keys(await statusesOf({ status: 'closed' })).sort()).toEqual([
      'closedLongAgo',
      'closedRecently',
    ]);
  });

  it('filters on each status, and on any of several', async () => {
    const names = async (status: string) => Object.keys(await statusesOf({ status })).sort();
    expect(await names('closing_soon')).toEqual(['closingSoon']);
    expect(await names('closing-soon')).toEqual(['closingSoon']);
    expect(await names('planned')).toEqual(['planned']);
    expect(await names('awarded')).toEqual(['awarded']);
    expect(await names('cancelled')).toEqual(['cancelled']);
    expect(await names('closed,cancelled')).toEqual([
      'cancelled',
      'closedLongAgo',
      'closedRecently',
    ]);
    expect(await names('closing_soon,awarded,planned')).toEqual([
      'awarded',
      'closingSoon',
      'planned',
    ]);
    expect(await names('open,closed')).toHaveLength(5);
  });

  it('names the field of an unknown status', async () => {
    const response = await testApp.app.inject({ url: '/api/search/?status=live' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status[0]).toMatch(/Unknown status "live"/);
  });

  it('totals and facets from running counts equal a count of the matches', async () => {
    // release_date_from is not a facet, so it forces a count of the matching rows; every row
    // here is released after it, so both must give the same answer.
    const counted = { release_date_from: '2000-01-01' };
    const queries: Record<string, string>[] = [
      { status: 'open' },
      { status: 'closed' },
      { status: 'closing_soon' },
      { status: 'closed,planned' },
      { status: 'open', region: 'UKL', category: 'services' },
      { status: 'closed', q: 'cleaning' },
      { status: 'open', q: 'cleaning -window' },
      { status: 'closed,cancelled', q: '-roads' },
    ];
    for (const query of queries) {
      const running = await search(query);
      const direct = await search({ ...query, ...counted });
      expect(running.total, JSON.stringify(query)).toBe(direct.total);
      expect(running.aggregations, JSON.stringify(query)).toEqual(direct.aggregations);
      expect(running.total).toBe(running.results.length);
    }
  });

  it('the detail page and favourites carry the status', async () => {
    const wacId = [...nameByWacId].find(([, name]) => name === 'closingSoon')![0];
    const detail = await testApp.app.inject({ url: `/api/opportunities/${wacId}/` });
    expect(opportunityDetailSchema.parse(detail.json()).status).toBe('closing_soon');
    const { authHeader: headers } = await registerThroughApi(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers,
      payload: { opportunity_id: wacId },
    });
    const favourites = await testApp.app.inject({ url: '/api/favourites/', headers });
    const [favourite] = favouriteListResponseSchema.parse(favourites.json());
    expect(favourite?.opportunity.status).toBe('closing_soon');
  });

  it('the lifecycle a facet key encodes is the one opportunity_lifecycle gives', async () => {
    const { rows } = await testApp.database.pool.query<{
      lifecycle: number;
      facet_key: number;
    }>(
      `SELECT opportunity_lifecycle(stage, status) AS lifecycle,
              search_facet_key('FTS', stage, 'works', '{UKL}', status) AS facet_key
         FROM unnest(ARRAY['planning', 'planningUpdate', 'tender', 'tenderAmendment', 'award',
                           'awardUpdate', 'contract', 'implementation', NULL]) AS stage,
              unnest(ARRAY['active', 'cancelled', 'Withdrawn', 'unsuccessful', 'complete', NULL])
                AS status`,
    );
    expect(rows).toHaveLength(54);
    for (const row of rows) expect(lifecycleOfFacetKey(row.facet_key)).toBe(row.lifecycle);
    expect(new Set(rows.map((row) => row.lifecycle))).toEqual(new Set(Object.values(LIFECYCLE)));
  });
});

describe('counting by status with the count cache', () => {
  it('shares a count until a deadline passes, then counts afresh', async () => {
    const db = testApp.database.pool;
    const filters = toSearchFilters(
      searchQuerySchema.parse({ status: 'open', release_date_from: '2000-01-01' }),
    );
    const countAt = (now: Date) => {
      const conditions = buildSearchConditions(filters, { now });
      return countWithCache(db, conditions, (client) => countMatchesByFacet(client, conditions));
    };
    const total = (counts: { doc_count: number }[]) =>
      counts.reduce((sum, count) => sum + count.doc_count, 0);
    const now = new Date();
    expect(total(await countAt(now))).toBe(3);
    // Doctor the stored entry: a later request before any deadline passes must be given it.
    await db.query(`UPDATE search_count_cache SET facet_counts = '[[0, 42]]'`);
    expect(total(await countAt(new Date(now.getTime() + 60_000)))).toBe(42);
    // Four days on, the closing-soon tender's deadline has passed: a new count, without it.
    expect(total(await countAt(new Date(now.getTime() + 4 * DAY)))).toBe(2);
  });
});
