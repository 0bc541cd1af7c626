import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database';

/**
 * The premise of moving the phrase pairs (ADR 0024) out of the stored vectors into an index on
 * `search_phrase_pairs(search_vector)` (issue 36, ADRs 0350 and 0368): the function computes the
 * same pairs from a vector as stored today (words and pairs) as from its words alone, because a
 * stored pair lexeme has no positions and the function reads positions only; and a stored vector
 * is exactly its words and their pairs, so stripping the pairs loses nothing the expression does
 * not give back. An index on the expression is then the same before, during and after a strip.
 */

let database: TestDatabase;

const TITLES = [
  'Social value in catering',
  'Health and safety training for the county',
  'Road maintenance services, road maintenance and cleaning',
  'Grounds work',
];

/** A stored vector's words: every lexeme but the pairs (real lexemes never hold a space). */
const WORDS_OF = (vector: string) =>
  `ts_delete(${vector}, ARRAY(SELECT e.lexeme FROM unnest(${vector}) AS e
                               WHERE strpos(e.lexeme, ' ') > 0))`;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const [index, title] of TITLES.entries()) {
    await createOpportunity(database.pool, {
      title,
      description: index === 0 ? 'Value of meals; health and safety' : null,
      buyer_name: index === 3 ? 'Social Value Trust' : 'Anytown Council',
    });
  }
});
afterAll(async () => {
  await database.close();
});

describe('search_phrase_pairs over stored vectors', () => {
  it('stores pair lexemes without positions', async () => {
    const { rows } = await database.pool.query<{ pairs: number; positioned: number }>(
      `SELECT count(*)::int AS pairs, count(*) FILTER (WHERE e.positions <> '{}')::int AS positioned
         FROM opportunity_search s, unnest(s.search_vector) AS e
        WHERE strpos(e.lexeme, ' ') > 0`,
    );
    expect(rows[0]?.pairs).toBeGreaterThan(10);
    expect(rows[0]?.positioned).toBe(0);
  });

  it('gives the same pairs from a stored vector as from its words alone', async () => {
    const { rows } = await database.pool.query<{
      id: string;
      same_pairs: boolean;
      words_and_pairs: boolean;
      has_pairs: boolean;
    }>(
      `SELECT s.opportunity_id::text AS id,
              search_phrase_pairs(s.search_vector) = search_phrase_pairs(${WORDS_OF('s.search_vector')})
                AS same_pairs,
              s.search_vector = ${WORDS_OF('s.search_vector')}
                                || search_phrase_pairs(${WORDS_OF('s.search_vector')})
                AS words_and_pairs,
              length(search_phrase_pairs(s.search_vector)) > 0 AS has_pairs
         FROM opportunity_search s ORDER BY s.opportunity_id`,
    );
    expect(rows).toHaveLength(TITLES.length);
    for (const row of rows) {
      expect(row, row.id).toMatchObject({ same_pairs: true, words_and_pairs: true });
      expect(row.has_pairs, row.id).toBe(true);
    }
  });

  it('finds a pair by the expression over the words alone where the stored pair is', async () => {
    for (const pair of ["'social 1 valu'", "'health 2 safeti'", "'road 1 mainten'"]) {
      const { rows } = await database.pool.query<{ stored: string[]; expression: string[] }>(
        `SELECT ARRAY(SELECT opportunity_id::text FROM opportunity_search
                       WHERE search_vector @@ $1::tsquery ORDER BY 1) AS stored,
                ARRAY(SELECT opportunity_id::text FROM opportunity_search
                       WHERE search_phrase_pairs(${WORDS_OF('search_vector')}) @@ $1::tsquery
                       ORDER BY 1) AS expression`,
        [pair],
      );
      expect(rows[0]?.stored.length, pair).toBeGreaterThan(0);
      expect(rows[0]?.expression, pair).toEqual(rows[0]?.stored);
    }
  });
});
