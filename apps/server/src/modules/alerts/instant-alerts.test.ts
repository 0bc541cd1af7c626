import { alertProfileRequestSchema } from '@wac/contract';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/mail';
import { waitFor } from '../../../test/helpers/wait';
import { syncReactions } from '../../data-reactions';
import { registerEmailWorker } from '../email/email.jobs';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import type { OcdsRelease } from '../ingest/ocds-types';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createCfRelease } from '../ingest/testing/release-factory';
import { registerSourceSyncJob, syncQueueName } from '../sync/sync.jobs';
import { dispatchAlertDigests } from './alert-dispatch.service';
import { insertAlertProfile } from './alert-profiles.repository';
import { INSTANT_ALERT_QUEUE, registerInstantAlertWorker } from './instant-alerts.jobs';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;
let portal: FakePortal;
/** The portal's Contracts Finder notices; a test "publishes" by pushing to it. */
const published: OcdsRelease[] = [];
const controller = new AbortController();

const db = () => testApp.database.pool;

const waitLong = (check: () => Promise<boolean>) => waitFor(check, 30_000);

/** Jobs of a queue that finished (completed or failed for good). */
async function countFinished(queue: string): Promise<number> {
  const { rows } = await db().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pgboss.job
      WHERE name = $1 AND state IN ('completed', 'failed')`,
    [queue],
  );
  return rows[0]?.count ?? 0;
}

async function countPending(queue: string): Promise<number> {
  const { rows } = await db().query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pgboss.job
      WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
    [queue],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Runs one Contracts Finder sync through its own queue, then waits until every instant run it
 * asked for and every email that run queued has left.
 */
async function syncOnce(): Promise<void> {
  const queue = syncQueueName('ContractsFinder');
  const before = await countFinished(queue);
  await boss.send(queue, {});
  await waitLong(async () => (await countFinished(queue)) > before);
  await waitLong(async () => (await countPending(INSTANT_ALERT_QUEUE)) === 0);
  await waitLong(async () => (await countPending('send-email')) === 0);
}

async function createProfile(userId: number, fields: Record<string, unknown>) {
  return insertAlertProfile(
    db(),
    userId,
    alertProfileRequestSchema.parse({ profile_name: `Profile ${userId}`, ...fields }),
  );
}

const publish = (title: string) =>
  published.push(createCfRelease({ date: minutesAgo(5), tender: { title } }));

beforeAll(async () => {
  sink = await startSmtpSink();
  portal = await startFakePortal({ ContractsFinder: published });
  testApp = await createTestApp({ SMTP_URL: sink.url, PUBLIC_BASE_URL: 'http://wac.test' });
  boss = new PgBoss({ connectionString: testApp.database.connectionString, max: 4 });
  await boss.start();
  await registerEmailWorker(boss, testApp.app.deps);
  await registerInstantAlertWorker(boss, testApp.app.deps);
  // The initial run finds an empty portal; later runs are started by each test.
  await registerSourceSyncJob(boss, {
    reactions: syncReactions,
    pool: db(),
    feed: createContractsFinderFeed({
      baseUrl: portal.baseUrl,
      backoffBaseMs: 1,
      minIntervalMs: 0,
    }),
    intervalMinutes: 60,
    backfillDays: 1,
    logger: silent,
    signal: controller.signal,
  });
  await waitLong(async () => (await countFinished(syncQueueName('ContractsFinder'))) > 0);
}, 60_000);

afterAll(async () => {
  controller.abort();
  await boss.stop({ graceful: false, wait: true, close: true });
  await portal.close();
  await testApp.close();
  await sink.close();
});

describe('instant alerts', () => {
  it('sends an instant profile exactly one email per sync with new matches, and none otherwise', async () => {
    const ada = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    const daily = await createUser(db(), { tier: 'premium' });
    const lapsed = await createUser(db(), { tier: 'free' });
    await createProfile(ada.id, { keywords: 'kelp', delivery: 'instant' });
    await createProfile(daily.id, { keywords: 'kelp' });
    // A downgraded user keeps the profile, paused: instant is for paid tiers.
    await createProfile(lapsed.id, { keywords: 'kelp', delivery: 'instant' });
    const mailTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email));

    publish('Kelp farming survey');
    publish('Kelp harvesting equipment');
    await syncOnce();
    expect(mailTo(ada.email)).toHaveLength(1);
    expect(mailTo(ada.email)[0]!.raw).toContain('Kelp farming survey');
    expect(mailTo(ada.email)[0]!.raw).toContain('Kelp harvesting equipment');

    // New notices that the profile does not match: a sync, an instant run, no email.
    publish('Road gritting services');
    await syncOnce();
    // Nothing new at all: no email either.
    await syncOnce();
    expect(mailTo(ada.email)).toHaveLength(1);

    publish('Kelp seed supply');
    await syncOnce();
    const mails = mailTo(ada.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.raw).toContain('Kelp seed supply');
    expect(mails[1]!.raw).not.toContain('Kelp farming survey');
    expect(mailTo(daily.email)).toHaveLength(0);
    expect(mailTo(lapsed.email)).toHaveLength(0);
  }, 120_000);

  it('sends nothing twice when a run is retried with the same key', async () => {
    const grace = await createUser(db(), { tier: 'professional' });
    await createProfile(grace.id, { keywords: 'lighthouse', delivery: 'instant' });
    publish('Lighthouse lamp maintenance');
    await syncOnce();
    const sent = sink.messages.filter((mail) => mail.to.includes(grace.email)).length;
    expect(sent).toBe(1);

    const { rows } = await db().query<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 ORDER BY created_on DESC LIMIT 1`,
      [INSTANT_ALERT_QUEUE],
    );
    const retry = await dispatchAlertDigests(
      { ...testApp.app.deps, jobs: boss },
      { delivery: 'instant', runKey: rows[0]!.id },
    );
    expect(retry.digests).toBe(0);
    await waitLong(async () => (await countPending('send-email')) === 0);
    expect(sink.messages.filter((mail) => mail.to.includes(grace.email))).toHaveLength(sent);
  }, 60_000);
});
