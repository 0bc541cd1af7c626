import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFrom } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { describeContactDelivery } from './contact-inbox';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const run = promisify(execFile);

/** `npm run contact -- ...` against the test database, as an operator runs it. */
async function contactCommand(databaseUrl: string, ...args: string[]) {
  const { DATA_DIR: _dataDir, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/contact.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
  });
}

describe('contact messages without STAFF_INBOX (ADR 0341)', () => {
  let sink: SmtpSink;
  let testApp: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    testApp = await createTestApp({ SMTP_URL: sink.url });
  });

  afterAll(async () => {
    await testApp?.close();
    await sink?.close();
  });

  it('has no default address: the start-up notice says messages are stored, not emailed', () => {
    expect(testApp.env.STAFF_INBOX).toBeUndefined();
    expect(describeContactDelivery(undefined)).toBe(
      'STAFF_INBOX is not set: contact form messages are stored but not emailed; list them with `npm run contact -- list`.',
    );
    expect(describeContactDelivery('staff@example.test')).toBeNull();
  });

  it('stores the message, emails nobody, and the staff command lists it', async () => {
    const response = await injectFrom(testApp.app, {
      method: 'POST',
      url: '/api/contact/',
      payload: {
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        message: 'Do you list Sell2Wales frameworks?\nSecond line',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().detail).toMatch(/Thanks for reaching out/);
    const { rows } = await testApp.database.pool.query(
      'SELECT id, emailed_at FROM contact_messages',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].emailed_at).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages).toHaveLength(0);

    // The form refuses control characters; a row stored another way must still not reach the
    // operator's terminal as an escape sequence (here: clear the screen).
    await testApp.database.pool.query(
      `INSERT INTO contact_messages (name, email, message, created_at)
       VALUES ('Old form', 'old@example.test', E'Before\\u001b[2Jafter', now() - interval '1 day')`,
    );

    const { stdout } = await contactCommand(testApp.database.connectionString, 'list');
    expect(stdout).toContain(`#${rows[0].id} `);
    expect(stdout).toContain('(not emailed)');
    expect(stdout).toContain(
      'From: Ada Lovelace <ada@example.test>\n\nDo you list Sell2Wales frameworks?\nSecond line',
    );
    expect(stdout.indexOf('Ada Lovelace')).toBeLessThan(stdout.indexOf('Old form'));
    expect(stdout).toContain('Before?[2Jafter');
    expect(stdout).not.toContain('\u001b');
  }, 60_000);

  it('refuses a limit that is not a whole number from 1 to 500, naming the option', async () => {
    const failure = await contactCommand(
      testApp.database.connectionString,
      'list',
      '--limit',
      'lots',
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('--limit must be a whole number from 1 to 500.');
  }, 60_000);
});
