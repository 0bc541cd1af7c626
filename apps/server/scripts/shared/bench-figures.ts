import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';

/** Shared by the `npm run bench:*` scripts: percentiles and their section of the figures file. */

export const PERFORMANCE_FILE = path.join(REPO_ROOT, 'docs/performance.md');

/** Latency figures of one request class, in ms. */
export type Figures = { p50: number; p95: number };

/** The value at `fraction` (0.5 for p50) of ascending `sorted` timings; 0 when there are none. */
export function percentile(sorted: number[], fraction: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0
  );
}

/**
 * Writes `section` (which starts with `startMarker` and ends with `endMarker`) into
 * docs/performance.md, replacing an earlier one, or appending it. Answers the file's path.
 */
export function writePerformanceSection(
  section: string,
  startMarker: string,
  endMarker: string,
): string {
  const current = existsSync(PERFORMANCE_FILE)
    ? readFileSync(PERFORMANCE_FILE, 'utf8')
    : '# Performance\n\nFigures written by the `npm run bench:*` scripts; rerun one to refresh its section.\n';
  const start = current.indexOf(startMarker);
  const end = current.indexOf(endMarker);
  const next =
    start !== -1 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + endMarker.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(PERFORMANCE_FILE, next);
  return PERFORMANCE_FILE;
}

/** The rows of a `| class | concurrency | p50 ms | p95 ms |` table, to one decimal place. */
export function concurrencyRows(
  rows: readonly { label: string; concurrency: number; figures: Figures }[],
): string[] {
  return rows.map(
    (row) =>
      `| ${row.label} | ${row.concurrency} | ${row.figures.p50.toFixed(1)} | ${row.figures.p95.toFixed(1)} |`,
  );
}
