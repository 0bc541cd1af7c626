import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';

const PERFORMANCE_FILE = path.join(REPO_ROOT, 'docs/performance.md');
const START_MARKER = '<!-- bench:leaderboards:start -->';
const END_MARKER = '<!-- bench:leaderboards:end -->';

export type Figures = { p50: number; p95: number };
export type LeaderboardBenchReport = {
  opportunities: number;
  awards: number;
  rebuildSeconds: number;
  live: { label: string; figures: Figures }[];
  api: { concurrency: number; label: string; figures: Figures }[];
};

const ms = (value: number) => value.toFixed(1);

function formatSection(report: LeaderboardBenchReport): string {
  const lines = [
    START_MARKER,
    '## Leaderboards (`npm run bench:leaderboards`)',
    '',
    `${report.opportunities.toLocaleString('en-GB')} generated opportunities, ` +
      `${report.awards.toLocaleString('en-GB')} awards; measured ${new Date().toISOString().slice(0, 10)}. ` +
      'Target: p95 under 100 ms per API class at concurrency 1 (ADR 0025).',
    '',
    '| API class (summary table) | concurrency | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...report.api.map(
      (row) =>
        `| ${row.label} | ${row.concurrency} | ${ms(row.figures.p50)} | ${ms(row.figures.p95)} |`,
    ),
    '',
    `Summary rebuild (background, after awards change): ${report.rebuildSeconds.toFixed(1)} s.`,
    '',
    '| Live query (summary never built, or missing changes older than the allowed staleness) | p50 ms | p95 ms |',
    '|---|---|---|',
    ...report.live.map(
      (row) => `| ${row.label} | ${ms(row.figures.p50)} | ${ms(row.figures.p95)} |`,
    ),
    END_MARKER,
  ];
  return lines.join('\n');
}

/** Writes (or replaces) this benchmark's section of docs/performance.md. */
export function writeLeaderboardSection(report: LeaderboardBenchReport): string {
  const section = formatSection(report);
  const current = existsSync(PERFORMANCE_FILE)
    ? readFileSync(PERFORMANCE_FILE, 'utf8')
    : '# Performance\n\nFigures written by the `npm run bench:*` scripts; rerun one to refresh its section.\n';
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const next =
    start !== -1 && end > start
      ? `${current.slice(0, start)}${section}${current.slice(end + END_MARKER.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(PERFORMANCE_FILE, next);
  return PERFORMANCE_FILE;
}
