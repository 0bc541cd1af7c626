import { RADAR_PAGE_SIZE } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findRadarPageAndCounts } from './radar.repository';
import { type RadarFilters, radarWindowEnd } from './radar-matching';
import { findRadarPage } from './radar-page.repository';

const DAY = 86_400_000;
const CONTRACTS = 70;
/** A first walk of 10 awards: the window (70 contracts) is longer, as at a million rows. */
const WALK = 10;
/** "lighthouse": 40 contracts past the first walk (none in it), so more than a page and rare. */
const isLighthouse = (index: number) => index >= 20 && index < 60;
/** "buoy": one in the first walk, then every seventh: not rare, fewer than a page in the walk. */
const isBuoy = (index: number) => index % 7 === 3;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  for (let index = 0; index < CONTRACTS; index += 1) {
    const words = [isLighthouse(index) ? 'lighthouse' : '', isBuoy(index) ? 'buoy' : ''];
    await createOpportunity(testApp.database.pool, {
      title: `Harbour ${words.join(' ')} works ${index}`,
      awards: [
        {
          status: 'active',
          value_amount: 10_000,
          contract_end_date: new Date(Date.now() + (10.5 + index) * DAY).toISOString(),
          suppliers: [{ name: 'Marine Ltd' }],
        },
      ],
    });
  }
});
afterAll(async () => {
  await testApp?.close();
});

const filters = (keywords: string): RadarFilters => ({
  months: 12,
  windowEnd: radarWindowEnd(new Date(), 12),
  search: { keywords },
  hasSearchFilters: true,
});

describe("radar page cut from a filter's own matches (ADR 0115)", () => {
  it.each([
    ['lighthouse', 40],
    ['buoy', 10],
    ['harbour', CONTRACTS],
  ])('pages and counts "%s" as the window walk does', async (keyword, expected) => {
    const db = testApp.database.pool;
    for (const page of [1, 2, 3]) {
      const walked = await findRadarPage(db, filters(keyword), page);
      const result = await findRadarPageAndCounts(db, filters(keyword), page, WALK);
      expect(result.page).toEqual(walked);
      expect(result.counts).toEqual({ inWindow: expected, withoutEndDate: 0 });
    }
    const first = await findRadarPageAndCounts(db, filters(keyword), 1, WALK);
    expect(first.page.ids).toHaveLength(Math.min(expected, RADAR_PAGE_SIZE));
  });
});
