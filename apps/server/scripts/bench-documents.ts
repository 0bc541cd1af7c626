/**
 * `npm run bench:documents` (issue 32, ADRs 0239 and 0240): extraction pages per second on
 * generated PDF, DOCX and XLSX files, then "Include documents" search latency (p50, p95) on the
 * benchmark's generated opportunities (BENCH_COUNT, default 100,000, in BENCH_DATA_DIR as the
 * other benchmarks) with BENCH_DOCUMENTS generated documents (default 2,000) of 20 pages each.
 * The target (50,000 documents, ~1M pages, beside 1,000,000 opportunities) is BENCH_COUNT=1000000
 * BENCH_DOCUMENTS=50000.
 */
import os from 'node:os';
import path from 'node:path';
import { searchQuerySchema } from '@wac/contract';
import { REPO_ROOT } from '../src/config/env';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { createPool } from '../src/db/pool';
import { searchOpportunities } from '../src/modules/search/search.service';
import { DOCUMENT_BENCH_CASES } from './bench-documents/cases';
import { measureExtractionRate } from './bench-documents/extraction-rate';
import { seedBenchDocuments } from './bench-documents/seed-documents';
import { ensureBenchData } from './bench-search/prepare-database';

const count = Number(process.env.BENCH_COUNT ?? 100_000);
const documents = Number(process.env.BENCH_DOCUMENTS ?? 2_000);
const repeats = Number(process.env.BENCH_REPEATS ?? 20);
const log = (message: string) => console.log(message);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? 0;

const extraction = await measureExtractionRate(Number(process.env.BENCH_FILES ?? 25));
log(
  `Extraction: ${extraction.pages} pages from ${extraction.files} files in ${extraction.seconds.toFixed(1)} s = ${extraction.pagesPerSecond.toFixed(0)} pages/s (load ${os.loadavg()[0]?.toFixed(1)})`,
);

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
});
const pool = createPool(database.connectionString, 4);
try {
  await migrate(pool);
  await ensureBenchData(pool, { count, log });
  await seedBenchDocuments(pool, { documents, pagesPerFile: 20, log });
  const deps = { db: pool, isCountCacheEnabled: false };
  // Each class with documents, then the same search of the notices alone for comparison.
  const runs = Object.entries(DOCUMENT_BENCH_CASES).flatMap(([name, query]) => [
    [`${name}, with documents`, `${query}&include_documents=true`],
    [`${name}, notices only`, query],
  ]);
  for (const [name, query] of runs) {
    const parsed = searchQuerySchema.parse(
      Object.fromEntries(new URLSearchParams(`${query}&sort=release_date-desc`)),
    );
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < repeats; run += 1) {
      const started = performance.now();
      total = (await searchOpportunities(deps, parsed, null)).total;
      times.push(performance.now() - started);
    }
    log(
      `${name}: ${total} matches, p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
    );
  }
  log(
    `Load average after: ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await pool.end();
  await database.stop();
}
