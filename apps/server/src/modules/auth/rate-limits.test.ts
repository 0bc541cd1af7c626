import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRegistration,
  injectFrom,
  randomClientIp,
  registerThroughApi,
  STRONG_PASSWORD,
} from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { AUTH_RATE_LIMITS } from './auth-rate-limits';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: '/tmp/wac-rate-limit-test-outbox' });
});
afterAll(async () => {
  await testApp.close();
});

const post = (url: string, payload: Record<string, unknown>, ip?: string) =>
  injectFrom(testApp.app, { method: 'POST', url, payload, ip });

function expectRateLimited(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    detail: expect.stringMatching(/^Too many attempts\. Please try again in .+\.$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login limits', () => {
  it('locks an account after 5 failed attempts, from any address, even with the right password', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const { max } = AUTH_RATE_LIMITS.login.perAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      const response = await post('/api/auth/login/', {
        email: user.email,
        password: 'Wrong-1-pass',
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await post('/api/auth/login/', {
      email: user.email,
      password: STRONG_PASSWORD,
    });
    expectRateLimited(blocked);
    // The same address in another case is the same account.
    expectRateLimited(
      await post('/api/auth/login/', {
        email: user.email.toUpperCase(),
        password: STRONG_PASSWORD,
      }),
    );
  });

  it('does not count successful logins against the account', async () => {
    const { user } = await registerThroughApi(testApp.app);
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.login.perAccount.max + 1; attempt += 1) {
      const response = await post('/api/auth/login/', {
        email: user.email,
        password: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('limits one address trying many accounts', async () => {
    const ip = randomClientIp();
    const { max } = AUTH_RATE_LIMITS.login.perIp;
    for (let attempt = 0; attempt < max; attempt += 1) {
      await post('/api/auth/login/', { email: `guess${attempt}@example.test`, password: 'x' }, ip);
    }
    expectRateLimited(
      await post('/api/auth/login/', { email: 'one-more@example.test', password: 'x' }, ip),
    );
    // Other addresses are unaffected.
    expect(
      (await post('/api/auth/login/', { email: 'a@example.test', password: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('registration and reset limits', () => {
  it('limits registrations per address', async () => {
    const ip = randomClientIp();
    const { max } = AUTH_RATE_LIMITS.register.perIp;
    for (let attempt = 0; attempt < max; attempt += 1) {
      // Invalid bodies are cheap and still count.
      await post('/api/auth/register/', { email: `r${attempt}@example.test` }, ip);
    }
    expectRateLimited(await post('/api/auth/registration/', buildRegistration(), ip));
  });

  it('limits registration attempts per email', async () => {
    const body = buildRegistration({ password2: 'mismatch' });
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.register.perAccount.max; attempt += 1) {
      expect((await post('/api/auth/register/', body)).statusCode).toBe(400);
    }
    expectRateLimited(await post('/api/auth/register/', body));
  });

  it('limits reset requests per account and per address', async () => {
    const email = 'reset-target@example.test';
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.passwordReset.perAccount.max; attempt += 1) {
      expect((await post('/api/auth/password/reset/', { email })).statusCode).toBe(200);
    }
    expectRateLimited(await post('/api/auth/password/reset/', { email }));

    const ip = randomClientIp();
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.passwordReset.perIp.max; attempt += 1) {
      await post('/api/auth/password/reset/', { email: `p${attempt}@example.test` }, ip);
    }
    expectRateLimited(await post('/api/auth/password/reset/', { email: 'q@example.test' }, ip));
  });

  it('limits reset confirmations and verification attempts per address', async () => {
    const ip = randomClientIp();
    const body = { uid: 'MQ', token: 'guess', new_password1: 'x', new_password2: 'x' };
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.passwordResetConfirm.perIp.max; attempt += 1) {
      expect((await post('/api/auth/password/reset/confirm/', body, ip)).statusCode).toBe(400);
    }
    expectRateLimited(await post('/api/auth/password/reset/confirm/', body, ip));

    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.verifyEmail.perIp.max; attempt += 1) {
      await post('/api/auth/registration/verify-email/', { key: `k${attempt}` }, ip);
    }
    expectRateLimited(await post('/api/auth/registration/verify-email/', { key: 'k' }, ip));
  });
});
