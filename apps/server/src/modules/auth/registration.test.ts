import { registerResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, injectFrom, registerThroughApi } from '../../../test/helpers/accounts';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import { findLinks, waitForOutboxMessage } from '../../../test/helpers/mail';
import { recordQueries } from '../../../test/helpers/query-log';
import { hashToken } from '../../shared/token-hash';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-registration-');
});
afterAll(() => testApp.close());

const register = (payload: Record<string, unknown>, url = '/api/auth/register/') =>
  injectFrom(testApp.app, { method: 'POST', url, payload });

describe('POST /api/auth/register/ and /api/auth/registration/', () => {
  it('creates the account on either path and answers user and token (201)', async () => {
    for (const url of ['/api/auth/register/', '/api/auth/registration/']) {
      const body = buildRegistration();
      const response = await register(body, url);
      expect(response.statusCode).toBe(201);
      const answer = registerResponseSchema.parse(response.json());
      expect(answer.user).toMatchObject({
        email: body.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        tier: 'free',
        is_staff: false,
        email_verified: false,
      });
      expect(answer.token).toBe(answer.key);
      // The token signs the new user in at once.
      const me = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/user/',
        headers: { authorization: `Token ${answer.token}` },
      });
      expect(me.json()).toMatchObject({ email: body.email });
    }
  });

  it('stores the profile fields and never the password', async () => {
    const { user } = await registerThroughApi(testApp.app, { industry: 'construction' });
    const { rows } = await testApp.database.pool.query(
      `SELECT u.password_hash, p.company_name, p.phone_number, p.industry
         FROM users u JOIN user_profiles p ON p.user_id = u.id WHERE u.id = $1`,
      [user.id],
    );
    expect(rows[0]).toMatchObject({
      company_name: 'Analytical Engines Ltd',
      phone_number: '+44 20 7946 0000',
      industry: 'construction',
    });
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
  });

  it('accepts the optional fields left empty', async () => {
    const response = await register(
      buildRegistration({ phone_number: '', company_name: '', industry: '' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const response = await register(buildRegistration({ email: user.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'A user is already registered with this e-mail address.',
      email: ['A user is already registered with this e-mail address.'],
    });
  });

  it('reports weak passwords under password, in the server wording', async () => {
    const response = await register(buildRegistration({ password: '1234', password2: '1234' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'This password is too short. It must contain at least 8 characters.',
      password: [
        'This password is too short. It must contain at least 8 characters.',
        'This password is entirely numeric.',
        expect.stringMatching(/^This password is too easy to guess\. /),
      ],
    });
  });

  it('refuses twelve spaces and twelve a, saying why (issue 35 item 5)', async () => {
    for (const password of [' '.repeat(12), 'a'.repeat(12)]) {
      const response = await register(buildRegistration({ password, password2: password }));
      expect(response.statusCode, password).toBe(400);
      const reason =
        'This password is too easy to guess. Repeated characters like "aaa" are easy to guess.';
      expect(response.json().detail).toMatch(new RegExp(`^${reason.replace(/[.()]/g, '\\$&')}`));
      expect(response.json().password).toEqual([expect.stringContaining('Avoid repeated words')]);
    }
  });

  it('refuses a password made of the name the form was filled in with', async () => {
    const response = await register(
      buildRegistration({
        first_name: 'Ada',
        last_name: 'Lovelace',
        password: 'LovelaceAda!',
        password2: 'LovelaceAda!',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toEqual([expect.stringMatching(/too easy to guess/)]);
  });

  it('reports different passwords as a non-field error', async () => {
    const response = await register(buildRegistration({ password2: 'Another-Horse-42' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Passwords do not match.',
      non_field_errors: ['Passwords do not match.'],
    });
  });

  it('reports every problem at once, detail following email > password > non_field', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const response = await register(
      buildRegistration({ email: user.email, password: 'password', password2: 'different' }),
    );
    const body = response.json();
    expect(body.detail).toBe('A user is already registered with this e-mail address.');
    expect(body.password).toEqual(['This password is too common.']);
    expect(body.non_field_errors).toEqual(['Passwords do not match.']);
  });

  it('validates names as the spec says', async () => {
    const missing = await register(buildRegistration({ first_name: '  ' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().first_name).toEqual(['First and last name are required.']);

    const absent = await register(buildRegistration({ last_name: undefined }));
    expect(absent.json().last_name).toEqual(['First and last name are required.']);

    const digits = await register(buildRegistration({ last_name: 'Lovelace2' }));
    expect(digits.json().last_name).toEqual(['First and last name cannot contain numbers.']);
  });

  it('validates email, industry and phone', async () => {
    const response = await register(
      buildRegistration({ email: 'not-an-email', industry: 'farming', phone_number: 'call me' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.email).toEqual(['Enter a valid email address.']);
    expect(body.industry).toEqual(['Select a valid industry.']);
    expect(body.phone_number).toEqual(['Enter a valid phone number.']);
    expect(body.detail).toContain('email');
  });

  it('requires email and both passwords', async () => {
    const response = await register({ first_name: 'Ada', last_name: 'Lovelace' });
    const body = response.json();
    expect(body.email).toEqual(['This field is required.']);
    expect(body.password).toEqual(['This field is required.']);
    expect(body.password2).toEqual(['This field is required.']);
  });
});

describe('email verification', () => {
  async function registerAndReadLink() {
    const { user, authHeader } = await registerThroughApi(testApp.app);
    const raw = await waitForOutboxMessage(testApp.dataDir, (text) =>
      text.includes(`To: ${user.email}`),
    );
    const link = findLinks(raw).find((url) => url.includes('/auth/confirm-email/'));
    expect(link).toBeDefined();
    const key = decodeURIComponent(link!.split('/auth/confirm-email/')[1]!);
    return { user, authHeader, key, link: link!, raw };
  }

  const verify = (key: unknown) =>
    injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/registration/verify-email/',
      payload: { key },
    });

  it('emails a link to the front-end confirm route, with text and HTML parts', async () => {
    const { link, raw } = await registerAndReadLink();
    expect(link).toMatch(/^http:\/\/wac\.test\/auth\/confirm-email\/[\w-]{43}$/);
    expect(raw).toContain('Subject: Confirm your email address for WAC');
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
  });

  it('confirms the address once; the link cannot be used again', async () => {
    const { key, authHeader } = await registerAndReadLink();
    const first = await verify(key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      detail: 'Your email address has been confirmed.',
      already_confirmed: false,
    });
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: authHeader,
    });
    expect(me.json().email_verified).toBe(true);

    // Opened again (a second click): confirmed already is the goal met, not a failure.
    const again = await verify(key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      detail: 'Your email address is already confirmed.',
      already_confirmed: true,
    });
  });

  it('refuses a used link once the account has moved to another address', async () => {
    const { key, user } = await registerAndReadLink();
    expect((await verify(key)).statusCode).toBe(200);
    await testApp.database.pool.query(
      `UPDATE users SET email = 'moved-' || email, email_verified_at = NULL WHERE id = $1`,
      [user.id],
    );
    const stale = await verify(key);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().detail).toBe('This link has already been used.');
  });

  it('refuses unknown and expired keys with the spec wording', async () => {
    const unknown = await verify('no-such-key-at-all');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('This link is invalid or has expired.');

    const { key } = await registerAndReadLink();
    await testApp.database.pool.query(
      `UPDATE email_verification_tokens SET expires_at = now() - interval '1 second'
        WHERE token_hash = $1`,
      [hashToken(key)],
    );
    const expired = await verify(key);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('This link is invalid or has expired.');

    const missing = await verify(undefined);
    expect(missing.json().key).toEqual(['This field is required.']);
  });

  it('resends a fresh link to an unconfirmed account, and says the same for anyone', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const resend = (email: string) =>
      injectFrom(testApp.app, {
        method: 'POST',
        url: '/api/auth/registration/resend-email/',
        payload: { email },
      });
    const sentTo = async (recipient: string) => {
      const { rows } = await testApp.database.pool.query(
        'SELECT count(*)::int AS n FROM sent_emails WHERE recipient = $1 AND sent_at IS NOT NULL',
        [recipient],
      );
      return rows[0].n;
    };
    await expect.poll(() => sentTo(user.email)).toBe(1); // the first link, at registration
    let known = await resend(user.email);
    await expect.poll(() => sentTo(user.email)).toBe(2);
    const knownWork = await recordQueries(testApp.database.pool, async () => {
      known = await resend(user.email);
    });
    // The fresh links go out after the answers: wait so their queries are not recorded below.
    await expect.poll(() => sentTo(user.email)).toBe(3);
    let unknown = known;
    const unknownWork = await recordQueries(testApp.database.pool, async () => {
      unknown = await resend(`nobody-${Date.now()}@example.test`);
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    // The same work before the answer: the account is looked up afterwards (issue 15 item 8).
    expect(knownWork).toEqual(unknownWork);
  });
});
