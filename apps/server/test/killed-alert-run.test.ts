import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { alertProfileRequestSchema } from '@wac/contract';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAlertProfile } from '../src/modules/alerts/alert-profiles.repository';
import {
  INSTANT_ALERT_QUEUE,
  INSTANT_ALERT_QUEUE_OPTIONS,
} from '../src/modules/alerts/instant-alerts.jobs';
import { createOpportunity } from './factories/opportunity';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import {
  buildServerBundle,
  type ServerProcess,
  startServerProcess,
} from './helpers/server-process';
import { pollUntil } from './helpers/wait';

/** More than one dispatch batch (200 profiles), so a kill can land between two of them. */
const USERS = 230;

/** How many emails each recipient has in the outbox. */
async function countEmailsByRecipient(outbox: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    if (!file.endsWith('.eml')) continue;
    const to = /^To: (.*)$/m.exec(await readFile(path.join(outbox, file), 'utf8'))?.[1]?.trim();
    if (to) counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

describe('an instant alert run whose process is killed mid-dispatch', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  let dataDir: string;
  let boss: PgBoss;
  const servers: ServerProcess[] = [];
  const count = async (sql: string, values: unknown[] = []) =>
    (await database.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
  const jobState = async (id: string) =>
    (
      await database.pool.query<{ state: string }>('SELECT state FROM pgboss.job WHERE id = $1', [
        id,
      ])
    ).rows[0]?.state;
  const startApp = async () => {
    const server = await startServerProcess({
      DATABASE_URL: database.connectionString,
      DATA_DIR: dataDir,
      SYNC_ENABLED: 'false',
      SAMPLE_DATA_ON_EMPTY: 'false',
      DATABASE_WARM: 'false',
      PUBLIC_BASE_URL: 'http://wac.test',
    });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-killed-run-'));
    buildServerBundle();
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, tier, email_verified_at)
       SELECT 'reader' || n || '@example.test', 'unusable', 'Reader', 'premium', now()
         FROM generate_series(1, $1::int) AS n
       RETURNING id`,
      [USERS],
    );
    const profile = alertProfileRequestSchema.parse({
      profile_name: 'Kelp',
      keywords: 'kelp',
      delivery: 'instant',
    });
    for (const { id } of rows) await insertAlertProfile(database.pool, id, profile);
    // Profiles older than the notices, so the notices fall in their first window.
    await database.pool.query(`UPDATE alert_profiles SET created_at = now() - interval '1 hour'`);
    for (const title of ['Kelp farming survey', 'Kelp harvest logistics', 'Kelp drying kilns']) {
      await createOpportunity(database.pool, {
        title,
        first_seen_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      });
    }
    boss = new PgBoss({
      connectionString: database.connectionString,
      max: 2,
      supervise: false,
      schedule: false,
    });
    // Dropping the database at the end ends its connections: not an error here.
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue(INSTANT_ALERT_QUEUE, INSTANT_ALERT_QUEUE_OPTIONS);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGINT');
        await server.exited;
      }
    }
    await boss.stop({ graceful: false, wait: true, close: true });
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends every recipient exactly one email after restarts, and the next run starts at once', async () => {
    // The second batch's first profile is locked here, so the run stops mid-dispatch: its first
    // batch committed (200 digests queued), the second waiting for the lock.
    const blocker = await database.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query(
      `SELECT id FROM alert_profiles WHERE id = (SELECT id FROM alert_profiles ORDER BY id
                                                 OFFSET 200 LIMIT 1) FOR UPDATE`,
    );
    const runId = await boss.send(INSTANT_ALERT_QUEUE, { source: 'FTS', syncJobId: null });
    expect(runId).not.toBeNull();
    const first = await startApp();
    const isMidRun = await pollUntil(
      async () => (await count('SELECT count(*)::int AS n FROM alert_deliveries')) > 0,
      60_000,
      50,
    );
    first.child.kill('SIGKILL');
    await first.exited;
    await blocker.query('ROLLBACK');
    blocker.release();
    expect(isMidRun).toBe(true);
    expect(await count('SELECT count(DISTINCT profile_id)::int AS n FROM alert_deliveries')).toBe(
      200,
    );
    // The dead process's run is still active: before ADR 0165 it blocked the queue for 30 min.
    expect(await jobState(runId!)).toBe('active');

    const second = await startApp();
    expect(second.output()).toMatch(/abandoned job failed/);
    const outbox = path.join(dataDir, 'outbox');
    // Killed again while the digests go out (four email workers sending), then started again.
    const isSending = await pollUntil(
      async () => (await countEmailsByRecipient(outbox)).size >= 40,
      120_000,
      50,
    );
    second.child.kill('SIGKILL');
    await second.exited;
    expect(isSending).toBe(true);
    await startApp();
    const isEveryoneMailed = await pollUntil(
      async () => (await countEmailsByRecipient(outbox)).size === USERS,
      180_000,
      50,
    );
    expect(isEveryoneMailed, `${(await countEmailsByRecipient(outbox)).size} mailed`).toBe(true);
    expect(await jobState(runId!)).toBe('completed');
    // Nothing is left to send twice: every email job has finished.
    await pollUntil(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = 'send-email' AND state NOT IN ('completed', 'failed')`,
        )) === 0,
      30_000,
      50,
    );
    const counts = await countEmailsByRecipient(outbox);
    expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
    expect(counts.size).toBe(USERS);

    // The next instant run starts at once (nothing new to send: no email).
    const nextId = await boss.send(INSTANT_ALERT_QUEUE, { source: 'FTS', syncJobId: null });
    expect(await pollUntil(async () => (await jobState(nextId!)) === 'completed', 15_000, 50)).toBe(
      true,
    );
    expect((await countEmailsByRecipient(outbox)).size).toBe(USERS);
  });
});
