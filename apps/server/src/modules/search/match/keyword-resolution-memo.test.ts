import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { recordQueries } from '../../../../test/helpers/query-log';
import { resolveKeywordTsquery } from './keyword-resolution';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('keyword resolution remembered per process (ADR 0117)', () => {
  it('resolves a keyword once: a repeat sends no statement and gets the same answer', async () => {
    const keywords = 'memo cleaning, "window frames" -graffiti';
    const first = await resolveKeywordTsquery(database.pool, { keywords });
    expect(first?.text).toContain('clean');
    const statements = await recordQueries(database.pool, async () => {
      expect(await resolveKeywordTsquery(database.pool, { keywords })).toEqual(first);
    });
    expect(statements).toEqual([]);
    // Another keyword still goes to Postgres.
    const other = await recordQueries(database.pool, () =>
      resolveKeywordTsquery(database.pool, { keywords: 'memo catering' }),
    );
    expect(other.length).toBeGreaterThan(0);
  });

  it('hands out copies: a caller changing its answer does not change the next one', async () => {
    const keywords = 'memo roads, bridges';
    const first = await resolveKeywordTsquery(database.pool, { keywords });
    const alternatives = [...(first?.alternatives ?? [])];
    expect(alternatives).toHaveLength(2);
    first?.alternatives?.push("'changed'");
    if (first) first.text = 'changed';
    const second = await resolveKeywordTsquery(database.pool, { keywords });
    expect(second?.alternatives).toEqual(alternatives);
    expect(second?.text).not.toBe('changed');
  });

  it('does not remember a fallback after a failure that may not recur', async () => {
    // Two alternatives: words alone would need no check (ADR 0272).
    const keywords = 'memo lost, connection';
    // The parts query goes through; the check that follows loses its connection.
    const relay = {
      query: (sql: unknown, values?: unknown[]) =>
        String(sql).includes('::tsquery::text AS text')
          ? Promise.reject(Object.assign(new Error('connection lost'), { code: '08006' }))
          : database.pool.query(sql as string, values),
    } as unknown as Parameters<typeof resolveKeywordTsquery>[0];
    await resolveKeywordTsquery(relay, { keywords });
    const statements = await recordQueries(database.pool, () =>
      resolveKeywordTsquery(database.pool, { keywords }),
    );
    expect(statements.length).toBeGreaterThan(0);
  });
});
