import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  injectFrom,
  randomClientIp,
  registerThroughApi,
  STRONG_PASSWORD,
} from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findLinks, type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { recordQueries } from '../../../test/helpers/query-log';
import { AUTH_RATE_LIMITS, LOGIN_FAILURE_LIMITS } from './auth-rate-limits';
import { SIGN_IN_LINK_SENT_MESSAGE } from './sign-in-link.service';

// Issue 35 item 4: failed logins from four addresses closed an account to every address it had
// not used, renewably, so an attacker could keep its owner on a new phone out. The owner's way
// in is a one-time link emailed to the account's own address (ADR 0171).
let testApp: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: 'http://wac.test' });
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

const post = (url: string, payload: Record<string, unknown>, ip?: string) =>
  injectFrom(testApp.app, { method: 'POST', url, payload, ip });
const login = (email: string, password: string, ip: string) =>
  post('/api/auth/login/', { email, password }, ip);
const requestLink = (email: string, ip?: string) => post('/api/auth/login/link/', { email }, ip);
const useLink = (token: string, ip?: string) =>
  post('/api/auth/login/link/confirm/', { token }, ip);

const { perAccountAndAddress, perAccountFromNewAddresses } = LOGIN_FAILURE_LIMITS;
const ATTACKER_ADDRESSES = perAccountFromNewAddresses.max / perAccountAndAddress.max + 1; // five

/** Every wrong password the attacker's five addresses may send: the account is closed after. */
async function attackFromFiveAddresses(email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let address = 0; address < ATTACKER_ADDRESSES; address += 1) {
    const ip = randomClientIp();
    for (let attempt = 0; attempt < perAccountAndAddress.max; attempt += 1) {
      statuses.push((await login(email, `Wrong-Guess-${address}-${attempt}`, ip)).statusCode);
    }
  }
  return statuses;
}

const linksMailedTo = (email: string) =>
  sink.messages.filter(
    (mail) => mail.to.includes(email) && mail.subject === 'Your WAC sign-in link',
  );

/** The token of the first sign-in link mailed to `email`. */
async function readMailedToken(email: string): Promise<string> {
  await expect.poll(() => linksMailedTo(email).length).toBeGreaterThan(0);
  const link = findLinks(linksMailedTo(email)[0]!.raw).find((url) =>
    url.includes('/auth/sign-in-link/'),
  );
  expect(link).toMatch(/^http:\/\/wac\.test\/auth\/sign-in-link\/[\w-]{40,}$/);
  return decodeURIComponent(link!.split('/').at(-1)!);
}

describe('one-time sign-in links (issue 35 item 4)', () => {
  it('lockout from five addresses, then the owner signs in from a sixth by the link, once', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const statuses = await attackFromFiveAddresses(user.email);
    expect(statuses.filter((status) => status === 400)).toHaveLength(
      perAccountFromNewAddresses.max,
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(perAccountAndAddress.max);

    // The owner on a new phone: the right password is refused, and the answer says why.
    const phone = randomClientIp();
    const refused = await login(user.email, STRONG_PASSWORD, phone);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'NEW_ADDRESS_LOCKED',
      detail: expect.stringMatching(/email a one-time sign-in link/),
    });

    const asked = await requestLink(user.email, phone);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ detail: SIGN_IN_LINK_SENT_MESSAGE });
    const token = await readMailedToken(user.email);

    const signedIn = await useLink(token, phone);
    expect(signedIn.statusCode).toBe(200);
    const { key, user: signedInUser } = signedIn.json();
    expect(signedInUser).toMatchObject({ id: user.id, email: user.email, email_verified: true });
    const me = await injectFrom(testApp.app, {
      method: 'GET',
      url: '/api/auth/user/',
      headers: { authorization: `Token ${key}` },
    });
    expect(me.statusCode).toBe(200);

    // The link works once; the phone is now an address the account knows, so the password
    // works there while the attack goes on, and new addresses stay closed.
    const again = await useLink(token, phone);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/^This sign-in link is invalid, already used or expired\./);
    expect((await login(user.email, STRONG_PASSWORD, phone)).statusCode).toBe(200);
    expect((await login(user.email, STRONG_PASSWORD, randomClientIp())).statusCode).toBe(429);
  }, 180_000);

  it('an attacker requesting links cannot sign in: the link goes only to the owner', async () => {
    const { user } = await registerThroughApi(testApp.app);
    await attackFromFiveAddresses(user.email);
    const attacker = randomClientIp();
    const asked = await requestLink(user.email.toUpperCase(), attacker);
    // The answer carries no token, only the sentence every request gets.
    expect(asked.json()).toEqual({ detail: SIGN_IN_LINK_SENT_MESSAGE });
    await readMailedToken(user.email);
    const owners = linksMailedTo(user.email);
    expect(owners).toHaveLength(1);
    expect(owners[0]!.to).toEqual([user.email]);

    // Guessing tokens gets nowhere; neither does the password from the attacker's address.
    for (const guess of [randomBytes(32).toString('base64url'), 'a'.repeat(43), asked.body]) {
      const response = await useLink(guess, attacker);
      expect(response.statusCode).toBe(400);
      expect(response.json()).not.toHaveProperty('key');
    }
    expect((await login(user.email, STRONG_PASSWORD, attacker)).statusCode).toBe(429);
    const sessions = await testApp.database.pool.query(
      'SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1',
      [user.id],
    );
    expect(sessions.rows[0].n).toBe(1); // registration's own session only
  }, 180_000);

  it('refuses an unknown account under attack in the same words (ADR 0057)', async () => {
    const nobody = `nobody-${Date.now()}@example.test`;
    await attackFromFiveAddresses(nobody);
    const refused = await login(nobody, STRONG_PASSWORD, randomClientIp());
    expect(refused.statusCode).toBe(429);
    const { user } = await registerThroughApi(testApp.app);
    await attackFromFiveAddresses(user.email);
    const owner = await login(user.email, STRONG_PASSWORD, randomClientIp());
    const wordsOf = (response: typeof refused) =>
      JSON.stringify(response.json()).replace(/\d+ (minutes|seconds)/, 'N');
    expect(wordsOf(refused)).toBe(wordsOf(owner));
  }, 180_000);

  it('does the same work before answering a link request for a known and an unknown address', async () => {
    const { user } = await registerThroughApi(testApp.app);
    const pool = testApp.database.pool;
    const known = await recordQueries(pool, () => requestLink(user.email));
    await readMailedToken(user.email);
    const unknown = await recordQueries(pool, () =>
      requestLink(`nobody-${Date.now()}@example.test`),
    );
    expect(known.length).toBeGreaterThan(0);
    expect(known).toEqual(unknown);
    expect(known.join('\n')).not.toMatch(/users|sign_in_link_tokens/);
  });

  it('expires links, and limits how many one account is sent', async () => {
    const { user } = await registerThroughApi(testApp.app);
    await requestLink(user.email);
    const token = await readMailedToken(user.email);
    await testApp.database.pool.query(
      `UPDATE sign_in_link_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    expect((await useLink(token)).statusCode).toBe(400);

    const { max } = AUTH_RATE_LIMITS.signInLink.perAccount;
    for (let request = 1; request < max; request += 1) {
      expect((await requestLink(user.email)).statusCode).toBe(200);
    }
    const limited = await requestLink(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
