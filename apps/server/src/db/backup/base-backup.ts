import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { copyClusterFiles, copyDurably } from './cluster-files';

/** What `npm run backup` writes next to the copy (backup.json), and restore checks. */
export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  postgresMajorVersion: string;
  startLsn: string;
  stopLsn: string;
  walFiles: string[];
  files: number;
  bytes: number;
};

export const BACKUP_FORMAT = 'wac-base-backup-1';
export const BACKUP_MANIFEST = 'backup.json';
/** The copied cluster and its superuser password, under the backup directory. */
export const BACKUP_CLUSTER_DIR = 'postgres';
export const BACKUP_PASSWORD_FILE = 'postgres-password';

const SEGMENT_NAME = /^[0-9A-F]{24}$/;

/**
 * A consistent copy of a running PostgreSQL cluster with its own base-backup functions, needing
 * no client program (the embedded server ships no pg_basebackup or pg_dump; ADR 0173):
 * 1. a temporary physical replication slot keeps the WAL from here on (pg_basebackup's way);
 * 2. pg_backup_start (with a fast checkpoint) begins the backup;
 * 3. the data directory is copied while the server keeps writing;
 * 4. pg_backup_stop ends it and answers the backup_label, written into the copy;
 * 5. the WAL segments from the label's start to the stop point are copied into its pg_wal.
 * Started from the copy, PostgreSQL replays that WAL and opens the database as it was at the
 * stop point: every transaction committed before pg_backup_stop, none half-done.
 */
export async function takeBaseBackup(options: {
  connectionString: string;
  clusterDir: string;
  passwordFile: string;
  targetDir: string;
}): Promise<BackupManifest> {
  const { clusterDir, targetDir } = options;
  if (existsSync(targetDir) && (await readdir(targetDir)).length > 0) {
    throw new Error(`${targetDir} is not empty: give a new directory for the backup`);
  }
  const copyDir = path.join(targetDir, BACKUP_CLUSTER_DIR);
  await mkdir(copyDir, { recursive: true, mode: 0o700 });

  // One session throughout: the slot and the backup belong to it and end with it.
  const client = new pg.Client({ connectionString: options.connectionString });
  await client.connect();
  try {
    const { rows: levels } = await client.query<{ wal_level: string }>('SHOW wal_level');
    if (levels[0]?.wal_level === 'minimal') {
      throw new Error('wal_level is minimal: a base backup needs replica or logical');
    }
    const slot = `wac_backup_${randomBytes(6).toString('hex')}`;
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [slot]);
    await client.query('SELECT pg_backup_start($1, true)', [`wac ${new Date().toISOString()}`]);
    const totals = await copyClusterFiles(clusterDir, copyDir);
    const { rows } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const stop = rows[0]!;
    await writeFile(path.join(copyDir, 'backup_label'), stop.labelfile, { mode: 0o600 });
    if (stop.spcmapfile) {
      await writeFile(path.join(copyDir, 'tablespace_map'), stop.spcmapfile, { mode: 0o600 });
    }
    const startLsn = /^START WAL LOCATION: (\S+) \(file ([0-9A-F]{24})\)/m.exec(stop.labelfile);
    if (!startLsn) throw new Error('pg_backup_stop answered a backup label without a start');
    const { rows: stopFile } = await client.query<{ name: string }>(
      'SELECT pg_walfile_name($1::pg_lsn) AS name',
      [stop.lsn],
    );
    const walFiles = await copyWal(clusterDir, copyDir, startLsn[2]!, stopFile[0]!.name);
    await client.query('SELECT pg_drop_replication_slot($1)', [slot]);

    await copyDurably(options.passwordFile, path.join(targetDir, BACKUP_PASSWORD_FILE));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      postgresMajorVersion: (await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim(),
      startLsn: startLsn[1]!,
      stopLsn: stop.lsn,
      walFiles,
      ...totals,
    };
    await writeFile(
      path.join(targetDir, BACKUP_MANIFEST),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    return manifest;
  } finally {
    await client.end();
  }
}

/** The segments from `first` to `last` (names sort in WAL order) and the timeline histories. */
async function copyWal(clusterDir: string, copyDir: string, first: string, last: string) {
  const from = path.join(clusterDir, 'pg_wal');
  const needed = (await readdir(from)).filter(
    (name) =>
      name.endsWith('.history') || (SEGMENT_NAME.test(name) && name >= first && name <= last),
  );
  if (!needed.includes(first) || !needed.includes(last)) {
    throw new Error(`WAL segments ${first} to ${last} are not all in ${from}`);
  }
  for (const name of needed) {
    if (!(await copyDurably(path.join(from, name), path.join(copyDir, 'pg_wal', name)))) {
      throw new Error(`WAL segment ${name} vanished while it was copied`);
    }
  }
  return needed.filter((name) => SEGMENT_NAME.test(name)).sort();
}
