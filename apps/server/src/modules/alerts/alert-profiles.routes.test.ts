import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  profile_name: 'Cleaning contracts',
  keywords: 'cleaning, janitorial',
  cpv_codes: '90910000',
  include_sub_cpv: true,
  location_keywords: 'Leeds',
  min_value: 10000,
  max_value: null,
  is_active: true,
  deadline_filter: 'ANY',
  ...overrides,
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) {
  return testApp.app.inject({ method, url, headers, payload: payload as object });
}

describe('alert profiles API', () => {
  it('creates, lists, updates and deletes a profile, normalising the tag lists', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const created = await call('POST', '/api/alert-profiles/', user.authHeader, {
      ...profile(),
      keywords: ' cleaning ,janitorial, Cleaning,, ',
      cpv_codes: ['90910000-6', '909'],
      min_value: '£10,000',
      max_value: '',
      deadline_filter: '7d',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      profile_name: 'Cleaning contracts',
      keywords: 'cleaning, janitorial',
      cpv_codes: '90910000, 909',
      include_sub_cpv: true,
      location_keywords: 'Leeds',
      min_value: 10000,
      max_value: null,
      is_active: true,
      deadline_filter: '7D',
      delivery: 'daily',
      last_alerted_at: null,
    });
    expect(typeof body.id).toBe('number');
    expect(Date.parse(body.updated_at)).not.toBeNaN();

    const list = await call('GET', '/api/alert-profiles/', user.authHeader);
    expect(list.json()).toHaveLength(1);

    const updated = await call('PUT', `/api/alert-profiles/${body.id}/`, user.authHeader, {
      ...profile({ profile_name: 'Cleaning (North)', is_active: false, max_value: 50000 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ profile_name: 'Cleaning (North)', is_active: false });
    expect(updated.json().max_value).toBe(50000);

    const removed = await call('DELETE', `/api/alert-profiles/${body.id}/`, user.authHeader);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', '/api/alert-profiles/', user.authHeader)).json()).toEqual([]);
    const again = await call('DELETE', `/api/alert-profiles/${body.id}/`, user.authHeader);
    expect(again.statusCode).toBe(404);
  });

  it('applies the spec defaults when only a name is sent', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'professional' });
    const created = await call('POST', '/api/alert-profiles/', user.authHeader, {
      profile_name: 'Everything',
    });
    expect(created.json()).toMatchObject({
      keywords: '',
      cpv_codes: '',
      include_sub_cpv: true,
      location_keywords: '',
      min_value: null,
      max_value: null,
      is_active: true,
      deadline_filter: 'ANY',
      framework: null,
    });
  });

  it('keeps the framework filter (issue 31) and names the field when it is unknown', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'professional' });
    const created = await call('POST', '/api/alert-profiles/', user.authHeader, {
      profile_name: 'Call-offs',
      framework: 'call_offs',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().framework).toBe('call_offs');
    const cleared = await call(
      'PUT',
      `/api/alert-profiles/${created.json().id}/`,
      user.authHeader,
      { profile_name: 'Call-offs', framework: '' },
    );
    expect(cleared.json().framework).toBeNull();
    const bad = await call('POST', '/api/alert-profiles/', user.authHeader, {
      profile_name: 'Bad',
      framework: 'frameworks-only',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().framework[0]).toMatch(/^Unknown framework choice "frameworks-only"/);
  });

  it('refuses free users on the server, with a clear detail', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'free' });
    const created = await call('POST', '/api/alert-profiles/', user.authHeader, profile());
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ code: 'FORBIDDEN', redirect_url: '/pricing' });
    expect(created.json().detail).toMatch(/paid plans/);
    const check = await call('GET', '/api/alert-profiles/check-name/?name=abc', user.authHeader);
    expect(check.statusCode).toBe(403);
    expect((await call('GET', '/api/alert-profiles/', user.authHeader)).json()).toEqual([]);
  });

  it('asks anonymous callers to log in', async () => {
    const response = await call('GET', '/api/alert-profiles/');
    expect(response.statusCode).toBe(401);
  });

  it('keeps names unique per user, ignoring case, in the shape the page reads', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const other = await createUser(testApp.database.pool, { tier: 'premium' });
    const first = await call('POST', '/api/alert-profiles/', user.authHeader, profile());
    const duplicate = await call(
      'POST',
      '/api/alert-profiles/',
      user.authHeader,
      profile({ profile_name: '  CLEANING contracts ' }),
    );
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().profile_name).toEqual([
      'This profile name is already in use. Please choose another.',
    ]);
    const elsewhere = await call('POST', '/api/alert-profiles/', other.authHeader, profile());
    expect(elsewhere.statusCode).toBe(201);

    const check = (query: string) =>
      call('GET', `/api/alert-profiles/check-name/?${query}`, user.authHeader).then((r) =>
        r.json(),
      );
    expect(await check('name=cleaning%20CONTRACTS')).toEqual({ is_available: false });
    expect(await check(`name=cleaning%20contracts&editing_id=${first.json().id}`)).toEqual({
      is_available: true,
    });
    expect(await check('name=Something%20else&editing_id=')).toEqual({ is_available: true });
    expect(await check('name=')).toEqual({ is_available: false });

    const second = await call(
      'POST',
      '/api/alert-profiles/',
      user.authHeader,
      profile({ profile_name: 'Second' }),
    );
    const renamed = await call(
      'PUT',
      `/api/alert-profiles/${second.json().id}/`,
      user.authHeader,
      profile({ profile_name: 'cleaning CONTRACTS' }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().profile_name[0]).toMatch(/already in use/);
  });

  it('caps a user at 5 profiles, also when requests race', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const responses = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        call(
          'POST',
          '/api/alert-profiles/',
          user.authHeader,
          profile({ profile_name: `P${index}` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 403, 403]);
    const refused = responses.find((response) => response.statusCode === 403)!;
    expect(refused.json().detail).toBe(
      'Profile limit reached (5/5). Delete a profile to create a new one.',
    );
  });

  it('under the plan table reading, caps Premium at 2 and lets Professional keep 20', async () => {
    const planApp = await createTestApp({ ALERT_PROFILE_LIMITS: 'plan' });
    try {
      const create = (authHeader: Record<string, string>, name: string) =>
        planApp.app.inject({
          method: 'POST',
          url: '/api/alert-profiles/',
          headers: authHeader,
          payload: profile({ profile_name: name }),
        });
      const premium = await createUser(planApp.database.pool, { tier: 'premium' });
      expect((await create(premium.authHeader, 'One')).statusCode).toBe(201);
      expect((await create(premium.authHeader, 'Two')).statusCode).toBe(201);
      const third = await create(premium.authHeader, 'Three');
      expect(third.statusCode).toBe(403);
      expect(third.json().detail).toBe(
        'Profile limit reached (2/2). Delete a profile to create a new one.',
      );

      const professional = await createUser(planApp.database.pool, { tier: 'professional' });
      for (let index = 1; index <= 20; index++) {
        expect((await create(professional.authHeader, `Profile ${index}`)).statusCode).toBe(201);
      }
      const extra = await create(professional.authHeader, 'Profile 21');
      expect(extra.json().detail).toBe(
        'Profile limit reached (20/20). Delete a profile to create a new one.',
      );
      const config = await planApp.app.inject({ method: 'GET', url: '/api/site-config/' });
      expect(config.json().alert_profile_limits).toBe('plan');
    } finally {
      await planApp.close();
    }
  });

  it('tells the web app which reading it enforces: the interface cap by default', async () => {
    const config = await call('GET', '/api/site-config/');
    expect(config.json().alert_profile_limits).toBe('interface');
  });

  it('validates deadline filters, values and CPV codes, naming the field', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const cases: [Record<string, unknown>, string][] = [
      [{ deadline_filter: '1W' }, 'deadline_filter'],
      [{ min_value: 'lots' }, 'min_value'],
      [{ max_value: -5 }, 'max_value'],
      [{ cpv_codes: 'software' }, 'cpv_codes'],
      [{ profile_name: '   ' }, 'profile_name'],
      [{ is_active: 'yes' }, 'is_active'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(
        'POST',
        '/api/alert-profiles/',
        user.authHeader,
        profile(overrides),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json()[field], field).toBeInstanceOf(Array);
    }
    const blank = await call(
      'POST',
      '/api/alert-profiles/',
      user.authHeader,
      profile({ profile_name: '' }),
    );
    expect(blank.json().profile_name).toEqual(['Please enter a profile name to continue.']);
  });

  it('refuses a minimum value above the maximum, naming both', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const inverted = await call(
      'POST',
      '/api/alert-profiles/',
      user.authHeader,
      profile({ min_value: 500_000, max_value: '10,000' }),
    );
    expect(inverted.statusCode).toBe(400);
    const message = 'Minimum value must not be more than Maximum value.';
    expect(inverted.json()).toMatchObject({
      detail: message,
      min_value: [message],
      max_value: [message],
    });
  });

  it("never shows or changes another user's profile", async () => {
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const intruder = await createUser(testApp.database.pool, { tier: 'premium' });
    const created = await call('POST', '/api/alert-profiles/', owner.authHeader, profile());
    const id = created.json().id;
    expect(
      (await call('PUT', `/api/alert-profiles/${id}/`, intruder.authHeader, profile())).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/alert-profiles/${id}/`, intruder.authHeader)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/alert-profiles/', intruder.authHeader)).json()).toEqual([]);
  });

  it('switches a profile to instant and back, and names the field when the value is unknown', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const created = await call('POST', '/api/alert-profiles/', user.authHeader, profile());
    const id = created.json().id;
    const instant = await call('PUT', `/api/alert-profiles/${id}/`, user.authHeader, {
      ...profile(),
      delivery: 'Instant',
    });
    expect(instant.statusCode).toBe(200);
    expect(instant.json().delivery).toBe('instant');
    const listed = await call('GET', '/api/alert-profiles/', user.authHeader);
    expect(listed.json()[0].delivery).toBe('instant');
    const bad = await call('PUT', `/api/alert-profiles/${id}/`, user.authHeader, {
      ...profile(),
      delivery: 'weekly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().delivery).toEqual(['Use daily or instant.']);
  });

  it('refuses instant alerts to a free account', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'free' });
    const refused = await call('POST', '/api/alert-profiles/', user.authHeader, {
      ...profile(),
      delivery: 'instant',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().redirect_url).toBe('/pricing');
  });
});
