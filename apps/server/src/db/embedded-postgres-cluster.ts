import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The files and processes around an embedded PostgreSQL cluster: its binaries, the user it runs
 * as, its data directory, and a postmaster an earlier run left behind. embedded-postgres.ts
 * starts and supervises the server itself.
 */
export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };

type ClusterLogger = { info(msg: string): void; warn(msg: string): void };

export const SUPERUSER = 'postgres';
const STOP_TIMEOUT_MS = 10_000;

export async function loadBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as PostgresBinaries;
  } catch (error) {
    throw new Error(`No embedded Postgres binaries for ${name}; set DATABASE_URL instead`, {
      cause: error,
    });
  }
}

/** Postgres refuses to run as root: we run it as the `postgres` system user, creating it once. */
export function resolveRunAsUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', SUPERUSER]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', SUPERUSER]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER]);
    return lookup();
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isProcessAlive(pid);
}

/** The postmaster of `clusterDir` from its postmaster.pid: pid, port, and who started it. */
export async function readRunningServer(clusterDir: string) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!(pid > 0) || !isProcessAlive(pid))
    return { pidFile, pid, port, isOurs: false, parentPid: 0 };
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the ')'.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const parentPid = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
  const isOurs = cmdline.includes('postgres') && cmdline.includes(clusterDir);
  return { pidFile, pid, port, isOurs, parentPid };
}

/**
 * A postmaster started by a process that is still running (the app, while a CLI such as
 * `npm run user` opens the same data directory): its starter is a live Node process, not init.
 * That postgres is in use and is shared, never stopped.
 */
export async function isStartedByLiveApp(parentPid: number): Promise<boolean> {
  if (!(parentPid > 1) || !isProcessAlive(parentPid)) return false;
  const cmdline = await readFile(`/proc/${parentPid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('node');
}

/**
 * A postmaster.pid left by a crash: stop the orphan if it still runs on our data directory,
 * otherwise remove the stale file so a recycled PID cannot block start-up.
 */
export async function clearStaleServer(clusterDir: string, logger: ClusterLogger | undefined) {
  const server = await readRunningServer(clusterDir);
  if (!server) return;
  const { pidFile, pid, isOurs: isOurPostgres } = server;
  if (isOurPostgres) {
    logger?.warn(`stopping orphaned postgres (pid ${pid}) from an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) process.kill(pid, 'SIGKILL');
    await waitForExit(pid, STOP_TIMEOUT_MS);
  }
  await rm(pidFile, { force: true });
}

export async function initialiseCluster(
  binaries: PostgresBinaries,
  clusterDir: string,
  passwordFile: string,
  runAs: { uid: number; gid: number } | undefined,
) {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(24).toString('base64url');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  const initPasswordFile = path.join(os.tmpdir(), `wac-pg-init-${randomBytes(6).toString('hex')}`);
  await writeFile(initPasswordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(clusterDir, runAs.uid, runAs.gid);
    await chown(initPasswordFile, runAs.uid, runAs.gid);
  }
  try {
    execFileSync(
      binaries.initdb,
      [
        `--pgdata=${clusterDir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${initPasswordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { ...runAs, stdio: 'pipe', env: { ...process.env, LC_ALL: 'C' } },
    );
  } finally {
    await rm(initPasswordFile, { force: true });
  }
}

/**
 * Lets the postgres user traverse to the data directory when we run as root: adds the search
 * (execute) bit for group and others to each ancestor and keeps every other bit. Setting 0755
 * outright would strip the sticky bit and world write from /tmp and break other programs (apt).
 */
export async function ensureTraversable(dir: string) {
  for (let current = dir; current !== path.dirname(current); current = path.dirname(current)) {
    const mode = await stat(current).then(
      (info) => info.mode & 0o7777,
      () => undefined,
    );
    if (mode === undefined || (mode & 0o011) === 0o011) continue;
    await chmod(current, mode | 0o011).catch(() => undefined);
  }
}

/**
 * Postgres's own page cache: a quarter of the machine's memory (PostgreSQL's own advice for a
 * dedicated server), between 128 MB and 8 GB. At a million opportunities the search copy with its
 * TOASTed search vectors and indexes is about 2.6 GB and the opportunities 1.7 GB; a search
 * whose pages come through the kernel's cache instead costs about twice the CPU (ADR 0130, which
 * raised it from a sixteenth up to 1 GB, ADR 0004). The memory is touched only as pages are
 * cached, so a small database does not grow the process.
 */
export function defaultSharedBuffers(totalMemoryBytes: number): string {
  const megabytes = Math.floor(totalMemoryBytes / 4 / 2 ** 20);
  return `${Math.min(8192, Math.max(128, megabytes))}MB`;
}
