/**
 * Settings every pooled connection gets before its first query, whatever the server's defaults.
 *
 * JIT: a stock PostgreSQL (JIT on, `jit_above_cost` 100,000, as most distributions and managed
 * services ship it) compiles the plan of every search that counts over many rows, and the
 * compilation costs more than the query (58 requests/s against 511 with JIT off at concurrency
 * 16; ADR 0075 has the measurements). Our queries are short and index-driven, so it is off.
 */
export const JIT_MODES = ['off', 'server'] as const;
export type JitMode = (typeof JIT_MODES)[number];

/**
 * Parallel workers per statement (`max_parallel_workers_per_gather`): the server's own setting by
 * default (ADR 0354). Measured on 2 cores at 1,000,000 rows on a quiet machine, none at all
 * answered the fresh mix no faster at concurrency 8 and about a fifth slower at concurrency 1
 * (a large count no longer split across both cores); a number sets that many, for a machine
 * where measurements say otherwise.
 */
export const DEFAULT_PARALLEL_WORKERS: ParallelWorkers = 'server';
export type ParallelWorkers = number | 'server';

export type SessionSettings = Record<string, string>;

/**
 * JIT `off` (the default): no JIT in our sessions; `server`: keep the server's own setting.
 * Parallel workers: DEFAULT_PARALLEL_WORKERS (the server's) unless told otherwise.
 */
export function sessionSettingsFor(
  jit: JitMode = 'off',
  parallelWorkers: ParallelWorkers = DEFAULT_PARALLEL_WORKERS,
): SessionSettings {
  return {
    ...(jit === 'off' ? { jit: 'off' } : {}),
    ...(parallelWorkers === 'server'
      ? {}
      : { max_parallel_workers_per_gather: String(parallelWorkers) }),
  };
}

/**
 * The settings as the `options` startup parameter (`-c name=value ...`): the server applies them
 * when the connection opens, before any query and without a round trip of their own.
 */
export function startupOptionsFor(settings: SessionSettings): string | undefined {
  const entries = Object.entries(settings);
  if (entries.length === 0) return undefined;
  return entries.map(([name, value]) => `-c ${name}=${value}`).join(' ');
}
