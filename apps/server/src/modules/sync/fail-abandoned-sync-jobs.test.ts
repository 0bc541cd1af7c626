import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { pollUntil } from '../../../test/helpers/wait';
import { syncReactions } from '../../data-reactions';
import { type JobQueue, startJobQueue, stopJobQueue } from '../../jobs/job-queue';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import { withSourceLock } from '../ingest/source-lock';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createFtsRelease } from '../ingest/testing/release-factory';
import { failAbandonedSyncJobs } from './fail-abandoned-sync-jobs';
import { registerSourceSyncJob, syncQueueName } from './sync.jobs';

const silent = { debug() {}, info() {}, warn() {}, error() {} };
const queue = syncQueueName('FTS');

describe('a sync job left active by a killed process', () => {
  let database: TestDatabase;
  let deadProcess: JobQueue;
  let restarted: JobQueue;
  let portal: FakePortal;
  const controller = new AbortController();
  let stopChecks = () => {};
  beforeAll(async () => {
    database = await createTestDatabase();
    portal = await startFakePortal({
      FTS: [createFtsRelease({ date: new Date(Date.now() - 3_600_000).toISOString() })],
    });
  });
  afterAll(async () => {
    controller.abort();
    stopChecks();
    await stopJobQueue(restarted, 500);
    await portal.close();
    await database.close();
  });

  /** What a process killed mid-run leaves: the queue's one run `active`, its lock gone. */
  async function leaveAnActiveJob(boss: JobQueue) {
    await boss.createQueue(queue, { name: queue, policy: 'stately', retryLimit: 0 });
    await boss.send(queue, {});
    const [job] = await boss.fetch(queue);
    await database.pool.query(
      `UPDATE pgboss.job SET started_on = now() - interval '2 minutes' WHERE id = $1`,
      [job.id],
    );
    return job.id;
  }

  it('is left alone while a live process holds the source lock', async () => {
    deadProcess = await startJobQueue(database.connectionString, silent);
    const id = await leaveAnActiveJob(deadProcess);
    const failed = await withSourceLock(database.pool, 'FTS', () =>
      failAbandonedSyncJobs(deadProcess, database.pool, { source: 'FTS', queue, logger: silent }),
    );
    expect(failed).toBe(0);
    expect((await deadProcess.getJobById(queue, id))?.state).toBe('active');
    await stopJobQueue(deadProcess, 100);
  });

  it('is failed on the next start, which syncs at once instead of after the expiry', async () => {
    restarted = await startJobQueue(database.connectionString, silent);
    const [{ id }] = (
      await database.pool.query(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`, [
        queue,
      ])
    ).rows;
    stopChecks = await registerSourceSyncJob(restarted, {
      reactions: syncReactions,
      pool: database.pool,
      feed: createFindATenderFeed({ baseUrl: portal.baseUrl, minIntervalMs: 0, maxRetries: 0 }),
      intervalMinutes: 15,
      backfillDays: 1,
      logger: silent,
      signal: controller.signal,
    });
    expect((await restarted.getJobById(queue, id))?.state).toBe('failed');
    const synced = await pollUntil(async () => {
      const { rows } = await database.pool.query(
        `SELECT 1 FROM ingest_sources WHERE source_system = 'FTS' AND last_success_at IS NOT NULL`,
      );
      return rows.length === 1;
    }, 20_000);
    expect(synced).toBe(true);
  });
});
