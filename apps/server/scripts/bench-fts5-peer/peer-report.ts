import os from 'node:os';
import { writePerformanceSection } from '../shared/bench-figures';

export type PeerFigures = {
  name: string;
  variants: { keywords: string; fts5: string; wacTotal: number; peerTotal: number }[];
  wac: { p50: number; p95: number };
  peer: { p50: number; p95: number };
};

const START = '<!-- bench:fts5-peer:start -->';
const END = '<!-- bench:fts5-peer:end -->';
const ms = (value: number) => `${value.toFixed(1)} ms`;
const count = (value: number) => value.toLocaleString('en-GB');

/** The side-by-side section of docs/performance.md. */
export function writePeerReport(report: {
  rows: number;
  requests: number;
  sqliteVersion: string;
  loadAverage: [number, number];
  figures: PeerFigures[];
}): string {
  const cpus = os.cpus();
  const section = [
    START,
    '## Best Match beside SQLite FTS5 with bm25 (`npm run bench:fts5-peer`)',
    '',
    '```sh',
    'npm run bench:fts5-peer',
    '```',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus.length} × ` +
      `${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, SQLite ${report.sqliteVersion} ` +
      `(better-sqlite3, FTS5, Porter stemmer, one merged segment). The same ${count(report.rows)} ` +
      'generated opportunities as bench:search. WAC: `GET /api/search/?q=...&sort=relevance`, the ' +
      'HTTP round trip with the exact total and a page of 20 cards (count cache on). FTS5: ' +
      "`count(*)` and the top 20 by `bm25(docs, 3, 1.5, 1.5, 1)` (WAC's field weights) " +
      `in-process, no HTTP. ${report.requests} requests per class at concurrency 1, cycling ` +
      `through the variants. Machine load average (1 min) ${report.loadAverage[0].toFixed(1)} ` +
      `before, ${report.loadAverage[1].toFixed(1)} after (ADR 0101).`,
    '',
    '| Class | WAC Best Match p50 | WAC p95 | FTS5 bm25 p50 | FTS5 p95 |',
    '|---|---:|---:|---:|---:|',
    ...report.figures.map(
      (figures) =>
        `| ${figures.name} | ${ms(figures.wac.p50)} | ${ms(figures.wac.p95)} | ` +
        `${ms(figures.peer.p50)} | ${ms(figures.peer.p95)} |`,
    ),
    '',
    'Totals of each variant (WAC counts with Postgres English stemming and skips stop words in a ' +
      'phrase; FTS5 stems with Porter and keeps them):',
    '',
    '| Keywords | FTS5 query | WAC total | FTS5 total |',
    '|---|---|---:|---:|',
    ...report.figures.flatMap((figures) =>
      figures.variants.map(
        (variant) =>
          `| \`${variant.keywords}\` | \`${variant.fts5}\` | ${count(variant.wacTotal)} | ` +
          `${count(variant.peerTotal)}${variant.wacTotal === variant.peerTotal ? '' : ' (differs)'} |`,
      ),
    ),
    END,
  ].join('\n');
  return writePerformanceSection(section, START, END);
}
