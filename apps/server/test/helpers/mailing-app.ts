import PgBoss from 'pg-boss';
import { registerEmailWorker } from '../../src/modules/email/email.jobs';
import { createTestApp, type TestApp } from './app';
import { type SmtpSink, startSmtpSink } from './mail';

/** The app, the SMTP server it sends to, and the job queue its email worker runs on. */
export type MailingApp = { sink: SmtpSink; testApp: TestApp; boss: PgBoss };

/**
 * The real mail path: a local SMTP sink, the app sending to it (links to http://wac.test), and
 * pg-boss on the test database (`bossMax` connections) with the email worker started. The app's
 * own requests queue on pg-boss only when the test sets `testApp.app.deps.jobs = boss`.
 */
export async function startMailingApp(bossMax = 3): Promise<MailingApp> {
  const sink = await startSmtpSink();
  const testApp = await createTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: 'http://wac.test' });
  const boss = new PgBoss({ connectionString: testApp.database.connectionString, max: bossMax });
  await boss.start();
  await registerEmailWorker(boss, testApp.app.deps);
  return { sink, testApp, boss };
}

/** Stops what `startMailingApp` started (what of it did start), queue first. */
export async function stopMailingApp({ sink, testApp, boss }: Partial<MailingApp>): Promise<void> {
  await boss?.stop({ graceful: false, wait: true, close: true });
  await testApp?.close();
  await sink?.close();
}
