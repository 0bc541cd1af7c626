import { concurrencyRows, type Figures, writePerformanceSection } from '../shared/bench-figures';

const START_MARKER = '<!-- bench:pipeline:start -->';
const END_MARKER = '<!-- bench:pipeline:end -->';

export type PipelineBenchReport = {
  opportunities: number;
  items: number;
  rows: { label: string; concurrency: number; figures: Figures }[];
  loadBefore: number[];
  loadAfter: number[];
  cores: number;
};

const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

function formatSection(report: PipelineBenchReport): string {
  return [
    START_MARKER,
    '## Pipeline board (`npm run bench:pipeline`)',
    '',
    `A board of ${report.items.toLocaleString('en-GB')} items in one Enterprise workspace over ` +
      `${report.opportunities.toLocaleString('en-GB')} generated opportunities; measured ` +
      `${new Date().toISOString().slice(0, 10)} on ${report.cores} cores, load average ` +
      `(1 / 5 / 15 min) ${load(report.loadBefore)} before and ${load(report.loadAfter)} after. ` +
      'Target (issue 29): p95 under 100 ms at concurrency 1. Each request is a page of 50.',
    '',
    '| API class | concurrency | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...concurrencyRows(report.rows),
    END_MARKER,
  ].join('\n');
}

/** Writes (or replaces) this benchmark's section of docs/performance.md. */
export function writePipelineSection(report: PipelineBenchReport): string {
  return writePerformanceSection(formatSection(report), START_MARKER, END_MARKER);
}
