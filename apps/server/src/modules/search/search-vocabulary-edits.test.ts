import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { refreshSearchVocabulary } from './search-vocabulary';

/**
 * A word that first appears when a notice is rewritten (a newer release compiled into it) reaches
 * the vocabulary (migration 0417, ADR 0309), so a word beginning typed past its stem finds the
 * notice: "skipp*" ("skipped" is stored as 'skip') as "skipped" does.
 */
describe('the search vocabulary reads edited notices', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const found = async (q: string) => {
    const response = await testApp.app.inject({ url: `/api/search/?q=${encodeURIComponent(q)}` });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json()).results.map((result) => result.id);
  };
  const documentsOf = async (word: string) =>
    (
      await testApp.database.pool.query<{ documents: number }>(
        'SELECT documents FROM search_vocabulary WHERE word = $1',
        [word],
      )
    ).rows[0]?.documents ?? null;

  it('adds the words an edit brought, keeping the counts of the known ones', async () => {
    const { pool } = testApp.database;
    const notice = await createOpportunity(pool, { title: 'Velodrome cleaning' });
    expect(await refreshSearchVocabulary(pool)).toBe(1);
    expect(await documentsOf('velodrome')).toBe(1);

    await pool.query(
      `UPDATE opportunities SET title = 'Skipped velodrome cleaning' WHERE id = $1`,
      [notice.id],
    );
    expect(await found('skipped')).toEqual([notice.wac_id]);
    await refreshSearchVocabulary(pool);
    expect(await found('skipp*')).toEqual([notice.wac_id]);
    expect(await documentsOf('skipped')).toBe(1);
    // Read once when the notice was new: the edit does not count it again.
    expect(await documentsOf('velodrome')).toBe(1);

    // An edit that leaves the searched text alone is not noted.
    await pool.query(`UPDATE opportunities SET tender_value_amount = 5 WHERE id = $1`, [notice.id]);
    const { rows } = await pool.query('SELECT 1 FROM search_vocabulary_edits');
    expect(rows).toEqual([]);
  });
});
