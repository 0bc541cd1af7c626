import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import type { Pool } from '../../../db/pool';
import { prepareSearch } from '../search-prepare';
import { countMatches } from './count-matches';
import { SearchCountsMemo } from './search-counts-memo';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  for (let index = 0; index < 6; index += 1) {
    await createOpportunity(database.pool, { title: `Harbour dredging lot ${index + 1}` });
  }
});
afterAll(async () => {
  await database.close();
});

/** The pool, with the text (or name) of every statement sent through it kept in `sent`. */
function recordingPool(sent: string[]): Pool {
  const pool = database.pool;
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') {
        return (query: string | { name?: string; text: string }, values?: unknown[]) => {
          sent.push(typeof query === 'string' ? query : (query.name ?? query.text));
          return target.query(query as never, values as never);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('a count the process has made before (ADR 0315)', () => {
  it('is read from the count cache by the light statement; a fresh one counts in one', async () => {
    const query = searchQuerySchema.parse({ q: 'harbour', value_from: '1' });
    const search = await prepareSearch(database.pool, query);
    const countsMemo = new SearchCountsMemo();
    const count = async () => {
      const sent: string[] = [];
      const db = recordingPool(sent);
      const summary = await countMatches({ db, isCountCacheEnabled: true, countsMemo }, search);
      return { summary, sent };
    };
    const isOneStatement = (sql: string) => sql.includes('cached AS');
    const probe = 'wac_current_cached_facet_counts';

    const fresh = await count();
    expect(fresh.sent.some(isOneStatement)).toBe(true);
    expect(fresh.sent).not.toContain(probe);

    const repeat = await count();
    expect(repeat.sent).toContain(probe);
    expect(repeat.sent.some(isOneStatement)).toBe(false);
    expect(repeat.summary).toEqual(fresh.summary);

    // Another process's memory (or a forgotten key): the one statement again, same answer.
    const elsewhere = await countMatches(
      { db: database.pool, isCountCacheEnabled: true, countsMemo: new SearchCountsMemo() },
      search,
    );
    expect(elsewhere).toEqual(fresh.summary);
  });
});
