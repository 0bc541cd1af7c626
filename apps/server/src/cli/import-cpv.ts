import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createPool } from '../db/pool';
import { loadOfficialCpvList, OFFICIAL_CPV_LIST_PATH } from '../modules/cpv/official-cpv-list';

/**
 * `npm run cpv:import -- [PATH]`: loads an official CPV list (CSV `code,description`, codes with
 * check digits) into cpv_labels as source 'official', exactly as start-up loads the list shipped
 * in apps/server/reference-data (which needs no manual step). Use it for another edition of the
 * list; without PATH it (re)loads the shipped one. Official labels replace labels learnt from
 * ingested notices, and the ingest never overwrites them. Safe to run again.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { file: { type: 'string' } },
});
const file = values.file ?? positionals[0] ?? OFFICIAL_CPV_LIST_PATH;
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const pool = createPool(database.connectionString, 2);
try {
  await migrate(pool);
  const load = await loadOfficialCpvList(pool, file);
  console.log(
    load.isUpToDate
      ? `${file}: this list (${load.codes} CPV codes) is already loaded.`
      : `Read ${load.codes} CPV codes from ${file}; ${load.changedLabels} labels added or updated.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
  await database.stop();
}
