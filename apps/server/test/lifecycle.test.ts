import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');

/** PIDs of postgres processes whose command line names our data directory. */
function postgresPidsFor(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return (
          cmdline.includes('postgres') && cmdline.includes(dataDir) && !cmdline.includes('tsx')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

function parentPid(pid: number): number | null {
  try {
    // /proc/PID/stat: "pid (comm) state ppid ...": comm may hold spaces, so read after its ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The postmasters among them: a backend just forked for a new connection shows its parent's
 * command line until it renames itself, which takes a while on a busy machine.
 */
function postmasterPidsFor(dataDir: string): number[] {
  const pids = postgresPidsFor(dataDir);
  return pids.filter((pid) => !pids.includes(parentPid(pid) ?? -1));
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * Starts the real server process as `npm start` runs it (the compiled bundle, ADR 0077) and
 * resolves with its URL once it logs that it is up.
 */
function startServer(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SYNC_ENABLED: 'false',
      SAMPLE_DATA_ON_EMPTY: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /WAC is up at (http:\/\/[^"\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1].replace('localhost', '127.0.0.1') });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

// Each test starts real servers (the first also initialises a cluster): slow on a busy machine.
describe('server process lifecycle', { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-lifecycle-'));
    // As `npm start` does before it runs the bundle (a no-op when it is fresh).
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/server-build.mjs')], {
      stdio: 'pipe',
    });
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
    expect(await waitFor(() => postgresPidsFor(dataDir).length === 0, 2000)).toBe(true);
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
    expect(await waitFor(() => postgresPidsFor(dataDir).length === 0, 10_000)).toBe(true);

    const second = await startServer(dataDir);
    expect((await fetch(`${second.url}/api/health/`)).status).toBe(200);
    const stopped = new Promise((resolve) => second.child.on('exit', resolve));
    second.child.kill('SIGINT');
    expect(await stopped).toBe(0);
  });
});
