import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { benchServerEnv } from '../shared/bench-server-env';

/** A server of one build (its esbuild bundle, `apps/server/dist/main.mjs`), run as production. */
export type BuiltServer = {
  name: string;
  origin: string;
  /** CPU time the server's process has used so far, in ms: user and system. */
  cpuMs(): { user: number; system: number };
  stop(): Promise<void>;
};

const CLOCK_TICK_MS = 10;

function cpuMsOf(pid: number): { user: number; system: number } {
  // /proc/<pid>/stat: utime and stime are fields 14 and 15, after the command's parentheses.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * CLOCK_TICK_MS, system: Number(fields[12]) * CLOCK_TICK_MS };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${origin}: server exited ${child.exitCode}`);
    const ok = await fetch(`${origin}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${origin}: no answer after 60 s`);
}

/** Starts the build's `entry` on `port` against `databaseUrl`, without jobs or sync; resolves once it answers. */
export async function startBuiltServer(
  build: { name: string; entry: string; flags: string[] },
  port: number,
  databaseUrl: string,
): Promise<BuiltServer> {
  const { name, entry } = build;
  // BENCH_SERVER_NODE_FLAGS: flags for both servers' node (e.g. `--cpu-prof --cpu-prof-dir=...`).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...build.flags, entry], {
    env: benchServerEnv(databaseUrl, port),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(origin, child);
  const pid = child.pid!;
  return {
    name,
    origin,
    cpuMs: () => cpuMsOf(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * BENCH_BUILDS: `name=entry|name=entry`, two builds' bundles to compare; node flags for one build
 * alone go before its entry (`name=--max-semi-space-size=32 path/to/main.mjs`).
 */
export function parseBuilds(
  text: string | undefined,
): { name: string; entry: string; flags: string[] }[] {
  const builds = (text ?? '').split('|').map((part) => {
    const at = part.indexOf('=');
    const words = part
      .slice(at + 1)
      .split(' ')
      .filter(Boolean);
    const entry = words.pop();
    if (at < 1 || !entry) {
      throw new Error('BENCH_BUILDS: name=path/to/main.mjs|name=path/to/main.mjs');
    }
    return { name: part.slice(0, at), entry, flags: words };
  });
  if (builds.length !== 2) throw new Error('BENCH_BUILDS names two builds');
  return builds;
}
