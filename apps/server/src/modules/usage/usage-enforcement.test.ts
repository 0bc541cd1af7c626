import { FREE_DAILY_ACTION_LIMIT } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** The counted calls of other modules (docs/decisions/0031-daily-usage-limits.md), end to end. */
let testApp: TestApp;
let wacId: string;
beforeAll(async () => {
  testApp = await createTestApp();
  wacId = (await createOpportunity(testApp.database.pool)).wac_id;
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const usedToday = async (headers: Record<string, string>) =>
  (await get('/api/usage/', headers)).json().used as number;

describe('daily limits on real routes', () => {
  it('counts leaderboard period filters and answers LIMIT_EXCEEDED with /pricing after 20', async () => {
    const user = await createUser(testApp.database.pool);
    const year = new Date().getFullYear();
    const filtered = `/api/leaderboards/buyers/?year=${year}`;
    for (let filter = 0; filter < FREE_DAILY_ACTION_LIMIT; filter += 1) {
      expect((await get(filtered, user.authHeader)).statusCode).toBe(200);
    }
    const refused = await get(filtered, user.authHeader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIMIT_EXCEEDED', redirect_url: '/pricing' });
    // Paid accounts are not limited.
    const premium = await createUser(testApp.database.pool, { tier: 'premium' });
    expect((await get(filtered, premium.authHeader)).statusCode).toBe(200);
  });

  it('never counts searching, later result pages, live counts or opening opportunities', async () => {
    const user = await createUser(testApp.database.pool);
    for (const url of [
      '/api/search/?q=test',
      '/api/search/?q=test&page=2',
      '/api/search/?q=test&count_only=true',
      `/api/opportunities/${wacId}/`,
      '/api/leaderboards/buyers/',
    ]) {
      expect((await get(url, user.authHeader)).statusCode).toBe(200);
    }
    expect(await usedToday(user.authHeader)).toBe(0);
  });

  it('does not count a 404', async () => {
    const user = await createUser(testApp.database.pool);
    const missing = '/api/opportunities/WAC-NOSUCHTHING/download-attachments/';
    expect((await get(missing, user.authHeader)).statusCode).toBe(404);
    expect(await usedToday(user.authHeader)).toBe(0);
  });

  it('counts leaderboard period filters, not the all-time board', async () => {
    const user = await createUser(testApp.database.pool);
    expect((await get('/api/leaderboards/buyers/', user.authHeader)).statusCode).toBe(200);
    expect(await usedToday(user.authHeader)).toBe(0);
    const year = new Date().getFullYear();
    expect((await get(`/api/leaderboards/buyers/?year=${year}`, user.authHeader)).statusCode).toBe(
      200,
    );
    expect((await get('/api/usage/', user.authHeader)).json()).toMatchObject({
      used: 1,
      by_action: { leaderboard_filter: 1 },
    });
  });
});
