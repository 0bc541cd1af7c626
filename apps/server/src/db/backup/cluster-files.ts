import { copyFile, lstat, mkdir, open, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a base backup leaves out of a running cluster's directory, as PostgreSQL's documentation
 * of the low-level backup API and pg_basebackup do: files of the running server (its pid and
 * options), a label left by an earlier backup, and directories the server empties or rebuilds
 * at start (kept, empty). The WAL is copied apart: only the segments the backup needs.
 */
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'current_logfiles',
  'postgresql.auto.conf.tmp',
]);
const EMPTIED_DIRECTORIES = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);

/** Anywhere in the tree: relation cache files and temporary files, rebuilt or useless. */
const isSkippedAnywhere = (name: string) =>
  name === 'pg_internal.init' || name.startsWith('pgsql_tmp');

export type CopyTotals = { files: number; bytes: number };

/** Copies `from` to `to` and flushes it to disk; false when the file vanished meanwhile. */
export async function copyDurably(from: string, to: string): Promise<boolean> {
  try {
    await copyFile(from, to);
  } catch (error) {
    // A table dropped or a temporary file removed while we copied: not part of the backup.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const handle = await open(to, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return true;
}

/**
 * Copies a running cluster's data directory (minus the above) into `target`. Files may change
 * while they are read: the WAL from the backup's start replays every change over them.
 */
export async function copyClusterFiles(clusterDir: string, target: string): Promise<CopyTotals> {
  const totals: CopyTotals = { files: 0, bytes: 0 };
  async function walk(relative: string): Promise<void> {
    await mkdir(path.join(target, relative), { recursive: true, mode: 0o700 });
    const entries = await readdir(path.join(clusterDir, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
    );
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (isSkippedAnywhere(entry.name)) continue;
      if (relative === '' && SKIPPED_FILES.has(entry.name)) continue;
      if (entry.isDirectory()) {
        if (relative === '' && EMPTIED_DIRECTORIES.has(entry.name)) {
          await mkdir(path.join(target, child), { mode: 0o700 });
        } else {
          await walk(child);
        }
      } else if (entry.isSymbolicLink()) {
        throw new Error(
          `${child} is a symbolic link (a tablespace?): not supported by this backup`,
        );
      } else if (entry.isFile()) {
        if (await copyDurably(path.join(clusterDir, child), path.join(target, child))) {
          totals.files += 1;
          totals.bytes += (await lstat(path.join(target, child))).size;
        }
      }
    }
  }
  await walk('');
  // The server recreates these at start, but only if their parent exists.
  await mkdir(path.join(target, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  await mkdir(path.join(target, 'pg_wal', 'summaries'), { recursive: true, mode: 0o700 });
  return totals;
}
