import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createPool } from '../db/pool';
import { upsertOfficialCpvLabels } from '../modules/ingest/cpv-labels.repository';
import { parseCpvCsv } from '../modules/ingest/parse-cpv-csv';

/**
 * `tsx apps/server/src/cli/import-cpv.ts PATH`: loads the official CPV list (CSV `code,description`,
 * codes with check digit) into cpv_labels as source 'official'. Official labels replace labels
 * learnt from ingested notices, and the ingest never overwrites them. Safe to run again.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string' } },
});
const file = values.file ?? positionals[0];
if (!file) {
  console.error('Usage: import-cpv PATH   (e.g. ../shared/reference-data/cpv_2008_en.csv)');
  process.exit(2);
}
const labels = parseCpvCsv(await readFile(file, 'utf8'));
if (labels.length === 0) {
  console.error(`No CPV codes found in ${file}`);
  process.exit(1);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const pool = createPool(database.connectionString, 2);
try {
  await migrate(pool);
  let changed = 0;
  const BATCH = 1000;
  for (let start = 0; start < labels.length; start += BATCH) {
    changed += await upsertOfficialCpvLabels(pool, labels.slice(start, start + BATCH));
  }
  console.log(`Read ${labels.length} CPV codes; ${changed} labels added or updated.`);
} finally {
  await pool.end();
  await database.stop();
}
