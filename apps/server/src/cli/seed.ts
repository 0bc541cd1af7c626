import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createPool } from '../db/pool';
import { seedSampleData } from '../modules/sample-data/seed-sample-data';

/** `npm run seed -- --count N [--seed S]`: adds N generated sample opportunities. */
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '3000' },
    seed: { type: 'string' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error('--count must be a positive whole number');
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const pool = createPool(database.connectionString, 2);
try {
  await migrate(pool);
  const started = performance.now();
  const added = await seedSampleData(pool, {
    count,
    seed: values.seed ? Number(values.seed) : undefined,
    onProgress: (done) => {
      const rate = Math.round(done / ((performance.now() - started) / 1000));
      process.stdout.write(
        `\r${done.toLocaleString('en-GB')} / ${count.toLocaleString('en-GB')} (${rate}/s)`,
      );
    },
  });
  console.log(
    `\nAdded ${added} sample opportunities in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await pool.end();
  await database.stop();
}
