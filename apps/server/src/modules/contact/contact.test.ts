import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFrom, randomClientIp } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { readTextPart, type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { CONTACT_RATE_LIMIT } from './contact.routes';

const STAFF_INBOX = 'staff-inbox@wac.test';

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: 'grace@example.test',
  message: 'Do you cover framework agreements from Scottish buyers?',
  ...overrides,
});

describe('POST /api/contact/', () => {
  let sink: SmtpSink;
  let testApp: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({ SMTP_URL: sink.url, STAFF_INBOX });
  });

  afterAll(async () => {
    await testApp?.close();
    await sink?.close();
  });

  const countMessages = async () => {
    const { rows } = await testApp.database.pool.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM contact_messages',
    );
    return rows[0]!.count;
  };

  it('stores the message and emails the staff inbox over SMTP', async () => {
    const response = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: validMessage(),
      headers: { 'user-agent': 'vitest-browser' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().detail).toMatch(/Thanks for reaching out/);

    const { rows } = await testApp.database.pool.query(
      'SELECT id, name, email, message, ip, user_agent, emailed_at FROM contact_messages',
    );
    expect(rows).toHaveLength(1);
    const stored = rows[0];
    expect(stored).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.test',
      user_agent: 'vitest-browser',
    });
    expect(stored.ip).toMatch(/^10\./);
    expect(stored.emailed_at).toBeInstanceOf(Date);

    const mail = await sink.waitFor((received) => received.to.includes(STAFF_INBOX));
    expect(mail.subject).toBe('Contact form: message from Grace Hopper');
    expect(mail.raw).toMatch(/^Reply-To: "?Grace Hopper"? <grace@example.test>/m);
    const text = readTextPart(mail.raw);
    expect(text).toContain('Do you cover framework agreements from Scottish buyers?');
    expect(text).toContain(`contact message ${stored.id}`);
  });

  it('deletes messages older than the 12-month retention period', async () => {
    await testApp.database.pool.query(
      `INSERT INTO contact_messages (name, email, message, created_at)
       VALUES ('Old', 'old@example.test', 'Old news', now() - interval '13 months')`,
    );
    await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: validMessage(),
    });
    const { rows } = await testApp.database.pool.query(
      `SELECT 1 FROM contact_messages WHERE email = 'old@example.test'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 400 naming every invalid field, and stores nothing', async () => {
    const before = await countMessages();
    const response = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: { name: '  ', email: 'not-an-email', message: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.name).toEqual(['Full name is required.']);
    expect(body.email).toEqual(['Enter a valid email address.']);
    expect(body.message).toEqual(['Message is required.']);
    expect(await countMessages()).toBe(before);
  });

  it('rejects a missing body and an over-long message', async () => {
    const empty = await injectFrom(testApp.app, { method: 'POST', url: '/api/contact/' });
    expect(empty.statusCode).toBe(400);
    const long = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: validMessage({ message: 'x'.repeat(5001) }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message[0]).toMatch(/at most 5000/);
  });

  it('accepts a filled-in honeypot with the usual answer, but stores and sends nothing', async () => {
    const before = await countMessages();
    const response = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: validMessage({ website: 'https://spam.example', name: 'Spam Bot' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().detail).toMatch(/Thanks for reaching out/);
    expect(await countMessages()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages.filter((mail) => mail.subject.includes('Spam Bot'))).toHaveLength(0);
  });

  it(`limits one IP to ${CONTACT_RATE_LIMIT.max} messages per window`, async () => {
    const ip = randomClientIp();
    const send = () =>
      injectFrom(testApp.app, {
        method: 'POST',
        url: '/api/contact/',
        payload: validMessage(),
        ip,
      });
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await send()).statusCode).toBe(201);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().detail).toMatch(/try again in/);
    // Another address is not affected.
    const other = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: validMessage(),
    });
    expect(other.statusCode).toBe(201);
  });

  it('counts only accepted messages against the limit, never rejected attempts', async () => {
    const ip = randomClientIp();
    const send = (payload: object) =>
      injectFrom(testApp.app, { method: 'POST', url: '/api/contact/', payload, ip });
    // Someone fixing their form: many rejected attempts first.
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max * 2; attempt += 1) {
      expect((await send({ ...validMessage(), email: 'not an email' })).statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < CONTACT_RATE_LIMIT.max; attempt += 1) {
      expect((await send(validMessage())).statusCode).toBe(201);
    }
    expect((await send(validMessage())).statusCode).toBe(429);
  });
});
