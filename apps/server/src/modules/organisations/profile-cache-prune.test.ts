import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { pruneProfileCache } from './organisation-analytics.repository';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('pruneProfileCache (ADR 0103)', () => {
  it('settles committed changes, deletes them a day after settling, and drops expired answers', async () => {
    const db = database.pool;
    await db.query(
      `INSERT INTO organisation_profile_changes (organisation_id, settled_at)
       VALUES (1, NULL), (2, now() - interval '2 days'), (3, now() - interval '1 hour')`,
    );
    await db.query(
      `INSERT INTO organisation_profile_cache
         (organisation_id, role, member_ids, snapshot, figures, computed_at, expires_at)
       VALUES (1, 'buyer', '{1}', pg_current_snapshot(), '{}', now(), now() - interval '1 second'),
              (3, 'buyer', '{3}', pg_current_snapshot(), '{}', now(), now() + interval '1 hour')`,
    );
    // A change settles once no running transaction anywhere in the cluster is older than it;
    // other test files' transactions may hold that back for a moment.
    const isSettled = async () => {
      const { rows } = await db.query<{ settled: boolean }>(
        'SELECT settled_at IS NOT NULL AS settled FROM organisation_profile_changes WHERE organisation_id = 1',
      );
      return rows[0]!.settled;
    };
    await pruneProfileCache(db);
    for (let tries = 0; tries < 100 && !(await isSettled()); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await pruneProfileCache(db);
    }
    const { rows: changes } = await db.query<{ organisation_id: number; settled: boolean }>(
      `SELECT organisation_id, settled_at IS NOT NULL AS settled
         FROM organisation_profile_changes WHERE organisation_id > 0 ORDER BY organisation_id`,
    );
    // 1 is now settled (its transaction committed), 2 had been settled for over a day, 3 stays.
    expect(changes).toEqual([
      { organisation_id: 1, settled: true },
      { organisation_id: 3, settled: true },
    ]);
    const { rows: kept } = await db.query<{ organisation_id: number }>(
      'SELECT organisation_id FROM organisation_profile_cache',
    );
    expect(kept).toEqual([{ organisation_id: 3 }]);
  });
});
