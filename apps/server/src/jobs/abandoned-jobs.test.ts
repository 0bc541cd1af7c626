import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/database';
import { failAbandonedJobs } from './abandoned-jobs';
import { type JobQueue, startJobQueue, stopJobQueue } from './job-queue';
import { queueRunLockKey, workOneAtATime } from './one-run-at-a-time';

const silent = { warn() {}, error() {} };
const QUEUE = 'test-one-at-a-time';
const rule = { queue: QUEUE, lockKeyOf: () => queueRunLockKey(QUEUE) };

describe('jobs a dead process left active (ADR 0165)', () => {
  let database: TestDatabase;
  let boss: JobQueue;
  beforeAll(async () => {
    database = await createTestDatabase();
    boss = await startJobQueue(database.connectionString, silent);
    await boss.createQueue(QUEUE, { name: QUEUE, policy: 'singleton', retryLimit: 3 });
  });
  afterAll(async () => {
    await stopJobQueue(boss, 200);
    await database.close();
  });

  /** A job fetched (active) a minute ago by a worker nobody runs any more. */
  async function leaveActiveJob(): Promise<string> {
    const id = (await boss.send(QUEUE, { n: 1 }))!;
    await boss.fetch(QUEUE);
    await database.pool.query(
      `UPDATE pgboss.job SET started_on = now() - interval '1 minute' WHERE id = $1`,
      [id],
    );
    return id;
  }
  const stateOf = async (id: string) =>
    (
      await database.pool.query<{ state: string; due: boolean }>(
        'SELECT state, start_after <= now() AS due FROM pgboss.job WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('leaves a job alone while a live run holds its lock', async () => {
    const id = await leaveActiveJob();
    const holder = await database.pool.connect();
    await holder.query('SELECT pg_advisory_lock(hashtext($1))', [queueRunLockKey(QUEUE)]);
    try {
      expect(await failAbandonedJobs(boss, database.pool, rule, silent)).toEqual([]);
      expect((await stateOf(id))?.state).toBe('active');
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
    // Its run is gone (the lock is free): failed, and due again at once with the same id.
    expect(await failAbandonedJobs(boss, database.pool, rule, silent)).toEqual([id]);
    expect(await stateOf(id)).toEqual({ state: 'retry', due: true });
    await boss.deleteJob(QUEUE, id);
  });

  it('runs the retry of an abandoned job at once, under the same id', async () => {
    const abandoned = await leaveActiveJob();
    await failAbandonedJobs(boss, database.pool, rule, silent);
    const handled: string[] = [];
    await workOneAtATime<{ n: number }>(
      boss,
      database.pool,
      QUEUE,
      { pollingIntervalSeconds: 0.5 },
      async (job) => {
        handled.push(job.id);
      },
    );
    await expect.poll(() => handled, { timeout: 10_000 }).toEqual([abandoned]);
    await expect.poll(async () => (await stateOf(abandoned))?.state).toBe('completed');
  });
});
