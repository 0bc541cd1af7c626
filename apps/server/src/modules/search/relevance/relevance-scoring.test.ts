import { searchQuerySchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import type { Pool } from '../../../db/pool';
import { resolveKeywordTsquery } from '../match/keyword-resolution';
import { type SearchFilters, toSearchFilters } from '../match/search-filters';
import { buildSearchConditions } from '../search-conditions';
import { rankPage, SERIAL_SCORING_LIMIT } from './relevance-ranking';
import { rankLevelsSql } from './relevance-tokens';

let testApp: TestApp;

// Rows holding "bridge", "inspection" and "lighting" in different fields and numbers, and one
// holding none of them: every level from absent to strong is met.
beforeAll(async () => {
  testApp = await createTestApp();
  const fields = ['title', 'description', 'buyer'] as const;
  for (let index = 0; index < 30; index += 1) {
    const field = fields[index % fields.length]!;
    const words = ['bridge', 'inspection', 'lighting'].filter((_, word) => (index >> word) & 1);
    const text = words.length > 0 ? `${words.join(' ')} `.repeat(1 + (index % 4)) : 'school';
    await createOpportunity(testApp.database.pool, {
      title: field === 'title' ? `${text} contract ${index}` : `Contract ${index}`,
      description: field === 'description' ? `Works: ${text}` : 'Works.',
      buyer_name: field === 'buyer' ? `${text} council` : 'Test Council',
    });
  }
});
afterAll(async () => {
  await testApp.close();
});

describe('rank levels read inline (ADR 0270)', () => {
  it('gives every row the strongest level of each word in its tokens, NULL where absent', async () => {
    const pool = testApp.database.pool;
    const wordSets = [
      ['bridg'],
      ['bridg', 'inspect'],
      ['inspect', 'light', 'bridg'],
      ['absentword'],
      ['light', 'absentword', 'light'],
    ];
    for (const lexemes of wordSets) {
      const { rows } = await pool.query<{
        id: string;
        inline: (number | null)[];
        tokens: string[];
        hashes: string[];
      }>(
        `WITH h AS (SELECT array_agg(search_rank_lexeme_hash(l) ORDER BY n) AS hashes
                      FROM unnest($1::text[]) WITH ORDINALITY AS w (l, n))
         SELECT r.opportunity_id::text AS id,
                ${rankLevelsSql('r.rank_tokens', '(SELECT hashes FROM h)', lexemes.length)} AS inline,
                r.rank_tokens::text[] AS tokens, (SELECT hashes FROM h)::text[] AS hashes
           FROM opportunity_search_rank r ORDER BY r.opportunity_id`,
        [lexemes],
      );
      expect(rows).toHaveLength(30);
      for (const row of rows) {
        expect(row.inline, `${lexemes} of ${row.id}`).toEqual(levelsOf(row.tokens, row.hashes));
      }
      const levels = rows.flatMap((row) => row.inline);
      if (lexemes.includes('bridg'))
        expect(levels.some((level) => level !== null && level > 0)).toBe(true);
      if (lexemes.includes('absentword')) expect(levels).toContain(null);
    }
  });

  it('leaves no search_rank_levels in the schema, nor any function or view calling it', async () => {
    const { rows } = await testApp.database.pool.query(
      `SELECT proname AS name FROM pg_proc WHERE proname = 'search_rank_levels'
          OR prosrc LIKE '%search_rank_levels%'
       UNION ALL
       SELECT viewname FROM pg_views WHERE definition LIKE '%search_rank_levels%'`,
    );
    expect(rows).toEqual([]);
  });

  it('gives an empty or missing token array NULL for every word', async () => {
    const { rows } = await testApp.database.pool.query<{ empty: unknown; missing: unknown }>(
      `SELECT ${rankLevelsSql("'{}'::bigint[]", "'{1,2}'", 2)} AS empty,
              ${rankLevelsSql('NULL::bigint[]', "'{1,2}'", 2)} AS missing`,
    );
    expect(rows[0]).toEqual({ empty: [null, null], missing: [null, null] });
  });
});

/**
 * The reference the expression must match, read from the tokens in TypeScript as migration 0160
 * packs them (word hash in the upper 48 bits, level in bits 12-15): each word's strongest level,
 * null where no token holds it. It replaces 0160's search_rank_levels, dropped by 0414 (ADR 0307).
 */
function levelsOf(tokens: readonly string[], hashes: readonly string[]): (number | null)[] {
  return hashes.map((hash) => {
    const levels = tokens
      .map(BigInt)
      .filter((token) => (token & -65536n) === BigInt(hash))
      .map((token) => Number((token >> 12n) & 15n));
    return levels.length > 0 ? Math.max(...levels) : null;
  });
}

/**
 * The statements sent while `action` runs: through `pool.query`, and on clients checked out of
 * `pool` (transactions).
 */
async function recordStatements(pool: Pool, action: () => Promise<unknown>) {
  const statements: string[] = [];
  const restores: (() => void)[] = [];
  const poolQuery = pool.query;
  pool.query = ((text: unknown, ...rest: unknown[]) => {
    statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
    return (poolQuery as (...args: unknown[]) => unknown).call(pool, text, ...rest);
  }) as typeof pool.query;
  restores.push(() => {
    pool.query = poolQuery;
  });
  const connect = pool.connect.bind(pool);
  // pool.query checks a client out with a callback: left as it is (not a transaction).
  pool.connect = (async (...args: unknown[]) => {
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    const client = await connect();
    const query = client.query;
    restores.push(() => {
      client.query = query;
    });
    client.query = ((text: unknown, ...rest: unknown[]) => {
      statements.push(typeof text === 'string' ? text : String((text as { text?: string }).text));
      return (query as (...args: unknown[]) => unknown).call(client, text, ...rest);
    }) as typeof client.query;
    return client;
  }) as Pool['connect'];
  try {
    await action();
  } finally {
    pool.connect = connect as Pool['connect'];
    for (const restore of restores) restore();
  }
  return statements;
}

describe('scoring a few matches in one backend (ADRs 0271, 0359)', () => {
  it('turns parallel workers off for a few matches only, and ranks the same page either way', async () => {
    const pool = testApp.database.pool;
    const now = new Date(Date.UTC(2025, 5, 1));
    const filters = toSearchFilters(searchQuerySchema.parse({ q: 'bridge inspection' }));
    const resolved = await resolveKeywordTsquery(pool, filters);
    const conditionsFor = (variant: SearchFilters) =>
      buildSearchConditions(variant, { resolved: resolved ?? undefined, now });
    const search = {
      filters,
      exclusion: null,
      conditions: conditionsFor(filters),
      conditionsFor,
      now,
    };
    const rankWithTotal = async (total: number) => {
      let rows: string[] = [];
      const statements = await recordStatements(pool, async () => {
        const ranked = await rankPage(pool, search, {
          offset: 0,
          limit: 20,
          total,
          strategy: 'score every match',
        });
        rows = (ranked?.rows ?? []).map((row) => `${row.id}:${row.score.toFixed(9)}`);
      });
      // The marker of a plan without parallel workers (ADR 0359), in the scoring statement
      // itself: no transaction opens for it.
      const isSerial = statements.some((sql) => sql.includes('search_serial_plan()'));
      const transactions = statements.filter((sql) => sql.startsWith('BEGIN')).length;
      return { rows, isSerial, transactions };
    };
    const few = await rankWithTotal(8);
    const many = await rankWithTotal(SERIAL_SCORING_LIMIT + 1);
    expect(few.rows.length).toBeGreaterThan(0);
    expect(few).toEqual({ rows: many.rows, isSerial: true, transactions: 0 });
    expect(many.isSerial).toBe(false);
  });
});
