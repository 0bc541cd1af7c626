import { existsSync } from 'node:fs';
import { chown, cp, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { readRunningServer, resolveRunAsUser } from '../embedded-postgres';
import {
  BACKUP_CLUSTER_DIR,
  BACKUP_FORMAT,
  BACKUP_MANIFEST,
  BACKUP_PASSWORD_FILE,
  type BackupManifest,
} from './base-backup';

export class RestoreRefusedError extends Error {}

/** The backup's manifest, after checking the directory holds what a backup writes. */
export async function readBackup(backupDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(backupDir, BACKUP_MANIFEST);
  if (!existsSync(manifestFile)) {
    throw new RestoreRefusedError(`${backupDir} is not a backup (no ${BACKUP_MANIFEST})`);
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  const label = path.join(backupDir, BACKUP_CLUSTER_DIR, 'backup_label');
  if (manifest.format !== BACKUP_FORMAT || !existsSync(label)) {
    throw new RestoreRefusedError(`${backupDir} is not a complete ${BACKUP_FORMAT} backup`);
  }
  return manifest;
}

/** Changes the owner of `dir` and everything under it (the postgres user, when we are root). */
async function chownTree(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  await chown(dir, owner.uid, owner.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(child, owner);
    else await chown(child, owner.uid, owner.gid);
  }
}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Puts a backup in place of DATA_DIR's database, which must be stopped: a running server is
 * refused (its files are live; copying over them would corrupt both). A database already there
 * is moved aside (`postgres.before-restore-<time>`), never deleted. The next start replays the
 * backup's WAL (backup_label) and opens the database as it was when the backup ended.
 */
export async function restoreBaseBackup(options: {
  backupDir: string;
  dataDir: string;
}): Promise<{ manifest: BackupManifest; movedAside: string[] }> {
  const manifest = await readBackup(options.backupDir);
  const clusterDir = path.join(options.dataDir, 'postgres');
  const passwordFile = path.join(options.dataDir, 'postgres-password');
  const running = await readRunningServer(clusterDir);
  if (running?.isOurs) {
    throw new RestoreRefusedError(
      `The database in ${clusterDir} is running (postgres process ${running.pid}): stop the app (and any command using it) first.`,
    );
  }
  const movedAside: string[] = [];
  const suffix = `.before-restore-${timestamp()}`;
  for (const current of [clusterDir, passwordFile]) {
    if (!existsSync(current)) continue;
    await rename(current, current + suffix);
    movedAside.push(current + suffix);
  }
  await cp(path.join(options.backupDir, BACKUP_CLUSTER_DIR), clusterDir, {
    recursive: true,
    preserveTimestamps: true,
  });
  await cp(path.join(options.backupDir, BACKUP_PASSWORD_FILE), passwordFile);
  const runAs = resolveRunAsUser();
  if (runAs) await chownTree(clusterDir, runAs);
  return { manifest, movedAside };
}
