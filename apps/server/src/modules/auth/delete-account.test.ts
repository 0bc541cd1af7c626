import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { injectFrom, registerThroughApi } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  CANCEL_SUBSCRIPTION_FIRST_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from './delete-account.service';

describe('DELETE /api/auth/user/', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const countRows = async (sql: string, params: unknown[]) => {
    const { rows } = await testApp.database.pool.query<{ count: number }>(sql, params);
    return rows[0]!.count;
  };

  it('needs a signed-in caller', async () => {
    const response = await injectFrom(testApp.app, {
      method: 'DELETE',
      url: '/api/auth/user/',
      payload: { password: 'anything' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong or missing password and keeps the account', async () => {
    const account = await registerThroughApi(testApp.app);
    const wrong = await injectFrom(testApp.app, {
      method: 'DELETE',
      url: '/api/auth/user/',
      headers: account.authHeader,
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().password).toEqual([WRONG_PASSWORD_MESSAGE]);
    const missing = await injectFrom(testApp.app, {
      method: 'DELETE',
      url: '/api/auth/user/',
      headers: account.authHeader,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().password).toBeDefined();
    expect(
      await countRows('SELECT count(*)::int AS count FROM users WHERE id = $1', [account.user.id]),
    ).toBe(1);
  });

  it('asks for a renewing subscription to be cancelled first', async () => {
    const account = await registerThroughApi(testApp.app);
    await testApp.database.pool.query(
      `INSERT INTO subscriptions (stripe_subscription_id, user_id, stripe_customer_id, status, tier)
       VALUES ('sub_delete_test', $1, 'cus_delete_test', 'active', 'premium')`,
      [account.user.id],
    );
    const response = await injectFrom(testApp.app, {
      method: 'DELETE',
      url: '/api/auth/user/',
      headers: account.authHeader,
      payload: { password: account.password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(CANCEL_SUBSCRIPTION_FIRST_MESSAGE);
  });

  it('removes the account and every piece of personal data, then the token stops working', async () => {
    const account = await registerThroughApi(testApp.app);
    const db = testApp.database.pool;
    const userId = account.user.id;
    const email = account.user.email;
    const opportunity = await createOpportunity(db, {});
    await db.query('INSERT INTO favourites (user_id, opportunity_id) VALUES ($1, $2)', [
      userId,
      opportunity.id,
    ]);
    await db.query(`INSERT INTO alert_profiles (user_id, profile_name) VALUES ($1, 'Roads')`, [
      userId,
    ]);
    await db.query(
      `INSERT INTO usage_counters (user_id, day, action_count) VALUES ($1, now(), 3)`,
      [userId],
    );
    await db.query(
      `INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, 'cus_gone')`,
      [userId],
    );
    await db.query(
      `INSERT INTO contact_messages (name, email, message) VALUES ('Ada', upper($1), 'Hi')`,
      [email],
    );
    await db.query(
      `INSERT INTO sent_emails (idempotency_key, recipient, subject) VALUES ('k-1', $1, 'Welcome')`,
      [email],
    );
    // Someone else's message stays.
    await db.query(
      `INSERT INTO contact_messages (name, email, message) VALUES ('Bob', 'bob@example.test', 'Hi')`,
    );

    const response = await injectFrom(testApp.app, {
      method: 'DELETE',
      url: '/api/auth/user/',
      headers: account.authHeader,
      payload: { password: account.password },
    });
    expect(response.statusCode).toBe(204);

    for (const table of [
      'users WHERE id = $1',
      'user_profiles WHERE user_id = $1',
      'auth_tokens WHERE user_id = $1',
      'favourites WHERE user_id = $1',
      'alert_profiles WHERE user_id = $1',
      'usage_counters WHERE user_id = $1',
      'billing_customers WHERE user_id = $1',
      'email_verification_tokens WHERE user_id = $1',
    ]) {
      expect(await countRows(`SELECT count(*)::int AS count FROM ${table}`, [userId]), table).toBe(
        0,
      );
    }
    expect(
      await countRows(
        'SELECT count(*)::int AS count FROM contact_messages WHERE lower(email) = lower($1)',
        [email],
      ),
    ).toBe(0);
    expect(
      await countRows('SELECT count(*)::int AS count FROM sent_emails WHERE recipient = $1', [
        email,
      ]),
    ).toBe(0);
    expect(
      await countRows(`SELECT count(*)::int AS count FROM sent_emails WHERE idempotency_key = $1`, [
        'k-1',
      ]),
    ).toBe(1);
    expect(
      await countRows(`SELECT count(*)::int AS count FROM contact_messages WHERE email = $1`, [
        'bob@example.test',
      ]),
    ).toBe(1);

    const me = await injectFrom(testApp.app, {
      method: 'GET',
      url: '/api/auth/user/',
      headers: account.authHeader,
    });
    expect(me.statusCode).toBe(401);
    const login = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: account.password },
    });
    expect(login.statusCode).toBe(400);
  });
});
