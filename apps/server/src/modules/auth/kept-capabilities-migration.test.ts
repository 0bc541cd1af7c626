import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { MIGRATIONS_DIR } from '../../db/migrate';

/** The data steps of migrations 0280 and 0281 (issue 28), run again on rows made before them. */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The migration's statements from `firstWords` to the next blank line. */
async function readStatement(file: string, firstWords: string): Promise<string> {
  const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
  const start = sql.indexOf(firstWords);
  const end = sql.indexOf('\n\n', start);
  return sql.slice(start, end === -1 ? undefined : end);
}

const keptBy = async (id: number) =>
  (
    await database.pool.query<{ kept_capabilities: string[] }>(
      'SELECT kept_capabilities FROM users WHERE id = $1',
      [id],
    )
  ).rows[0]!.kept_capabilities;

describe('migration 0280: Premium subscribers of the day keep the radar', () => {
  it('gives the radar to Premium accounts only', async () => {
    const users = await Promise.all(
      ['free', 'premium', 'professional'].map((tier) => createUser(database.pool, { tier })),
    );
    await database.pool.query(await readStatement('0280_kept_capabilities.sql', 'UPDATE users'));
    expect(await Promise.all(users.map((user) => keptBy(user.id)))).toEqual([
      [],
      ['retender_radar'],
      [],
    ]);
  });
});

describe('migration 0281: days counted before the change lose their reading actions', () => {
  it('takes opportunity views and result pages out of the count, leaving the rest', async () => {
    const user = await createUser(database.pool);
    await database.pool.query(
      `INSERT INTO usage_counters (user_id, day, action_count, action_counts)
       VALUES ($1, current_date, 19,
               '{"opportunity_view": 12, "search_page": 4, "attachment_download": 3}')`,
      [user.id],
    );
    await database.pool.query(
      await readStatement('0281_usage_counts_account_actions_only.sql', 'UPDATE usage_counters'),
    );
    const { rows } = await database.pool.query(
      'SELECT action_count, action_counts FROM usage_counters WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([{ action_count: 3, action_counts: { attachment_download: 3 } }]);
  });
});
