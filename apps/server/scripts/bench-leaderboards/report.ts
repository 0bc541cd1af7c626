import { concurrencyRows, type Figures, writePerformanceSection } from '../shared/bench-figures';

const START_MARKER = '<!-- bench:leaderboards:start -->';
const END_MARKER = '<!-- bench:leaderboards:end -->';

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
    ...concurrencyRows(report.api),
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
  return writePerformanceSection(formatSection(report), START_MARKER, END_MARKER);
}
