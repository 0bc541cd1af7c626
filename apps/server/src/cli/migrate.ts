import { loadEnv } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createPool } from '../db/pool';

/** `npm run db:migrate`: applies pending SQL migrations and exits. */
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const pool = createPool(database.connectionString, 2);
try {
  const applied = await migrate(pool);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await pool.end();
  await database.stop();
}
