import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { takeBaseBackup } from '../db/backup/base-backup';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

const USAGE = `Usage: npm run backup -- [--to <new directory>]

A consistent copy of the embedded database in DATA_DIR, taken while the app runs (ADR 0173).
Default directory: backups/wac-<time> under the current directory. Restore it with
npm run restore -- --from <directory>.`;

const { values } = parseArgs({
  options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
});
const env = loadEnv();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (env.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: npm run backup copies the embedded database only. Use your server’s snapshots or pg_dump (docs/operations.md).',
  );
  process.exit(1);
}

const dataDir = path.resolve(env.DATA_DIR);
const targetDir = path.resolve(
  values.to ?? path.join('backups', `wac-${new Date().toISOString().replace(/[:.]/g, '-')}`),
);
// Shares the app's running server (or starts one on DATA_DIR for the copy, then stops it).
const server = await startEmbeddedPostgres({ dataDir, logger: console });
try {
  const started = Date.now();
  const manifest = await takeBaseBackup({
    connectionString: server.connectionString,
    clusterDir: path.join(dataDir, 'postgres'),
    passwordFile: path.join(dataDir, 'postgres-password'),
    targetDir,
  });
  const megabytes = (manifest.bytes / 2 ** 20).toFixed(1);
  console.log(
    `Backup written to ${targetDir}: ${manifest.files} files, ${megabytes} MB and ${manifest.walFiles.length} WAL segment(s), consistent as of WAL ${manifest.stopLsn} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await server.stop();
}
