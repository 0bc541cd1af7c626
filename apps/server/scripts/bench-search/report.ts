import os from 'node:os';
import { COUNTED_TERM_MIN_DOCUMENTS } from '../../src/modules/search/count/search-term-counts';
import { writePerformanceSection } from '../shared/bench-figures';
import type { ClassFigures } from './http-runner';

/** One pass of the mix: one server, one count-cache setting, concurrency 1 then 8. */
export type RunFigures = {
  isCountCacheEnabled: boolean;
  single: ClassFigures[];
  concurrent: ClassFigures[];
  peakMemoryMb: number | null;
  /** One-minute load average of the machine before and after the timed requests. */
  loadAverage: [number, number];
  checks: string[];
};

export type BenchReport = {
  rows: number;
  seededSeconds: number | null;
  postgresVersion: string;
  sharedBuffers: string;
  requestsPerClass: number;
  /** BENCH_CLASSES, when the run measured only some classes. */
  selection: string | null;
  /** Lexemes with running counts (ADR 0049): how many, and those this run started counting. */
  countedTerms: { total: number; started: number; seconds: number };
  runs: RunFigures[];
};

export const TARGET_P95_MS = 100;
const START_MARKER = '<!-- bench:search:start -->';
const END_MARKER = '<!-- bench:search:end -->';

const ms = (value: number) => `${value.toFixed(1)} ms`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** One run as a Markdown table (also printed to the console). */
export function formatTable(run: RunFigures): string {
  const lines = [
    '| Class | Matches (median of variants) | c=1 p50 | c=1 p95 | c=8 p50 | c=8 p95 |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const single of run.single) {
    const concurrent = run.concurrent.find((figures) => figures.name === single.name);
    const flag = single.p95 < TARGET_P95_MS ? '' : ' ⚠';
    lines.push(
      `| ${single.name} | ${median(single.totals).toLocaleString('en-GB')} | ${ms(single.p50)} | ` +
        `${ms(single.p95)}${flag} | ${concurrent ? ms(concurrent.p50) : '-'} | ` +
        `${concurrent ? ms(concurrent.p95) : '-'} |`,
    );
  }
  return lines.join('\n');
}

function describeRun(run: RunFigures): string[] {
  const slowest = Math.max(...run.single.map((figures) => figures.p95));
  const verdict =
    slowest < TARGET_P95_MS
      ? `Every class is under the ${TARGET_P95_MS} ms p95 target at concurrency 1 (slowest ${ms(slowest)}).`
      : `Classes marked ⚠ miss the ${TARGET_P95_MS} ms p95 target at concurrency 1 (slowest ${ms(slowest)}).`;
  const title = run.isCountCacheEnabled
    ? '### Count cache on (`SEARCH_COUNT_CACHE=true`, the default; warm-up counted each variant once)'
    : '### Count cache and page cache off (`SEARCH_COUNT_CACHE=false SEARCH_PAGE_CACHE_MB=0`: nothing remembered between requests)';
  return [
    title,
    '',
    formatTable(run),
    '',
    verdict,
    `Peak server memory (resident, VmHWM of the API process): ${
      run.peakMemoryMb === null ? 'n/a' : `${run.peakMemoryMb} MB`
    }. Machine load average (1 min) ${run.loadAverage[0].toFixed(1)} before, ` +
      `${run.loadAverage[1].toFixed(1)} after.`,
    '',
  ];
}

/** A run of some classes only (BENCH_CLASSES) has a section of its own. */
const markersOf = (report: BenchReport) =>
  report.selection === null
    ? { start: START_MARKER, end: END_MARKER }
    : { start: '<!-- bench:search-selected:start -->', end: '<!-- bench:search-selected:end -->' };

function formatSection(report: BenchReport): string {
  const cpus = os.cpus();
  const checks = report.runs.flatMap((run) => run.checks);
  const command =
    report.selection === null
      ? 'npm run bench:search'
      : `BENCH_CLASSES="${report.selection}" npm run bench:search`;
  return [
    markersOf(report).start,
    report.selection === null
      ? '## Search (`npm run bench:search`)'
      : `## Search, selected classes (\`BENCH_CLASSES="${report.selection}"\`)`,
    '',
    '```sh',
    command,
    '```',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ` +
      `${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ` +
      `${process.version}, PostgreSQL ${report.postgresVersion} (embedded, shared_buffers ` +
      `${report.sharedBuffers}, as \`npm start\` runs it). ${report.rows.toLocaleString('en-GB')} ` +
      'generated opportunities (`apps/server/scripts/bench-search/seed-opportunities.ts`: real CPV ' +
      'labels, ~650 buyers, 5 years of dates, boilerplate sentences as real notices carry)' +
      (report.seededSeconds === null
        ? ', reused from an earlier run.'
        : `, seeded in ${Math.round(report.seededSeconds)} s.`),
    '',
    'Latency is the HTTP round trip as a client sees it (`GET /api/search/`, JSON parsed), after ' +
      `one warm-up pass; ${report.requestsPerClass} requests per class at concurrency 1 and ` +
      `${report.requestsPerClass * 2} at 8, cycling through fixed variants (\`query-mix.ts\`). ` +
      'Every response carries the exact total. The load average shows how busy the machine was ' +
      'with other work during the run.',
    '',
    `Running counts (ADR 0049): ${report.countedTerms.total.toLocaleString('en-GB')} common ` +
      `keys, lexemes and CPV prefixes (held by at least ${COUNTED_TERM_MIN_DOCUMENTS.toLocaleString('en-GB')} rows by the ` +
      'statistics) have running counts per facet ' +
      "key, as the server's hourly search job keeps them" +
      (report.countedTerms.started > 0
        ? `; this run started counting ${report.countedTerms.started} of them in ` +
          `${report.countedTerms.seconds.toFixed(0)} s.`
        : '.') +
      ' A search for one of them (a word, a two-word phrase, one CPV code) with only facet filters is ' +
      'summed from them, in both runs; every other total is counted from the matching rows.',
    '',
    ...report.runs.flatMap(describeRun),
    'Exact totals, checked against a direct count on `opportunities`:',
    '',
    ...checks.map((check) => `- ${check}`),
    markersOf(report).end,
  ].join('\n');
}

/** Writes the search section into docs/performance.md, replacing an earlier one. */
export function writePerformanceDoc(report: BenchReport): string {
  const { start, end } = markersOf(report);
  return writePerformanceSection(formatSection(report), start, end);
}
