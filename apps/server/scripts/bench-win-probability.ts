/**
 * `npm run bench:win-probability`: the estimator's back-test (issue 30, ADR 0220), on the
 * benchmark's generated rows (BENCH_COUNT, default 1,000,000, in BENCH_DATA_DIR as the other
 * benchmarks) and on the real OCDS samples in ../shared/ocds-samples (skipped with a message
 * when absent). Fits on the older 80% of awards, tests on the newer, and writes the figures into
 * docs/win-probability.md between its markers.
 */

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config/env';
import { ingestHooks } from '../src/data-reactions';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-database';
import { createPool, type Pool } from '../src/db/pool';
import { importReleaseFiles } from '../src/modules/ingest/import-release-files';
import {
  SAMPLE_DIRS,
  SAMPLES_DIR,
  sampleFiles,
} from '../src/modules/ingest/testing/sample-releases';
import { linkUnlinkedRows } from '../src/modules/organisations/organisation-linker';
import { ensureBenchAwards } from './bench-leaderboards/derive-awards';
import { ensureBenchData } from './bench-search/prepare-database';
import { runBackTest } from './bench-win-probability/back-test';
import { formatBackTest } from './bench-win-probability/report';

const count = Number(process.env.BENCH_COUNT ?? 1_000_000);
const maxTests = Number(process.env.BENCH_TESTS ?? 3000);
const TRAIN_SHARE = 0.8;
const DOC = path.join(REPO_ROOT, 'docs/win-probability.md');
const log = (message: string) => console.log(message);

async function backTestGenerated(): Promise<string> {
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: process.env.BENCH_DATA_DIR ?? path.join(REPO_ROOT, 'data/bench'),
  });
  const pool = createPool(database.connectionString, 4);
  try {
    await migrate(pool);
    await ensureBenchData(pool, { count, log });
    await ensureBenchAwards(pool, log);
    await linkUnlinkedRows(pool);
    // The generator publishes no bid counts: two awards in three get one, drawn from the award's
    // id (the same every run), so the field-size factor has something to read. They are noise.
    await pool.query(`UPDATE awards SET bid_count = 1 + abs(hashtext(id::text)) % 9
                       WHERE bid_count IS NULL AND id % 3 <> 0`);
    const result = await runBackTest(pool, { trainShare: TRAIN_SHARE, maxTests, log });
    return formatBackTest(
      `Generated rows (${count.toLocaleString('en-GB')} opportunities)`,
      result,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
}

async function backTestSamples(): Promise<string> {
  if (!existsSync(SAMPLES_DIR)) {
    const message = `Skipped: ${SAMPLES_DIR} not found (the real OCDS samples live in ../shared).`;
    log(message);
    return `### Real OCDS samples\n\n${message}`;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wac-win-probability-'));
  const database = await openDatabase({ dataDir });
  const pool: Pool = createPool(database.connectionString, 4);
  try {
    await migrate(pool);
    const paths = (Object.keys(SAMPLE_DIRS) as (keyof typeof SAMPLE_DIRS)[])
      .filter((source) => existsSync(SAMPLE_DIRS[source]))
      .flatMap((source) => sampleFiles(source));
    const imported = await importReleaseFiles({ pool, hooks: ingestHooks }, { paths });
    log(`${imported.releases} sample releases imported from ${paths.length} files`);
    await linkUnlinkedRows(pool);
    const result = await runBackTest(pool, { trainShare: TRAIN_SHARE, maxTests, log });
    return formatBackTest(
      `Real OCDS samples (${paths.length} files, ${imported.releases} releases)`,
      result,
    );
  } finally {
    await pool.end();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const START = '<!-- bench:win-probability:start -->';
const END = '<!-- bench:win-probability:end -->';

const sections = [await backTestSamples(), await backTestGenerated()];
const figures = `${START}\n_Written by \`npm run bench:win-probability\` on ${new Date().toISOString().slice(0, 10)}._\n\n${sections.join('\n\n')}\n${END}`;
console.log(`\n${figures}`);
const doc = readFileSync(DOC, 'utf8');
writeFileSync(DOC, doc.replace(new RegExp(`${START}[\\s\\S]*${END}`), figures));
