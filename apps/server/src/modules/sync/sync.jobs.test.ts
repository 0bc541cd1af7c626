import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { pollUntil } from '../../../test/helpers/wait';
import { syncReactions } from '../../data-reactions';
import { type JobQueue, startJobQueue, stopJobQueue } from '../../jobs/job-queue';
import { createContractsFinderFeed } from '../ingest/contracts-finder-client';
import { createFindATenderFeed } from '../ingest/find-a-tender-client';
import { type FakePortal, startFakePortal } from '../ingest/testing/fake-portal-server';
import { createCfRelease, createFtsRelease } from '../ingest/testing/release-factory';
import { registerSourceSyncJob, SYNC_JOB_EXPIRY_SECONDS, syncQueueName } from './sync.jobs';

const FAST = { backoffBaseMs: 1, minIntervalMs: 0, maxRetries: 0 };
const silent = { debug() {}, info() {}, warn() {}, error() {} };

describe('per-source sync jobs', () => {
  let database: TestDatabase;
  let boss: JobQueue;
  let portal: FakePortal;
  const controller = new AbortController();
  beforeAll(async () => {
    database = await createTestDatabase();
    boss = await startJobQueue(database.connectionString, silent);
    const recent = new Date(Date.now() - 3_600_000).toISOString();
    portal = await startFakePortal({
      ContractsFinder: [createCfRelease({ date: recent })],
      FTS: [createFtsRelease({ date: recent })],
    });
  });
  afterAll(async () => {
    controller.abort();
    await stopJobQueue(boss, 500);
    await portal.close();
    await database.close();
  });

  it('syncs one source while another portal hangs, each on its own queue', async () => {
    // Find a Tender answers nothing for a minute (a rate-limit pause looks the same).
    portal.addFault({ when: (r) => r.source === 'FTS', fault: { type: 'delay', ms: 60_000 } });
    const common = {
      pool: database.pool,
      intervalMinutes: 15,
      backfillDays: 1,
      logger: silent,
      signal: controller.signal,
    };
    const ftsFeed = createFindATenderFeed({ baseUrl: portal.baseUrl, ...FAST, timeoutMs: 90_000 });
    const cfFeed = createContractsFinderFeed({ baseUrl: portal.baseUrl, ...FAST });
    await registerSourceSyncJob(boss, { reactions: syncReactions, ...common, feed: ftsFeed });
    await registerSourceSyncJob(boss, { reactions: syncReactions, ...common, feed: cfFeed });

    const cfSynced = await pollUntil(async () => {
      const { rows } = await database.pool.query(
        `SELECT 1 FROM ingest_sources WHERE source_system = 'ContractsFinder' AND last_success_at IS NOT NULL`,
      );
      return rows.length === 1;
    }, 20_000);
    expect(cfSynced).toBe(true);
    const { rows } = await database.pool.query(
      `SELECT source_system FROM opportunities WHERE NOT is_sample ORDER BY 1`,
    );
    expect(rows).toEqual([{ source_system: 'ContractsFinder' }]);
    // A second Contracts Finder run is not held up by the Find a Tender run still waiting.
    const cfRequests = () => portal.requests.filter((r) => r.source === 'ContractsFinder').length;
    const before = cfRequests();
    await boss.send(syncQueueName('ContractsFinder'), {});
    expect(await pollUntil(async () => cfRequests() > before, 20_000)).toBe(true);
    // Find a Tender is still waiting on its portal: started, not finished.
    const fts = await database.pool.query(
      `SELECT last_attempt_at, last_success_at FROM ingest_sources WHERE source_system = 'FTS'`,
    );
    expect(fts.rows[0]).toMatchObject({ last_attempt_at: expect.any(Date), last_success_at: null });
  });

  it("sets each queue's expiry to what the code asks, not pg-boss's 15-minute default", async () => {
    for (const source of ['ContractsFinder', 'FTS'] as const) {
      const queue = await boss.getQueue(syncQueueName(source));
      expect(queue).toMatchObject({ policy: 'stately', expireInSeconds: SYNC_JOB_EXPIRY_SECONDS });
    }
  });
});
