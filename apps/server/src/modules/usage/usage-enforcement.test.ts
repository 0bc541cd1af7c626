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
  it('counts opportunity views and answers LIMIT_EXCEEDED with /pricing after 20', async () => {
    const user = await createUser(testApp.database.pool);
    for (let view = 0; view < FREE_DAILY_ACTION_LIMIT; view += 1) {
      expect((await get(`/api/opportunities/${wacId}/`, user.authHeader)).statusCode).toBe(200);
    }
    const refused = await get(`/api/opportunities/${wacId}/`, user.authHeader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'LIMIT_EXCEEDED', redirect_url: '/pricing' });
    // Anonymous visitors and paid accounts are not limited.
    expect((await get(`/api/opportunities/${wacId}/`)).statusCode).toBe(200);
    const premium = await createUser(testApp.database.pool, { tier: 'premium' });
    expect((await get(`/api/opportunities/${wacId}/`, premium.authHeader)).statusCode).toBe(200);
  });

  it('does not count a 404', async () => {
    const user = await createUser(testApp.database.pool);
    expect((await get('/api/opportunities/WAC-NOSUCHTHING/', user.authHeader)).statusCode).toBe(
      404,
    );
    expect(await usedToday(user.authHeader)).toBe(0);
  });

  it('counts search pages after the first, never the first page or live counts', async () => {
    const user = await createUser(testApp.database.pool);
    await get('/api/search/?q=test', user.authHeader);
    await get('/api/search/?q=test&count_only=true', user.authHeader);
    expect(await usedToday(user.authHeader)).toBe(0);
    expect((await get('/api/search/?q=test&page=2', user.authHeader)).statusCode).toBe(200);
    expect(await usedToday(user.authHeader)).toBe(1);
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
