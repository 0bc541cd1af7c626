/**
 * `npm run bench:bad-portals`: the whole server (its own process, embedded Postgres, sync on)
 * against a fake portal that serves Find a Tender one 400 MB release package for every request
 * and answers Contracts Finder with 404. Every two seconds it asks /api/health/ (timing the
 * answer) and reads the server's resident memory (VmRSS, and the kernel's peak VmHWM). It passes
 * when the process stays up, its peak RSS stays under 1 GB, every health answer comes within a
 * second, and health names both failing sources. Prints the figures and writes them into
 * docs/performance.md.
 *
 * BAD_PORTALS_SECONDS (default 180), BAD_PORTALS_PAGE_MB (default 400),
 * BAD_PORTALS_LENGTH=true to send content-length with the huge page (cut off before reading).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { healthResponseSchema } from '@wac/contract';
import { REPO_ROOT } from '../src/config/env';
import { startFakePortal } from '../src/modules/ingest/testing/fake-portal-server';
import { createFtsRelease } from '../src/modules/ingest/testing/release-factory';
import { percentile, writePerformanceSection } from './shared/bench-figures';

const SECONDS = Number(process.env.BAD_PORTALS_SECONDS ?? 180);
const PAGE_MB = Number(process.env.BAD_PORTALS_PAGE_MB ?? 400);
const SEND_LENGTH = process.env.BAD_PORTALS_LENGTH === 'true';
const PROBE_EVERY_MS = 2_000;
const MAX_RSS_MB = 1024;
const MAX_HEALTH_MS = 1_000;
const MB = 1024 * 1024;

type Probe = { at: number; ms: number; ok: boolean; rssMb: number; status?: string };

function readMemoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS') / 1024, peak: field('VmHWM') / 1024 };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
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

async function probeHealth(url: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/health/`, { signal: AbortSignal.timeout(10_000) });
    const body = healthResponseSchema.parse(await response.json());
    return { ms: performance.now() - started, ok: response.ok, body };
  } catch {
    return { ms: performance.now() - started, ok: false, body: undefined };
  }
}

const loadBefore = os.loadavg()[0] ?? 0;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wac-bad-portals-'));
const portal = await startFakePortal({
  FTS: [createFtsRelease({ date: new Date(Date.now() - 3_600_000).toISOString() })],
});
portal.addFault({
  when: (request) => request.source === 'FTS',
  times: Number.POSITIVE_INFINITY,
  fault: { type: 'huge-page', bytes: PAGE_MB * MB, sendLength: SEND_LENGTH },
});
portal.addFault({
  when: (request) => request.source === 'ContractsFinder',
  times: Number.POSITIVE_INFINITY,
  fault: { type: 'status', status: 404 },
});

const { child, url } = await startServer({
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  CF_BASE_URL: portal.baseUrl,
  FTS_BASE_URL: portal.baseUrl,
  SYNC_INTERVAL_MINUTES: '1',
  SAMPLE_DATA_COUNT: '500',
});
let exitCode: number | null = null;
child.on('exit', (code) => {
  exitCode = code ?? -1;
});
const pid = child.pid as number;
console.log(`server ${pid} at ${url}; fake portal ${portal.baseUrl}; ${SECONDS} s`);

const probes: Probe[] = [];
let peakRssMb = 0;
let last: Awaited<ReturnType<typeof probeHealth>>['body'];
const started = Date.now();
while (Date.now() - started < SECONDS * 1000 && exitCode === null) {
  const tick = Date.now();
  const health = await probeHealth(url);
  if (exitCode !== null) break;
  const memory = readMemoryMb(pid);
  peakRssMb = Math.max(peakRssMb, memory.peak);
  last = health.body ?? last;
  probes.push({
    at: Math.round((tick - started) / 1000),
    ms: health.ms,
    ok: health.ok,
    rssMb: memory.rss,
    status: health.body?.status,
  });
  const line = `${probes.at(-1)?.at}s health ${health.ms.toFixed(0)} ms ${health.body?.status ?? 'no answer'}, RSS ${memory.rss.toFixed(0)} MB (peak ${memory.peak.toFixed(0)})`;
  console.log(line);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, tick + PROBE_EVERY_MS - Date.now())),
  );
}

const isAlive = exitCode === null;
child.kill('SIGTERM');
await new Promise((resolve) => (isAlive ? child.once('exit', resolve) : resolve(undefined)));
const requests = { FTS: 0, ContractsFinder: 0 };
for (const request of portal.requests) requests[request.source as keyof typeof requests] += 1;
await portal.close();
await rm(dataDir, { recursive: true, force: true });

const latencies = probes.map((probe) => probe.ms).sort((a, b) => a - b);
const source = (name: string) => last?.sync.find((entry) => entry.source_system === name);
const checks = {
  'process alive for the whole run': isAlive,
  [`peak RSS under ${MAX_RSS_MB} MB`]: peakRssMb < MAX_RSS_MB,
  [`every health answer within ${MAX_HEALTH_MS} ms`]: probes.every(
    (probe) => probe.ok && probe.ms < MAX_HEALTH_MS,
  ),
  'health degraded': last?.status === 'degraded',
  'health names Find a Tender page too large': /larger than/.test(source('FTS')?.last_error ?? ''),
  'health names Contracts Finder 404': /404/.test(source('ContractsFinder')?.last_error ?? ''),
};
const loadAfter = os.loadavg()[0] ?? 0;
const figures = [
  `| Probes | Health p50 / p95 / max | Peak RSS (VmHWM) | Portal requests (FTS / CF) | Load average |`,
  '|---|---|---|---|---|',
  `| ${probes.length} in ${SECONDS} s | ${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.95).toFixed(0)} / ${(latencies.at(-1) ?? 0).toFixed(0)} ms | ${peakRssMb.toFixed(0)} MB | ${requests.FTS} / ${requests.ContractsFinder} | ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)} |`,
].join('\n');
console.log(`\n${figures}\n`);
for (const [name, isPassed] of Object.entries(checks)) {
  console.log(`${isPassed ? 'PASS' : 'FAIL'} ${name}`);
}
console.log(`Find a Tender: ${source('FTS')?.last_error}`);
console.log(`Contracts Finder: ${source('ContractsFinder')?.last_error}`);

const START = '<!-- bench:bad-portals:start -->';
const END = '<!-- bench:bad-portals:end -->';
const file = writePerformanceSection(
  `${START}
## Sync against misbehaving portals (issue 15)

\`npm run bench:bad-portals\` (\`apps/server/scripts/bench-bad-portals.ts\`): the server in its own
process with the sync every minute, against a fake portal serving Find a Tender a ${PAGE_MB} MB
release package (${SEND_LENGTH ? 'with' : 'without'} content-length) for every request and
Contracts Finder 404s; health asked every 2 s, the server's memory read from /proc. Needs: alive,
peak RSS under 1 GB, every health answer within 1 s, both failing sources named in health.

${figures}

${Object.entries(checks)
  .map(([name, isPassed]) => `- ${isPassed ? 'pass' : 'FAIL'}: ${name}`)
  .join('\n')}
${END}`,
  START,
  END,
);
console.log(`figures written to ${file}`);
process.exit(Object.values(checks).every(Boolean) ? 0 : 1);
