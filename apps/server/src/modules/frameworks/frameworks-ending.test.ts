import { frameworksEndingSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** The radar's frameworks (issue 31): the last date each may run to, within the window. */
let testApp: TestApp;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function createFramework(title: string, dates: { end?: number; maxExtent?: number }) {
  const db = testApp.database.pool;
  const { wac_id } = await createOpportunity(db, { title, buyer_name: 'Leeds City Council' });
  await db.query(
    `INSERT INTO frameworks (opportunity_id, kind, end_date, max_extent_date)
     SELECT id, 'framework', $2, $3 FROM opportunities WHERE wac_id = $1`,
    [
      wac_id,
      dates.end === undefined ? null : inDays(dates.end),
      dates.maxExtent === undefined ? null : inDays(dates.maxExtent),
    ],
  );
  return wac_id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await createFramework('Ends in two months', { end: 60 });
  await createFramework('Ends in a month, extendable to thirty months', {
    end: 30,
    maxExtent: 900,
  });
  await createFramework('Extendable to five months', { end: 10, maxExtent: 150 });
  await createFramework('Ended yesterday', { end: -1 });
  await createFramework('No dates stated', {});
});
afterAll(async () => {
  await testApp?.close();
});

async function ending(months: string) {
  const response = await testApp.app.inject({ url: `/api/frameworks/ending/?months=${months}` });
  expect(response.statusCode, response.body).toBe(200);
  return frameworksEndingSchema.parse(response.json());
}

describe('GET /api/frameworks/ending/', () => {
  it('lists frameworks by their maximum extent, else their end date, soonest first', async () => {
    const sixMonths = await ending('6');
    expect(sixMonths.frameworks.map((f) => [f.title, f.ends_by])).toEqual([
      ['Ends in two months', 'end'],
      ['Extendable to five months', 'max_extent'],
    ]);
    expect(sixMonths.total).toBe(2);
    const twoYears = await ending('24');
    expect(twoYears.frameworks.map((f) => f.title)).not.toContain(
      'Ends in a month, extendable to thirty months',
    );
    expect((await ending('3')).frameworks.map((f) => f.title)).toEqual(['Ends in two months']);
  });

  it('refuses a window the radar does not offer, in words', async () => {
    const response = await testApp.app.inject({ url: '/api/frameworks/ending/?months=5' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Choose 3, 6, 12 or 24 months.');
  });
});
