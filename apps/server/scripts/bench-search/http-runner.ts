import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';
import { percentile } from '../shared/bench-figures';
import { benchServerEnv } from '../shared/bench-server-env';
import type { QueryClass } from './query-mix';

export type ClassFigures = {
  name: string;
  p50: number;
  p95: number;
  requests: number;
  /** The totals the variants answered (their median is reported as "matches"). */
  totals: number[];
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type BenchServer = { origin: string; pid: number; stop(): Promise<void> };

/**
 * Starts the real server (`apps/server/src/main.ts`) as its own process on the benchmark
 * database, with background work off, so its memory can be read from /proc.
 */
export async function startBenchServer(
  databaseUrl: string,
  options: { isCountCacheEnabled: boolean; isPageCacheEnabled?: boolean },
): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...benchServerEnv(databaseUrl, port),
        SEARCH_COUNT_CACHE: String(options.isCountCacheEnabled),
        // Off: no result page is remembered either (the counts memo is read only beside it).
        ...(options.isPageCacheEnabled === false ? { SEARCH_PAGE_CACHE_MB: '0' } : {}),
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const isUp = await fetch(`${origin}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) throw new Error('server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Peak resident memory of a process (VmHWM), in MB; null where /proc is not available. */
export function readPeakMemoryMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** Headers every search request carries: a signed-in caller's with BENCH_SIGNED_IN. */
let requestHeaders: Record<string, string> = {};
export function sendRequestsWith(headers: Record<string, string>): void {
  requestHeaders = headers;
}

async function requestOnce(origin: string, query: string): Promise<number> {
  const response = await fetch(`${origin}/api/search/?${query}`, { headers: requestHeaders });
  const body = (await response.json()) as { total?: unknown };
  if (!response.ok || typeof body.total !== 'number') {
    throw new Error(`${query}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body.total;
}

/** Sends every variant once, so the timed runs start from warm caches and a planned server. */
export async function warmUp(origin: string, classes: QueryClass[]): Promise<void> {
  for (const queryClass of classes) {
    for (const query of queryClass.queries) await requestOnce(origin, query);
  }
}

/**
 * Runs `requests` calls of one class (cycling through its variants) over `concurrency`
 * connections and returns p50 and p95 of the round trip as the client sees it.
 */
export async function measureClass(
  origin: string,
  queryClass: QueryClass,
  options: { requests: number; concurrency: number },
): Promise<ClassFigures> {
  const timings: number[] = [];
  const totals = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < options.requests) {
      const query = queryClass.queries[next % queryClass.queries.length]!;
      next += 1;
      const started = performance.now();
      const total = await requestOnce(origin, query);
      timings.push(performance.now() - started);
      totals.set(query, total);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const sorted = timings.sort((a, b) => a - b);
  return {
    name: queryClass.name,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    requests: sorted.length,
    totals: [...totals.values()],
  };
}
