import type { Pool, PoolClient } from '../../src/db/pool';

/** Counts every statement sent through a pool, including on clients it hands out. */
export function countQueries(pool: Pool): { pool: Pool; count(): number; reset(): void } {
  let queries = 0;
  const countingQuery =
    <T extends { query: (...args: never[]) => unknown }>(target: T) =>
    (...args: Parameters<T['query']>) => {
      queries += 1;
      return target.query(...args);
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
    count: () => queries,
    reset: () => {
      queries = 0;
    },
  };
}
