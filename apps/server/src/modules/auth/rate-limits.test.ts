import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRegistration,
  injectFrom,
  randomClientIp,
  registerThroughApi,
  STRONG_PASSWORD,
} from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createRandomToken } from '../../shared/token-hash';
import { encodeUid } from './account-tokens';
import { AUTH_RATE_LIMITS, LOGIN_FAILURE_LIMITS } from './auth-rate-limits';
import { insertPasswordResetToken } from './token.repository';

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

function expectClosedToNewAddresses(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'NEW_ADDRESS_LOCKED',
    detail: expect.stringMatching(/sign-in link .+ or try again in .+\.$/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

const login = (email: string, password: string, ip?: string) =>
  post('/api/auth/login/', { email, password }, ip);

describe('login limits', () => {
  const { perAccountAndAddress, perAccountFromNewAddresses } = LOGIN_FAILURE_LIMITS;

  it("stops an attacker's address after 5 failures without locking the owner out (issue 15 item 6)", async () => {
    const { user } = await registerThroughApi(testApp.app);
    const attacker = randomClientIp();
    for (let attempt = 0; attempt < perAccountAndAddress.max; attempt += 1) {
      expect((await login(user.email, 'Wrong-1-pass', attacker)).statusCode).toBe(400);
    }
    // The attacker's address is stopped, even with the right password, in any letter case.
    expectRateLimited(await login(user.email, STRONG_PASSWORD, attacker));
    expectRateLimited(await login(user.email.toUpperCase(), STRONG_PASSWORD, attacker));
    // The owner, from their own address, signs in.
    expect((await login(user.email, STRONG_PASSWORD, randomClientIp())).statusCode).toBe(200);
  });

  it('lets only known addresses try once an account has failed 20 times from everywhere', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const ownerAddress = randomClientIp();
    expect((await login(user.email, STRONG_PASSWORD, ownerAddress)).statusCode).toBe(200);
    const failures = await Promise.all(
      Array.from({ length: perAccountFromNewAddresses.max }, () =>
        login(user.email, 'Wrong-1-pass', randomClientIp()),
      ),
    );
    expect(failures.map((failure) => failure.statusCode)).toEqual(
      Array<number>(perAccountFromNewAddresses.max).fill(400),
    );
    // A fresh address is refused before its password is checked, with the owner's way in
    // offered (a one-time sign-in link by email, ADR 0171)...
    expectClosedToNewAddresses(await login(user.email, STRONG_PASSWORD, randomClientIp()));
    expectClosedToNewAddresses(await login(user.email, 'Wrong-2-pass', randomClientIp()));
    // ...an unknown account the same way (nothing to learn from the answer)...
    const nobody = `nobody-${Date.now()}@example.test`;
    await Promise.all(
      Array.from({ length: perAccountFromNewAddresses.max }, () =>
        login(nobody, 'Wrong-1-pass', randomClientIp()),
      ),
    );
    expectClosedToNewAddresses(await login(nobody, 'Wrong-1-pass', randomClientIp()));
    // ...while the owner's known address still gets in.
    expect((await login(user.email, STRONG_PASSWORD, ownerAddress)).statusCode).toBe(200);

    // A password reset makes the failures worthless: the owner can sign in from anywhere.
    const { token, hash } = createRandomToken();
    await insertPasswordResetToken(testApp.database.pool, {
      hash,
      userId: user.id,
      lifetimeMinutes: 60,
    });
    const newPassword = 'Fresh-Start-88';
    const reset = await post('/api/auth/password/reset/confirm/', {
      uid: encodeUid(user.id),
      token,
      new_password1: newPassword,
      new_password2: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, newPassword, randomClientIp())).statusCode).toBe(200);
  }, 180_000); // about 45 password hashes

  it('counts each attempt before answering, so parallel attempts cannot slip past (issue 14 item 12)', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const attacker = randomClientIp();
    const answers = await Promise.all(
      Array.from({ length: perAccountAndAddress.max * 2 }, () =>
        login(user.email, 'Wrong-1-pass', attacker),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(perAccountAndAddress.max).fill(400),
      ...Array<number>(perAccountAndAddress.max).fill(429),
    ]);
  });

  it('does not count successful logins against the account', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const address = randomClientIp();
    for (let attempt = 0; attempt < perAccountAndAddress.max + 1; attempt += 1) {
      expect((await login(user.email, STRONG_PASSWORD, address)).statusCode).toBe(200);
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
    // Checking a link counts with using it: the page's check is no way round the limit.
    expectRateLimited(await post('/api/auth/password/reset/validate/', body, ip));
    const checker = randomClientIp();
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.passwordResetConfirm.perIp.max; attempt += 1) {
      await post('/api/auth/password/reset/validate/', body, checker);
    }
    expectRateLimited(await post('/api/auth/password/reset/confirm/', body, checker));

    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.verifyEmail.perIp.max; attempt += 1) {
      await post('/api/auth/registration/verify-email/', { key: `k${attempt}` }, ip);
    }
    expectRateLimited(await post('/api/auth/registration/verify-email/', { key: 'k' }, ip));
  });
});
