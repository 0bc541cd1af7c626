import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFrom, registerThroughApi } from '../../../test/helpers/accounts';
import type { TestApp } from '../../../test/helpers/app';
import { findLinks, readTextPart, type SmtpSink } from '../../../test/helpers/mail';
import { startMailingApp, stopMailingApp } from '../../../test/helpers/mailing-app';
import { loadEnv } from '../../config/env';
import { deliverEmailOnce } from './deliver-email';
import { hasEmailBeenSent } from './email.repository';
import { enqueueEmail } from './email.service';
import { getMailTransport } from './mail-transport';

let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;

/**
 * The real path: requests enqueue on pg-boss (on the test database), the worker delivers to a
 * real SMTP server, and the links in the received mail drive the API.
 */
beforeAll(async () => {
  ({ sink, testApp, boss } = await startMailingApp(2));
  testApp.app.deps.jobs = boss;
});
afterAll(() => stopMailingApp({ sink, testApp, boss }));

const pathOf = (link: string) => new URL(link).pathname;

describe('account emails through the job queue and SMTP', () => {
  it('delivers the verification email, and its link confirms the address', async () => {
    const { user, authHeader } = await registerThroughApi(testApp.app, { first_name: 'Grace' });
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Confirm your email address for WAC');
    expect(mail.from).toBe('no-reply@wac.local');
    expect(readTextPart(mail.raw)).toContain('Hello Grace,');
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);

    const link = findLinks(mail.raw).find((url) => url.includes('/auth/confirm-email/'))!;
    expect(link.startsWith('http://wac.test/auth/confirm-email/')).toBe(true);
    const key = decodeURIComponent(pathOf(link).split('/').at(-1)!);
    const verified = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/registration/verify-email/',
      payload: { key },
    });
    expect(verified.statusCode).toBe(200);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/user/',
      headers: authHeader,
    });
    expect(me.json().email_verified).toBe(true);
  });

  it('delivers the reset email, and its uid and token set a new password', async () => {
    const { user } = await registerThroughApi(testApp.app);
    await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/password/reset/',
      payload: { email: user.email },
    });
    const mail = await sink.waitFor(
      (m) => m.to.includes(user.email) && m.subject.includes('Reset'),
    );
    const link = findLinks(mail.raw).find((url) => url.includes('/auth/password-reset/confirm/'))!;
    const [uid, token] = pathOf(link).split('/').slice(-2).map(decodeURIComponent);
    const confirmed = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/password/reset/confirm/',
      payload: { uid, token, new_password1: 'Fresh-Horse-88', new_password2: 'Fresh-Horse-88' },
    });
    expect(confirmed.statusCode).toBe(200);
    const login = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: user.email, password: 'Fresh-Horse-88' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('retries a send the SMTP server refused, and delivers it once', async () => {
    sink.failNext(1);
    const key = `test-retry:${Date.now()}`;
    const failures: unknown[] = [];
    await expect(
      deliverEmailOnce(testApp.app.deps, {
        key,
        to: 'retry@example.test',
        subject: 'Retry me',
        text: 'Hello',
      }).catch((error: unknown) => {
        failures.push(error);
        throw error;
      }),
    ).rejects.toThrow();
    // The failed attempt released the key, so the retry sends.
    expect(await hasEmailBeenSent(testApp.database.pool, key)).toBe(false);
    const message = { key, to: 'retry@example.test', subject: 'Retry me', text: 'Hello' };
    expect(await deliverEmailOnce(testApp.app.deps, message)).toBe('sent');
    expect(await deliverEmailOnce(testApp.app.deps, message)).toBe('already-sent');
    expect(sink.messages.filter((m) => m.subject === 'Retry me')).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });

  it('never sends one key twice, even when two jobs race', async () => {
    const message = {
      key: `test-race:${Date.now()}`,
      to: 'race@example.test',
      subject: 'Only once',
      text: 'Hello',
    };
    await Promise.all([
      enqueueEmail(testApp.app.deps, message),
      enqueueEmail(testApp.app.deps, message),
      deliverEmailOnce(testApp.app.deps, message),
      deliverEmailOnce(testApp.app.deps, message),
    ]);
    await sink.waitFor((m) => m.subject === 'Only once');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(sink.messages.filter((m) => m.subject === 'Only once')).toHaveLength(1);
  });

  it('queues with retries and backoff', async () => {
    const queue = await boss.getQueue('send-email');
    expect(queue).toMatchObject({ retryLimit: 7, retryDelay: 30, retryBackoff: true });
  });
});

describe('without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the message to DATA_DIR/outbox as an .eml file', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const outcome = await deliverEmailOnce(
      { db: testApp.database.pool, env },
      {
        key: `outbox:${Date.now()}`,
        to: 'outbox@example.test',
        subject: 'To the outbox',
        text: 'Open https://wac.test/auth/confirm-email/abc to confirm.',
        html: '<p>Open</p>',
      },
    );
    expect(outcome).toBe('sent');
    const files = (await readdir(path.join(dataDir, 'outbox'))).filter((name) =>
      name.endsWith('.eml'),
    );
    expect(files).toHaveLength(1);
    // The time, the key's kind and a digest: never the key, which may name a token.
    expect(files[0]).toMatch(/^\d{4}-.*-outbox-[0-9a-f]{16}\.eml$/);
    const raw = await readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(raw).toContain('To: outbox@example.test');
    expect(findLinks(raw)).toEqual(['https://wac.test/auth/confirm-email/abc']);
  });

  it('writes one file per key, even when a crash before the commit makes the job send again', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const message = {
      key: `crash:${Date.now()}`,
      to: 'crash@example.test',
      subject: 'Written before the crash',
      text: 'Hello',
    };
    // What the retry of a job killed between the write and the commit of sent_emails does: the
    // claim was rolled back, so the transport is asked again.
    const first = await getMailTransport(env).deliver(message);
    const again = await getMailTransport(env).deliver(message);
    expect(again.messageId).toBe(first.messageId);
    const written = [];
    for (const file of await readdir(path.join(dataDir, 'outbox'))) {
      if (!file.endsWith('.eml')) continue;
      const raw = await readFile(path.join(dataDir, 'outbox', file), 'utf8');
      if (raw.includes('To: crash@example.test')) written.push(file);
    }
    expect(written).toHaveLength(1);
  });
});
