import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config/env';

/** A free TCP port on loopback. */
export async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real app (`src/main.ts`: HTTP, pg-boss workers, per-source sync on its schedule) in a
 * process of its own, as `npm start` runs it minus the web build. Resolves once it answers.
 */
export async function startApp(env: Record<string, string>): Promise<{
  url: string;
  stop(): Promise<void>;
}> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    const isUp = await fetch(`${url}/api/health/`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) throw new Error('the app did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 8000).unref();
      }),
  };
}
