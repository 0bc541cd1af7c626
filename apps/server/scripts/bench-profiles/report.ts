import { concurrencyRows, type Figures, writePerformanceSection } from '../shared/bench-figures';

const START_MARKER = '<!-- bench:profiles:start -->';
const END_MARKER = '<!-- bench:profiles:end -->';

export type ProfilesBenchReport = {
  opportunities: number;
  awards: number;
  organisations: number;
  reused: boolean;
  linkSeconds: number;
  timingsSeconds: number;
  loadAverage: [number, number];
  api: { concurrency: number; label: string; figures: Figures }[];
};

function formatSection(report: ProfilesBenchReport): string {
  const [before, after] = report.loadAverage;
  return [
    START_MARKER,
    '## Profiles and radar (`npm run bench:profiles`)',
    '',
    `${report.opportunities.toLocaleString('en-GB')} generated opportunities (the search ` +
      `benchmark's), ${report.awards.toLocaleString('en-GB')} awards, ` +
      `${report.organisations.toLocaleString('en-GB')} organisations; measured ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ` +
      `${before.toFixed(2)} before and ${after.toFixed(2)} after the timed requests. ` +
      'Target: p95 under 100 ms per class at concurrency 1 (issue 19).',
    '',
    'Profile figures are kept per organisation until a change to its awards (ADR 0103); the ' +
      'warm-up viewed every page once, so the paid classes read kept figures, and the ' +
      '"figures not kept" classes forget them before each request (untimed) to show the first ' +
      'view after a change; "open notices not kept" forgets the list of open notices each API ' +
      'process keeps per data version (ADR 0114), as the first supplier view after a sync finds ' +
      'it. Radar counts stop at 100 (ADR 0114).',
    '',
    '| API class (HTTP, paid account unless said) | concurrency | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...concurrencyRows(report.api),
    '',
    report.reused
      ? 'Organisations were already linked (reused database).'
      : `Linking the existing rows to organisations (the one-off backfill, ADR 0085): ${report.linkSeconds.toFixed(0)} s.`,
    `Refreshing every buyer's re-tender timings (the hourly job after new data, ADR 0088, 0137): ${report.timingsSeconds.toFixed(1)} s.`,
    END_MARKER,
  ].join('\n');
}

/** Writes (or replaces) this benchmark's section of docs/performance.md. */
export function writeProfilesSection(report: ProfilesBenchReport): string {
  return writePerformanceSection(formatSection(report), START_MARKER, END_MARKER);
}
