import { loginResponseSchema, userResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { injectFrom, registerThroughApi, STRONG_PASSWORD } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { hashToken } from '../../shared/token-hash';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const login = (payload: Record<string, unknown>) =>
  injectFrom(testApp.app, { method: 'POST', url: '/api/auth/login/', payload });
const getMe = (token?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/auth/user/',
    headers: token ? { authorization: `Token ${token}` } : {},
  });

describe('POST /api/auth/login/', () => {
  it('answers user and key; unverified accounts may sign in', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const response = await login({ email: user.email, password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(200);
    const answer = loginResponseSchema.parse(response.json());
    expect(answer.user).toMatchObject({ email: user.email, email_verified: false });
    expect((await getMe(answer.key)).statusCode).toBe(200);
  });

  it('matches the email case-insensitively and trims it', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const response = await login({
      email: `  ${user.email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives one answer for a wrong password, an unknown email and a deactivated account', async () => {
    const expected = {
      code: 'BAD_REQUEST',
      detail: 'Unable to log in with provided credentials.',
      non_field_errors: ['Unable to log in with provided credentials.'],
    };
    const { user } = await registerThroughApi(testApp.app);
    const wrong = await login({ email: user.email, password: 'Wrong-Horse-42' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject(expected);
    const unknown = await login({ email: 'nobody@example.test', password: STRONG_PASSWORD });
    expect(unknown.json()).toMatchObject(expected);

    await testApp.database.pool.query('UPDATE users SET is_active = false WHERE id = $1', [
      user.id,
    ]);
    const inactive = await login({ email: user.email, password: STRONG_PASSWORD });
    expect(inactive.json()).toMatchObject(expected);
  });

  it('requires both fields', async () => {
    const response = await login({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('issues a different token per login, each stored only as a hash', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const first = (await login({ email: user.email, password: STRONG_PASSWORD })).json().key;
    const second = (await login({ email: user.email, password: STRONG_PASSWORD })).json().key;
    expect(first).not.toBe(second);
    const { rows } = await testApp.database.pool.query(
      'SELECT token_hash FROM auth_tokens WHERE user_id = $1',
      [user.id],
    );
    const stored = rows.map((row) => Buffer.from(row.token_hash).toString('hex'));
    expect(stored).toContain(hashToken(first).toString('hex'));
    expect(stored.join()).not.toContain(Buffer.from(first).toString('hex'));
  });

  it('upgrades a hash made with older parameters on login', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync(STRONG_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 });
    const old = `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await testApp.database.pool.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      user.id,
      old,
    ]);
    expect((await login({ email: user.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
    const { rows } = await testApp.database.pool.query(
      'SELECT password_hash FROM users WHERE id = $1',
      [user.id],
    );
    expect(rows[0].password_hash).toMatch(/^scrypt\$32768\$/);
  });
});

describe('GET /api/auth/user/', () => {
  it('answers the signed-in user', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium', is_staff: true });
    const response = await getMe(user.token);
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json())).toMatchObject({
      id: user.id,
      email: user.email,
      tier: 'premium',
      is_staff: true,
      subscription_status: 'none',
    });
  });

  it('answers 401 with a detail the client shows', async () => {
    const anonymous = await getMe();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'Authentication credentials were not provided.',
    });
    const bogus = await getMe('x'.repeat(43));
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().detail).toBe('Session expired. Please log in again.');
  });

  it('expires tokens after inactivity and slides the window on use', async () => {
    const user = await createUser(testApp.database.pool);
    const hash = hashToken(user.token);
    await testApp.database.pool.query(
      `UPDATE auth_tokens SET expires_at = now() + interval '1 minute' WHERE token_hash = $1`,
      [hash],
    );
    expect((await getMe(user.token)).statusCode).toBe(200);
    const { rows } = await testApp.database.pool.query(
      `SELECT expires_at > now() + interval '29 days' AS slid FROM auth_tokens WHERE token_hash = $1`,
      [hash],
    );
    expect(rows[0].slid).toBe(true);

    await testApp.database.pool.query(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hash],
    );
    expect((await getMe(user.token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout/', () => {
  it('invalidates only the presented token', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const first = (await login({ email: user.email, password: STRONG_PASSWORD })).json().key;
    const second = (await login({ email: user.email, password: STRONG_PASSWORD })).json().key;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Token ${first}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Successfully logged out.' });
    expect((await getMe(first)).statusCode).toBe(401);
    expect((await getMe(second)).statusCode).toBe(200);
  });

  it('answers the same without a token', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/' });
    expect(response.statusCode).toBe(200);
  });
});
