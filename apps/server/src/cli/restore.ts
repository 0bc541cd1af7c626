import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { RestoreRefusedError, restoreBaseBackup } from '../db/backup/restore-backup';
import { openDatabase } from '../db/open-database';
import { createPool } from '../db/pool';

const USAGE = `Usage: npm run restore -- --from <backup directory>

Puts a backup made by npm run backup in place of the embedded database in DATA_DIR, which
must be stopped; a database already there is moved aside, never deleted. Then starts it once to
replay the backup's WAL and prints what it holds.`;

const { values } = parseArgs({
  options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
});
const env = loadEnv();
if (values.help || !values.from) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: npm run restore restores the embedded database only.');
  process.exit(1);
}

const dataDir = path.resolve(env.DATA_DIR);
try {
  const { manifest, movedAside } = await restoreBaseBackup({
    backupDir: path.resolve(values.from),
    dataDir,
  });
  for (const moved of movedAside) console.log(`The previous copy was moved to ${moved}`);
  // The first start replays the WAL up to the backup's end; then the database is checked.
  const database = await openDatabase({ dataDir });
  const pool = createPool(database.connectionString, 1);
  try {
    const { rows } = await pool.query<{ opportunities: number; latest: string | null }>(
      `SELECT (SELECT count(*)::int FROM opportunities) AS opportunities,
              (SELECT max(name) FROM schema_migrations) AS latest`,
    );
    console.log(
      `Restored the backup of ${manifest.createdAt} (WAL ${manifest.stopLsn}) into ${dataDir}: ${rows[0]?.opportunities} opportunities, latest migration ${rows[0]?.latest}. Start the app as usual.`,
    );
  } finally {
    await pool.end();
    await database.stop();
  }
} catch (error) {
  if (!(error instanceof RestoreRefusedError)) throw error;
  console.error(`Restore refused: ${error.message}`);
  process.exitCode = 1;
}
