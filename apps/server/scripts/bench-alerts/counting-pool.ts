import type { Pool, PoolClient } from '../../src/db/pool';

/** The statement's kind for the report: its first words (`INSERT INTO alert_deliveries`...). */
function describeStatement(text: unknown): string {
  const sql = typeof text === 'string' ? text : String((text as { text?: string })?.text ?? '');
  const words = sql.replace(/\s+/g, ' ').trim().split(' ');
  if (/^(SELECT|WITH)$/i.test(words[0] ?? '') && sql.includes('UNION ALL'))
    return 'match (UNION ALL)';
  return words.slice(0, 3).join(' ').slice(0, 40);
}

export type QueryStats = { count: number; ms: number };

/** Counts and times every statement sent through a pool, including on clients it hands out. */
export function countQueries(pool: Pool) {
  const stats = new Map<string, QueryStats>();
  const countingQuery =
    (target: { query: (...args: never[]) => unknown }) =>
    async (...args: never[]) => {
      const started = performance.now();
      try {
        return await target.query(...args);
      } finally {
        const key = describeStatement(args[0]);
        const entry = stats.get(key) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += performance.now() - started;
        stats.set(key, entry);
      }
    };
  const wrapClient = (client: PoolClient): PoolClient =>
    new Proxy(client, {
      get(target, property, receiver) {
        if (property === 'query') return countingQuery(target);
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const counted = new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'query') return countingQuery(target);
      if (property === 'connect') return async () => wrapClient(await target.connect());
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    pool: counted,
    count: () => [...stats.values()].reduce((sum, entry) => sum + entry.count, 0),
    /** The statement kinds, slowest first. */
    breakdown: () => [...stats].sort((a, b) => b[1].ms - a[1].ms),
    reset: () => stats.clear(),
  };
}
