import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';
import { recordQueries } from '../../../../test/helpers/query-log';
import { buildRankPlan } from './relevance-plan';
import { inverseDocumentFrequency } from './relevance-score';

/**
 * Each word's documents as the rank plan's statement read them before ADR 0336, in SQL beside
 * the words (the same statistics' columns, parsed the same way): the share times the ledger's
 * rows, a word the statistics do not list half the rarest listed share.
 */
async function documentsAsBefore(database: TestDatabase, lexeme: string): Promise<number> {
  const { rows } = await database.pool.query<{
    frequency: number | null;
    min_frequency: number | null;
    rows: string;
  }>(
    `WITH stats AS (
       SELECT e.lexeme, e.frequency
         FROM pg_stats p,
              unnest(p.most_common_elems::text::text[], p.most_common_elem_freqs) AS e (lexeme, frequency)
        WHERE p.schemaname = current_schema() AND p.tablename = 'opportunity_search'
          AND p.attname = 'search_vector' AND p.most_common_elems IS NOT NULL)
     SELECT (SELECT s.frequency FROM stats s WHERE s.lexeme = $1 LIMIT 1) AS frequency,
            (SELECT min(s.frequency) FROM stats s WHERE s.lexeme IS NOT NULL) AS min_frequency,
            (SELECT coalesce(sum(doc_count), 0) FROM opportunity_search_counts)::text AS rows`,
    [lexeme],
  );
  const row = rows[0];
  if (!row) throw new Error('no figures');
  if (row.frequency !== null) return row.frequency * Number(row.rows);
  return row.min_frequency !== null ? (row.min_frequency * Number(row.rows)) / 2 : 1;
}

async function ledgerRows(database: TestDatabase): Promise<number> {
  const { rows } = await database.pool.query<{ rows: string }>(
    'SELECT coalesce(sum(doc_count), 0)::text AS rows FROM opportunity_search_counts',
  );
  return Number(rows[0]?.rows);
}

describe("Best Match's word rarity from the planner's statistics", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // `gritting` in every row, `salt` in a third: listed; `glacier` in one row only.
    for (let i = 0; i < 60; i += 1) {
      const salt = i % 3 === 0 ? ' salt spreading' : '';
      const glacier = i === 7 ? ' glacier survey' : '';
      await createOpportunity(database.pool, { title: `Winter gritting ${i}${salt}${glacier}` });
    }
    // A small statistics target, so the statistics list a few lexemes only, as at a million rows.
    await database.pool.query(
      'SET default_statistics_target = 1; ANALYZE opportunity_search; RESET default_statistics_target',
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives each word the rarity the statement worked out beside it', async () => {
    const plan = await buildRankPlan(database.pool, 'gritting salt glacier', null);
    const [alternative] = plan.alternatives;
    expect(alternative?.lexemes).toEqual(['glacier', 'grit', 'salt']);
    const rows = await ledgerRows(database);
    const expected = await Promise.all(
      ['glacier', 'grit', 'salt'].map(async (lexeme) =>
        inverseDocumentFrequency(await documentsAsBefore(database, lexeme), rows),
      ),
    );
    expect(alternative?.idfs).toEqual(expected);
    // Both ways a word's share is found: listed (`grit`), and not (`glacier`: half the rarest).
    const { rows: listed } = await database.pool.query<{ lexeme: string }>(
      `SELECT unnest(most_common_elems::text::text[]) AS lexeme FROM pg_stats
        WHERE tablename = 'opportunity_search' AND attname = 'search_vector'`,
    );
    expect(listed.map((row) => row.lexeme)).toContain('grit');
    expect(listed.map((row) => row.lexeme)).not.toContain('glacier');
    expect(alternative?.idfs[1]).toBeLessThan(alternative?.idfs[2] ?? 0);
  });

  it("reads the statistics once per pool, not with every search's words", async () => {
    await buildRankPlan(database.pool, 'salt', null);
    const statements = await recordQueries(database.pool, async () => {
      await buildRankPlan(database.pool, 'gritting', null);
      await buildRankPlan(database.pool, 'glacier survey', null);
    });
    expect(statements).toHaveLength(2);
    expect(statements.filter((sql) => sql.includes('pg_stats'))).toEqual([]);
  });
});
