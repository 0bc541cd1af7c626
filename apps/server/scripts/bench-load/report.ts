import type { LoadFigures } from './drive-load';

export type LoadRun = {
  dataset: string;
  rows: number;
  apiProcesses: number;
  rate: number;
  figures: LoadFigures;
  /** Peak resident memory per process (API processes, then the worker), MB. */
  peakRssMb: (number | null)[];
  loadAverage: [number, number];
  postgres: string;
  /** CPU ms per answered request: the app's processes, PostgreSQL (null when not local). */
  cpuMsPerRequest: { app: number; worker: number | null; postgres: number | null };
  /** Result pages looked up in the API processes' page caches during the run (ADR 0110). */
  pageCache: { hits: number; misses: number };
};

export const START_MARKER = '<!-- bench:load:start -->';
export const END_MARKER = '<!-- bench:load:end -->';

const ms = (value: number) => value.toFixed(1);
const list = (entries: Record<string, number>) =>
  Object.entries(entries)
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ') || 'none';

export function formatRunLine(run: LoadRun): string {
  const f = run.figures;
  const isMet =
    f.p95 < 200 && Object.keys(f.failures).length === 0 && f.throughput >= run.rate * 0.98;
  return [
    `| ${run.rows.toLocaleString('en-GB')}`,
    `${run.apiProcesses}${run.apiProcesses > 1 ? ' + worker' : ''}`,
    `${f.throughput.toFixed(1)} (${f.requests})`,
    ms(f.p50),
    ms(f.p95),
    ms(f.p99),
    ms(f.max),
    list(f.failures),
    run.peakRssMb.map((mb) => mb ?? '?').join(' / '),
    `${run.loadAverage[0].toFixed(2)} -> ${run.loadAverage[1].toFixed(2)}`,
    `${isMet ? 'yes' : 'no'} |`,
  ].join(' | ');
}

export function formatKinds(run: LoadRun): string {
  const { app, worker, postgres } = run.cpuMsPerRequest;
  const ofWorker = worker === null ? '' : ` (${ms(worker)} of it the worker's)`;
  const cpu = `CPU per request ${ms(app)} ms app${ofWorker}${postgres === null ? '' : ` + ${ms(postgres)} ms PostgreSQL`}`;
  const kinds = Object.entries(run.figures.byKind)
    .map(([kind, figures]) => `${kind} ${figures.count} at p95 ${ms(figures.p95)} ms`)
    .join('; ');
  const lookups = run.pageCache.hits + run.pageCache.misses;
  const hitRate =
    lookups > 0
      ? `page cache hit rate ${((100 * run.pageCache.hits) / lookups).toFixed(1)} % of ${lookups} pages`
      : 'page cache not used';
  return `${cpu}; ${hitRate}; ${kinds}`;
}

export function formatSection(
  runs: LoadRun[],
  options: { seconds: number; build: string },
): string {
  const first = runs[0];
  return [
    START_MARKER,
    '## Load (`npm run bench:load`)',
    '',
    `Fixed arrival rate ${first?.rate ?? '?'} requests/s for ${options.seconds} s per run (after a`,
    'warm-up), the mix of `apps/server/scripts/bench-load/request-mix.ts`: keyword searches, searches',
    'with filters, count_only, opportunity pages, leaderboards, result pages 2-5, logins (1 %); half',
    "of the searches are the long tail of bench-load/long-tail.ts (the warm-up's differs from the run's).",
    `Server build: ${options.build}; ${first?.postgres ?? ''}. Each run starts its own processes;`,
    'with more than one API process (`JOBS_ENABLED=false`) one more process runs the jobs. Errors',
    'are any non-2xx answer or transport error, by request kind and status. Target at 1M rows: 200',
    'requests/s held with 0 errors and p95 under 200 ms.',
    '',
    '| Rows | API processes | Requests/s (total) | p50 ms | p95 ms | p99 ms | max ms | Errors | Peak RSS MB (API / worker) | Load avg (1 min, before -> after) | Target met |',
    '|---:|---|---:|---:|---:|---:|---:|---|---|---|---|',
    ...runs.map(formatRunLine),
    '',
    'CPU per answered request (app processes and PostgreSQL, from /proc: it does not move with the',
    "machine's other work as latency does) and p95 by request kind:",
    '',
    ...runs.map(
      (run) =>
        `- ${run.rows.toLocaleString('en-GB')} rows, ${run.apiProcesses} API: ${formatKinds(run)}`,
    ),
    END_MARKER,
  ].join('\n');
}
