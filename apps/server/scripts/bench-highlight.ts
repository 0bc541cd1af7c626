/**
 * `npm run bench:highlight`: what the description highlight of a result card (ts_headline, issue
 * 17) costs as descriptions grow, whole and capped at `DESCRIPTION_HIGHLIGHT_CHARS` (the text the
 * search page gives it). Runs the SQL the page runs on one embedded PostgreSQL of its own
 * (BENCH_HIGHLIGHT_DATA_DIR, default ./data/bench-highlight; or BENCH_DATABASE_URL), for tender
 * text of 2 kB to 1 MB with the keyword near the start and again every 5,000 characters, BENCH_
 * REQUESTS times each (default 20) after a warm-up; prints p50 per call and per page of 20 with
 * the load average, and writes them into docs/performance.md.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import {
  DESCRIPTION_HIGHLIGHT_CHARS,
  descriptionForHighlight,
  FRAGMENT_HEADLINE_OPTIONS,
  withoutMarkers,
} from '../src/modules/search/page/search-highlights';
import { percentile, writePerformanceSection } from './shared/bench-figures';

const requests = Number(process.env.BENCH_REQUESTS ?? 20);
const PAGE_SIZE = 20;
const LENGTHS = [2_000, 5_000, 10_000, 20_000, 100_000, 1_000_000];
const KEYWORD_EVERY = 5_000;
// Ordinary tender prose: the parser's work depends on words and punctuation, not on meaning.
const PROSE =
  'The Authority invites suitably qualified suppliers to tender for the provision of services ' +
  'across its estate, including planned maintenance, reactive repairs, waste management and ' +
  'grounds care, in accordance with the specification, the terms and conditions and the ' +
  'evaluation criteria set out in the procurement documents (lots 1 to 4). ';

/** `length` characters of prose with "cleaning" at the start and every KEYWORD_EVERY after. */
function buildDescription(length: number): string {
  let text = '';
  while (text.length < length) {
    text += text.length % KEYWORD_EVERY < PROSE.length ? `Office cleaning. ${PROSE}` : PROSE;
  }
  return text.slice(0, length);
}

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_HIGHLIGHT_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench-highlight'),
  logger: { info: () => undefined, warn: console.log },
});
const pool = createPool(database.connectionString, 1);
const client = await pool.connect();
try {
  // Stored as the column is (compressed, out of line), so each call reads it back as a page does.
  await client.query('CREATE TEMP TABLE bench_texts (length int PRIMARY KEY, description text)');
  for (const length of LENGTHS) {
    await client.query('INSERT INTO bench_texts VALUES ($1, $2)', [
      length,
      buildDescription(length),
    ]);
  }
  // The expressions the search page gives ts_headline: the whole text (before ADR 0097), capped.
  const headline = async (length: number, capped: boolean) => {
    const text = capped ? descriptionForHighlight('description') : withoutMarkers('description');
    const started = performance.now();
    await client.query(
      `SELECT ts_headline('english', ${text}, websearch_to_tsquery('english', 'cleaning'), $2)
         FROM bench_texts WHERE length = $1`,
      [length, FRAGMENT_HEADLINE_OPTIONS],
    );
    return performance.now() - started;
  };
  const median = async (length: number, capped: boolean) => {
    await headline(length, capped);
    const times: number[] = [];
    for (let index = 0; index < requests; index += 1) times.push(await headline(length, capped));
    return percentile(
      times.sort((a, b) => a - b),
      0.5,
    );
  };
  const loadBefore = os.loadavg()[0] ?? 0;
  const rows: string[] = [];
  for (const length of LENGTHS) {
    const whole = await median(length, false);
    const capped = await median(length, true);
    rows.push(
      `| ${length.toLocaleString('en-GB')} | ${whole.toFixed(2)} ms | ${(whole * PAGE_SIZE).toFixed(0)} ms | ${capped.toFixed(2)} ms | ${(capped * PAGE_SIZE).toFixed(0)} ms |`,
    );
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  const section = [
    '<!-- bench:highlight:start -->',
    '## Description highlights (`npm run bench:highlight`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: one \`ts_headline\` of the search page's description options (two fragments of up to 24 words) on tender prose with the keyword at the start and every ${KEYWORD_EVERY.toLocaleString('en-GB')} characters, p50 of ${requests} calls over one connection (round trip included), the text read from a table as the page reads the column, whole and capped at the first ${DESCRIPTION_HIGHLIGHT_CHARS.toLocaleString('en-GB')} characters as the search page does; "page" is ${PAGE_SIZE} such calls. Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after.`,
    '',
    '| Description (characters) | Whole: per call | Whole: per page | Capped: per call | Capped: per page |',
    '|---:|---:|---:|---:|---:|',
    ...rows,
    '<!-- bench:highlight:end -->',
  ].join('\n');
  console.log(section);
  console.log(
    `Written to ${writePerformanceSection(section, '<!-- bench:highlight:start -->', '<!-- bench:highlight:end -->')}`,
  );
} finally {
  client.release();
  await pool.end();
  await database.stop();
}
