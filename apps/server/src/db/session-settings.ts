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

export type SessionSettings = Record<string, string>;

/** `off` (the default): no JIT in our sessions. `server`: keep the server's own setting. */
export function sessionSettingsFor(jit: JitMode = 'off'): SessionSettings {
  return jit === 'off' ? { jit: 'off' } : {};
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
