import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';

/** How the server runs: the compiled bundle `npm start` runs, or the TypeScript through tsx. */
export type ServerBuild = 'compiled' | 'tsx';

export type AppProcess = {
  origin: string;
  pid: number;
  /** Milliseconds from spawn until /api/ready/ (or /api/health/) answered 200. */
  readyMs: number;
  /** Resident memory now, in MB (VmRSS). */
  rssMb(): number | null;
  /** Peak resident memory so far, in MB (VmHWM). */
  peakRssMb(): number | null;
  stop(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

const commandFor = (build: ServerBuild) =>
  build === 'compiled'
    ? ['--enable-source-maps', path.join(REPO_ROOT, 'apps/server/dist/main.mjs')]
    : ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')];

async function waitForReady(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`server at ${origin} not ready in ${timeoutMs} ms`);
}

/**
 * Starts one server process on `databaseUrl` (migrated already) with `env` on top of quiet
 * production defaults, and waits until it answers. Its memory is read from /proc.
 */
export async function startAppProcess(options: {
  databaseUrl: string;
  build: ServerBuild;
  env?: Record<string, string>;
  /** Node options before the script (for example `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<AppProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), ...commandFor(options.build)],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SYNC_ENABLED: 'false',
        SAMPLE_DATA_ON_EMPTY: 'false',
        ...options.env,
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForReady(origin, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    readyMs: performance.now() - started,
    rssMb: () => readStatusMb(pid, 'VmRSS'),
    peakRssMb: () => readStatusMb(pid, 'VmHWM'),
    stop,
  };
}

/** As `npm start` does before it runs the bundle. */
export function buildServerIfStale() {
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/server-build.mjs')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('server build failed');
}
