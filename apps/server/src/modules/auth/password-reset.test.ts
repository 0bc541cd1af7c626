import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFrom, registerThroughApi, STRONG_PASSWORD } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { recordQueries } from '../../../test/helpers/query-log';
import { createRandomToken } from '../../shared/token-hash';
import { encodeUid } from './account-tokens';
import { insertPasswordResetToken } from './token.repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ DATA_DIR: '/tmp/wac-reset-test-outbox' });
});
afterAll(async () => {
  await testApp.close();
});

const NEW_PASSWORD = 'Brand-New-Horse-7';
const RESET_MESSAGE = 'If an account with that email exists, a password reset link has been sent.';

const post = (url: string, payload: Record<string, unknown>) =>
  injectFrom(testApp.app, { method: 'POST', url, payload });
const confirm = (payload: Record<string, unknown>) =>
  post('/api/auth/password/reset/confirm/', {
    new_password1: NEW_PASSWORD,
    new_password2: NEW_PASSWORD,
    ...payload,
  });

/** A live reset token made directly (the emailed link is covered in email-delivery.test.ts). */
async function createResetToken(userId: number, lifetimeMinutes = 60) {
  const { token, hash } = createRandomToken();
  await insertPasswordResetToken(testApp.database.pool, { hash, userId, lifetimeMinutes });
  return { uid: encodeUid(userId), token };
}

describe('POST /api/auth/password/reset/', () => {
  it('answers the same whether or not the account exists', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const known = await post('/api/auth/password/reset/', { email: user.email });
    const unknown = await post('/api/auth/password/reset/', { email: 'nobody@example.test' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: RESET_MESSAGE });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ detail: RESET_MESSAGE });
    await expect
      .poll(async () => {
        const { rows } = await testApp.database.pool.query(
          'SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1',
          [user.id],
        );
        return rows[0].n;
      })
      .toBe(1);
  });

  it('does the same work before answering for a known and an unknown address (issue 15 item 8)', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const pool = testApp.database.pool;
    const request = (email: string) => () => post('/api/auth/password/reset/', { email });
    const sentTo = async (recipient: string) => {
      const { rows } = await pool.query(
        'SELECT count(*)::int AS n FROM sent_emails WHERE recipient = $1 AND sent_at IS NOT NULL',
        [recipient],
      );
      return rows[0].n;
    };
    await expect.poll(() => sentTo(user.email)).toBe(1); // the verification email

    const known = await recordQueries(pool, request(user.email));
    // The link is still sent, afterwards; wait for it so its queries are not recorded below.
    await expect.poll(() => sentTo(user.email)).toBe(2);
    const unknown = await recordQueries(pool, request(`nobody-${Date.now()}@example.test`));
    // Only the rate limits' counters: the account is looked up after the answer has gone.
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(unknown);
    expect(known.join('\n')).not.toMatch(/users|password_reset_tokens/);
  });

  it('reports a malformed email under email', async () => {
    const response = await post('/api/auth/password/reset/', { email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().email).toEqual(['Enter a valid email address.']);
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password, signs out every session and uses the link up', async () => {
    const { user, token: session } = await registerThroughApi(testApp.app);
    const older = await createResetToken(user.id);
    const link = await createResetToken(user.id);
    const response = await confirm(link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password has been reset with the new password.' });

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: { authorization: `Token ${session}` },
    });
    expect(me.statusCode).toBe(401);
    const oldLogin = await post('/api/auth/login/', {
      email: user.email,
      password: STRONG_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await post('/api/auth/login/', { email: user.email, password: NEW_PASSWORD });
    expect(newLogin.statusCode).toBe(200);
    // Reading the mailbox proved the address.
    expect(newLogin.json().user.email_verified).toBe(true);

    const reused = await confirm({
      ...link,
      new_password1: 'Third-Harbour-Lamp-99',
      new_password2: 'Third-Harbour-Lamp-99',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      detail: 'This password reset link has already been used.',
      non_field_errors: ['This password reset link has already been used.'],
    });
    // Older links of the same user are used up too.
    expect((await confirm(older)).json().detail).toBe(
      'This password reset link has already been used.',
    );
  });

  it('refuses an expired link', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const link = await createResetToken(user.id);
    await testApp.database.pool.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const response = await confirm(link);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('This password reset link is invalid or has expired.');
  });

  it('refuses a token of another user, a bad uid and an unknown token', async () => {
    const { user: owner } = await registerThroughApi(testApp.app);
    const { user: other } = await registerThroughApi(testApp.app);
    const link = await createResetToken(owner.id);
    const invalid = 'This password reset link is invalid or has expired.';
    // Every wrong link gets one answer: which part was wrong is not said (issue 15 item 8).
    const refused = {
      code: 'BAD_REQUEST',
      detail: invalid,
      errors: { non_field_errors: [invalid] },
      non_field_errors: [invalid],
    };
    for (const wrong of [
      { ...link, uid: encodeUid(other.id) },
      { ...link, uid: '!!' },
      { ...link, uid: encodeUid(999_999) },
      { ...link, token: 'made-up-token' },
      { uid: encodeUid(999_999), token: 'made-up-token' },
    ]) {
      const response = await confirm(wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused);
    }
    // None of that used the real link up.
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it('keeps the link usable when the new password is weak or mistyped', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const link = await createResetToken(user.id);
    const weak = await confirm({ ...link, new_password1: '12345678', new_password2: '12345678' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().new_password1).toEqual([
      'This password is entirely numeric.',
      expect.stringMatching(
        /^This password is too easy to guess\. This is a heavily used password\./,
      ),
    ]);
    // Issue 35 item 5: long but trivially guessable passwords are refused with the reason.
    for (const password of [' '.repeat(12), 'a'.repeat(12)]) {
      const repeated = await confirm({ ...link, new_password1: password, new_password2: password });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json().new_password1).toEqual([
        expect.stringMatching(/^This password is too easy to guess\. Repeated characters/),
      ]);
    }
    const mismatch = await confirm({ ...link, new_password2: 'Something-Else-1' });
    expect(mismatch.json().new_password2).toEqual(['Passwords do not match.']);
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it('requires every field', async () => {
    const response = await post('/api/auth/password/reset/confirm/', {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    for (const field of ['uid', 'token', 'new_password1', 'new_password2']) {
      expect(body[field]).toEqual(['This field is required.']);
    }
  });
});

describe('POST /api/auth/password/reset/validate/ (issue 28 item 10)', () => {
  const validate = (payload: Record<string, unknown>) =>
    post('/api/auth/password/reset/validate/', payload);
  const invalid = 'This password reset link is invalid or has expired.';
  const used = 'This password reset link has already been used.';

  it('says a live link can be used, and checking it uses nothing up', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const link = await createResetToken(user.id);
    for (let check = 0; check < 2; check += 1) {
      const response = await validate(link);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: 'This password reset link can be used.' });
    }
    expect((await confirm(link)).statusCode).toBe(200);
    // Once used, the check gives the confirm call's own refusal.
    const after = await validate(link);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toMatchObject({ detail: used, non_field_errors: [used] });
  });

  it("refuses every dead link with the confirm call's answer, naming no part of it", async () => {
    const { user: owner } = await registerThroughApi(testApp.app);
    const { user: other } = await registerThroughApi(testApp.app);
    const link = await createResetToken(owner.id);
    const expired = await createResetToken(other.id);
    await testApp.database.pool.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [other.id],
    );
    for (const wrong of [
      expired,
      { ...link, uid: encodeUid(other.id) },
      { ...link, uid: '!!' },
      { ...link, token: 'made-up-token' },
    ]) {
      const checked = await validate(wrong);
      const confirmed = await confirm(wrong);
      expect(checked.statusCode).toBe(400);
      expect(checked.json()).toEqual(confirmed.json());
      expect(checked.json().detail).toBe(invalid);
    }
    const missing = await validate({});
    expect(missing.json()).toMatchObject({ uid: ['This field is required.'] });
    expect(missing.json().detail).not.toMatch(/uid|token/);
  });
});
