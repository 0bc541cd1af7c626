import type { Pool } from '../../src/db/pool';

// The store prunes expired rows now and then in the background: not part of a request's work.
const BACKGROUND = /DELETE FROM rate_limit_counters WHERE reset_at < now\(\)/;

/**
 * The SQL (text only, no parameters) that `pool` runs while `action` is in flight: what a
 * request did before its answer, to compare two requests' work without timing them.
 */
export async function recordQueries(pool: Pool, action: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const original = pool.query.bind(pool);
  const spy = ((text: unknown, ...rest: unknown[]) => {
    const sql = typeof text === 'string' ? text : String((text as { text?: string })?.text);
    if (!BACKGROUND.test(sql)) statements.push(sql.replace(/\s+/g, ' ').trim());
    return (original as (...args: unknown[]) => unknown)(text, ...rest);
  }) as Pool['query'];
  pool.query = spy;
  try {
    await action();
  } finally {
    pool.query = original;
  }
  return statements;
}
