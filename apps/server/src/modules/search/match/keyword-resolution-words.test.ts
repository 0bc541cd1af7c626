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

describe('a box of words alone resolved in one round trip (ADR 0272)', () => {
  it('sends one statement and answers what Postgres normalises the words to', async () => {
    const boxes = [
      'words sticky',
      'words appliances materials',
      'words Road-works repair',
      "words O'Brien café crème",
      'words 100% recycled paper',
      'words the repair of a bridge',
    ];
    for (const keywords of boxes) {
      const statements = await recordQueries(database.pool, async () => {
        const resolved = await resolveKeywordTsquery(database.pool, { keywords });
        const { rows } = await database.pool.query<{ text: string }>(
          `SELECT ('( ( ' || plainto_tsquery('english', $1)::text || ' ) )')::tsquery::text AS text`,
          [keywords],
        );
        const text = rows[0]!.text;
        expect(resolved, keywords).toMatchObject({ text, exclusion: null, alternatives: [text] });
      });
      // The resolution's one statement and the test's own check.
      expect(statements, keywords).toHaveLength(2);
    }
  });

  it('still checks a box with alternatives, a phrase or an exclusion (two statements)', async () => {
    for (const keywords of [
      'words roads, bridges',
      'words "social value"',
      'words roads -bridges',
    ]) {
      const statements = await recordQueries(database.pool, () =>
        resolveKeywordTsquery(database.pool, { keywords }),
      );
      expect(statements, keywords).toHaveLength(2);
    }
  });
});
