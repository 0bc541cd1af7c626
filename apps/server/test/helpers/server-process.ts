import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const repoRoot = path.resolve(serverRoot, '../..');

/** Builds the compiled server as `npm start` does before it runs it (a no-op when fresh). */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/server-build.mjs')], {
    stdio: 'pipe',
  });
}

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

/**
 * Starts the real server process as `npm start` runs it (the compiled bundle, ADR 0077) and
 * resolves once it logs that it is up. `env` is added to this process's environment.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /WAC is up at (http:\/\/[^"\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({
          child,
          url: match[1].replace('localhost', '127.0.0.1'),
          output: () => output,
          exited,
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then((code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

/** PIDs of postgres processes whose command line names our data directory. */
export function postgresPidsFor(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return (
          cmdline.includes('postgres') && cmdline.includes(dataDir) && !cmdline.includes('tsx')
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

export function parentPid(pid: number): number | null {
  try {
    // /proc/PID/stat: "pid (comm) state ppid ...": comm may hold spaces, so read after its ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

/**
 * The postmasters among them: a backend just forked for a new connection shows its parent's
 * command line until it renames itself, which takes a while on a busy machine.
 */
export function postmasterPidsFor(dataDir: string): number[] {
  const pids = postgresPidsFor(dataDir);
  return pids.filter((pid) => !pids.includes(parentPid(pid) ?? -1));
}
