import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFrom } from '../../../test/helpers/accounts';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { type JobQueue, startJobQueue, stopJobQueue } from '../../jobs/job-queue';
import { registerEmailWorker } from '../email/email.jobs';

/** The production path: the request only queues the email; the pg-boss worker sends it. */
describe('POST /api/contact/ with the job queue', () => {
  let sink: SmtpSink;
  let database: TestDatabase;
  let jobs: JobQueue;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SYNC_ENABLED: 'false',
      SMTP_URL: sink.url,
      STAFF_INBOX: 'queue-inbox@wac.test',
    });
    jobs = await startJobQueue(database.connectionString, { error: () => undefined });
    const deps = { env, db: database.pool, isEmbeddedDatabase: true, version: 'test', jobs };
    await registerEmailWorker(jobs, deps);
    app = await buildApp({ deps, serveWeb: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    if (jobs) await stopJobQueue(jobs);
    await database?.close();
    await sink?.close();
  });

  it('queues the staff email and the worker delivers it once', async () => {
    const response = await injectFrom(app, {
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Ada Lovelace', email: 'ada@example.test', message: 'Hello from the queue' },
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await database.pool.query<{ name: string }>(
      `SELECT name FROM pgboss.job WHERE name = 'send-email'`,
    );
    expect(rows.length).toBe(1);
    const mail = await sink.waitFor((received) => received.to.includes('queue-inbox@wac.test'));
    expect(mail.raw).toContain('Hello from the queue');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.messages.filter((received) => received.raw.includes('Hello from'))).toHaveLength(1);
  });
});
