import { dailyUsageResponseSchema, FREE_DAILY_ACTION_LIMIT } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { buildErrorBody } from '../../http/error-handler';
import { recordUsage } from './usage.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function createAuthUser(overrides: { tier?: string; is_staff?: boolean } = {}) {
  const created = await createUser(testApp.database.pool, overrides);
  const user: AuthUser = {
    id: created.id,
    email: created.email,
    first_name: 'Test',
    last_name: '',
    tier: overrides.tier ?? 'free',
    subscription_status: 'none',
    is_staff: overrides.is_staff ?? false,
    email_verified: true,
    date_joined: new Date(),
    kept_capabilities: [],
  };
  return { user, authHeader: created.authHeader };
}

const getUsage = (authHeader: { authorization: string }) =>
  testApp.app.inject({ method: 'GET', url: '/api/usage/', headers: authHeader });

describe('recordUsage', () => {
  it('allows a free account 20 actions a day, then answers LIMIT_EXCEEDED to /pricing', async () => {
    const { user } = await createAuthUser();
    for (let action = 0; action < FREE_DAILY_ACTION_LIMIT; action += 1) {
      await recordUsage(testApp.app.deps, user, 'attachment_download');
    }
    const error = await recordUsage(testApp.app.deps, user, 'leaderboard_filter').catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.statusCode).toBe(429);
    expect(buildErrorBody(error)).toEqual({
      code: 'LIMIT_EXCEEDED',
      detail:
        'You have reached your daily limit of 20 actions on the Free plan. It resets at midnight UK time. Searching and reading opportunities stay unlimited; upgrade for unlimited attachment downloads, leaderboard year and month filters and CSV exports.',
      redirect_url: '/pricing',
    });
  });

  it('never counts past the limit, even under concurrent calls', async () => {
    const { user, authHeader } = await createAuthUser();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, () => recordUsage(testApp.app.deps, user, 'csv_export')),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    expect((await getUsage(authHeader)).json().used).toBe(20);
  });

  it('starts again the next UK day', async () => {
    const { user } = await createAuthUser();
    await testApp.database.pool.query(
      `INSERT INTO usage_counters (user_id, day, action_count)
       VALUES ($1, (now() AT TIME ZONE 'Europe/London')::date - 1, 20)`,
      [user.id],
    );
    await expect(recordUsage(testApp.app.deps, user, 'csv_export')).resolves.toBeUndefined();
  });

  it('does not count paid tiers, staff or anonymous visitors', async () => {
    for (const overrides of [{ tier: 'premium' }, { tier: 'enterprise' }, { is_staff: true }]) {
      const { user, authHeader } = await createAuthUser(overrides);
      for (let action = 0; action < FREE_DAILY_ACTION_LIMIT + 5; action += 1) {
        await recordUsage(testApp.app.deps, user, 'attachment_download');
      }
      expect((await getUsage(authHeader)).json()).toMatchObject({ is_unlimited: true, used: 0 });
    }
    await expect(recordUsage(testApp.app.deps, null, 'csv_export')).resolves.toBeUndefined();
  });
});

describe('GET /api/usage/', () => {
  it('answers the real figure with a breakdown and the reset time', async () => {
    const { user, authHeader } = await createAuthUser();
    await recordUsage(testApp.app.deps, user, 'attachment_download');
    await recordUsage(testApp.app.deps, user, 'attachment_download');
    await recordUsage(testApp.app.deps, user, 'leaderboard_filter');
    const response = await getUsage(authHeader);
    expect(response.statusCode).toBe(200);
    const usage = dailyUsageResponseSchema.parse(response.json());
    expect(usage).toMatchObject({
      tier: 'free',
      is_unlimited: false,
      used: 3,
      by_action: { attachment_download: 2, leaderboard_filter: 1 },
      limit: 20,
      remaining: 17,
    });
    const resetsIn = new Date(usage.resets_at).getTime() - Date.now();
    expect(resetsIn).toBeGreaterThan(0);
    expect(resetsIn).toBeLessThanOrEqual(25 * 3600 * 1000);
    expect(
      new Date(usage.resets_at).toLocaleTimeString('en-GB', { timeZone: 'Europe/London' }),
    ).toBe('00:00:00');
  });

  it('answers zero before any action, and 401 when signed out', async () => {
    const { authHeader } = await createAuthUser();
    expect((await getUsage(authHeader)).json()).toMatchObject({
      used: 0,
      remaining: 20,
      by_action: {},
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/usage/' })).statusCode).toBe(401);
  });
});
