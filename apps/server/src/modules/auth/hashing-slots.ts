import os from 'node:os';

/** libuv's thread pool size: UV_THREADPOOL_SIZE when set (read once, at the pool's start), else 4. */
export function threadPoolSize(env: NodeJS.ProcessEnv = process.env): number {
  const size = Number(env.UV_THREADPOOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 4;
}

/**
 * How many password hashes may run at once (ADR 0135): never the whole thread pool, which
 * file reads (static files), async zlib (streamed CSV exports) and DNS lookups share with
 * scrypt, so a burst of logins cannot hold them up for a hash's ~100 ms; and no more than the
 * cores, as more hashes at once only share the same CPU and each takes longer.
 */
export function passwordHashingSlots(poolSize: number, cores: number): number {
  return Math.max(1, Math.min(poolSize - 1, cores));
}

/**
 * Runs at most `slots` tasks at once, the rest in arrival order as slots free up. A finishing
 * task hands its slot straight to the next waiting one, so a newcomer cannot slip in between.
 */
export function createSlotLimiter(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The slots this process's password hashes run in. */
export const inHashingSlot = createSlotLimiter(
  passwordHashingSlots(threadPoolSize(), os.availableParallelism()),
);
