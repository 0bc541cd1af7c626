import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import {
  buildServerBundle,
  postgresPidsFor,
  postmasterPidsFor,
  startServerProcess,
} from './helpers/server-process';
import { pollUntil } from './helpers/wait';

/** Starts the server with sync and sample data off. */
const startServer = (dataDir: string) =>
  startServerProcess({ DATA_DIR: dataDir, SYNC_ENABLED: 'false', SAMPLE_DATA_ON_EMPTY: 'false' });

// Each test starts real servers (the first also initialises a cluster): slow on a busy machine.
describe('server process lifecycle', { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-lifecycle-'));
    buildServerBundle();
  });
  afterAll(async () => {
    for (const pid of postgresPidsFor(dataDir)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops on SIGTERM within 5 s and leaves no postgres process', async () => {
    const { child, url } = await startServer(dataDir);
    const health = await fetch(`${url}/api/health/`);
    expect(health.status).toBe(200);
    expect(postgresPidsFor(dataDir).length).toBeGreaterThan(0);
    await fetch(`${url}/api/health/`).then((r) => r.json());

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const started = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await pollUntil(() => postgresPidsFor(dataDir).length === 0, 2000)).toBe(true);
  });

  it('lets a CLI open the data directory of a running server without stopping its database', async () => {
    const { child, url } = await startServer(dataDir);
    const serverPostgres = postmasterPidsFor(dataDir);
    expect(serverPostgres).toHaveLength(1);
    // What `npm run user` or `npm run seed` does while the app runs.
    const cli = await openDatabase({
      dataDir,
      logger: { info: () => undefined, warn: () => undefined },
    });
    const client = new pg.Client({ connectionString: cli.connectionString });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await client.end();
    await cli.stop();

    expect(postmasterPidsFor(dataDir)).toEqual(serverPostgres);
    const health = (await (await fetch(`${url}/api/health/`)).json()) as {
      database: { ok: boolean };
    };
    expect(health.database.ok).toBe(true);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('reuses the data on a second start, and survives a hard kill without orphans', async () => {
    const first = await startServer(dataDir);
    const body = (await (await fetch(`${first.url}/api/health/`)).json()) as {
      migrations: { pending: string[] };
    };
    expect(body.migrations.pending).toEqual([]);

    const exited = new Promise((resolve) => first.child.on('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    // Postgres gets its parent-death signal and shuts down by itself.
    expect(await pollUntil(() => postgresPidsFor(dataDir).length === 0, 10_000)).toBe(true);

    const second = await startServer(dataDir);
    expect((await fetch(`${second.url}/api/health/`)).status).toBe(200);
    const stopped = new Promise((resolve) => second.child.on('exit', resolve));
    second.child.kill('SIGINT');
    expect(await stopped).toBe(0);
  });
});
