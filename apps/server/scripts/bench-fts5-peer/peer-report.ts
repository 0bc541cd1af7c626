import os from 'node:os';
import { writePerformanceSection } from '../shared/bench-figures';
import type { FreshSort } from './fresh-queries';

export type Timings = { p50: number; p95: number; max: number };

export type FreshClassFigures = {
  name: string;
  sort: FreshSort;
  queries: number;
  wac: Timings;
  peer: Timings;
  /** Mean 1-minute load average while the class's queries were asked. */
  loadAverage: number;
  /** Queries whose totals differ (stemmers differ: Postgres Snowball, FTS5 Porter). */
  differingTotals: number;
  slowest: { keywords: string; wacTotal: number; peerTotal: number; wacMs: number };
};

const START = '<!-- bench:fts5-peer:start -->';
const END = '<!-- bench:fts5-peer:end -->';
const ms = (value: number) => value.toFixed(1);
const count = (value: number) => value.toLocaleString('en-GB');
const SORT_NAMES: Record<FreshSort, string> = { relevance: 'Best Match', newest: 'newest first' };

/** The fresh-query table as printed and written (one line per class and sort). */
export function formatPeerTable(figures: readonly FreshClassFigures[]): string[] {
  return [
    '| Class | Sort | WAC p50 | WAC p95 | WAC max | FTS5 p50 | FTS5 p95 | FTS5 max | p95 WAC / FTS5 | load | totals differ | slowest WAC query (ms, WAC / FTS5 total) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...figures.map(
      (row) =>
        `| ${row.name} | ${SORT_NAMES[row.sort]} | ${ms(row.wac.p50)} | ${ms(row.wac.p95)} | ` +
        `${ms(row.wac.max)} | ${ms(row.peer.p50)} | ${ms(row.peer.p95)} | ${ms(row.peer.max)} | ` +
        `${(row.wac.p95 / Math.max(row.peer.p95, 0.01)).toFixed(2)} | ${row.loadAverage.toFixed(1)} | ` +
        `${row.differingTotals} / ${row.queries} | \`${row.slowest.keywords.replaceAll('|', '\\|')}\` ` +
        `(${ms(row.slowest.wacMs)}, ${count(row.slowest.wacTotal)} / ${count(row.slowest.peerTotal)}) |`,
    ),
  ];
}

/** The side-by-side section of docs/performance.md. */
export function writePeerReport(report: {
  rows: number;
  /** Whether PostgreSQL's cache was warmed first, as a running server's is (ADR 0337). */
  isWarm: boolean;
  perClass: number;
  seed: number;
  sqliteVersion: string;
  loadAverage: [number, number];
  figures: FreshClassFigures[];
}): string {
  const cpus = os.cpus();
  const table = formatPeerTable(report.figures);
  console.log(table.join('\n'));
  const section = [
    START,
    '## WAC beside SQLite FTS5 on fresh queries (`npm run bench:fts5-peer`)',
    '',
    '```sh',
    `BENCH_DATA_DIR=... BENCH_SEED=${report.seed}${report.isWarm ? '' : ' BENCH_WARM=false'} npm run bench:fts5-peer   # this run's queries again`,
    '```',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ` +
      `${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, SQLite ${report.sqliteVersion} ` +
      `(better-sqlite3, FTS5, Porter stemmer, one merged segment), ${count(report.rows)} generated ` +
      `opportunities. ${report.perClass} fresh queries per class and sort (seed ${report.seed}), ` +
      'each asked once of each engine, engines alternating which goes first, the classes taken in ' +
      'turn. WAC: `GET /api/search/`, the HTTP round trip with the exact total and a page of 20 ' +
      'cards, started as after a sync (every count and page of the old data version unread), ' +
      (report.isWarm
        ? "PostgreSQL's cache warmed first as a running server's is (ADR 0130; ADR 0337). "
        : 'PostgreSQL just started, its cache not warmed (`BENCH_WARM=false`, ADR 0337). ') +
      'FTS5: `count(*)` and the top 20 (bm25 with title 3, names 1.5, description 1; or newest ' +
      'first), filters on a table of facet keys and values, in-process without HTTP. Milliseconds. ' +
      `Load average (1 min) ${report.loadAverage[0].toFixed(1)} at the start, ` +
      `${report.loadAverage[1].toFixed(1)} at the end; per class, the mean while it ran.`,
    '',
    ...table,
    END,
  ].join('\n');
  return writePerformanceSection(section, START, END);
}
