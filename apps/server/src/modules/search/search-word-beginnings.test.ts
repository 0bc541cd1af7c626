import { type SearchResponse, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { refreshSearchVocabulary } from './search-vocabulary';

/**
 * The search tips promise "A star after 3 or more letters finds words starting with them": the
 * beginning is the letters as typed, never their English stem ("cons" stems to 'con', which
 * began every "contract").
 */
describe('word beginnings (constr*) find words starting with the letters typed', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    const rows = [
      { title: 'Consultancy for highways', description: 'Advice on road schemes.' },
      { title: 'Contract for catering', description: 'Hot meals for primary schools.' },
      { title: 'Office cleaning', description: 'Daily cleaning of council offices.' },
      { title: 'Cleaner vehicles', description: 'Electric vans for the fleet.' },
    ];
    for (const row of rows) {
      await createOpportunity(testApp.database.pool, {
        ...row,
        release_date: '2026-02-01T09:00:00Z',
      });
    }
    await refreshSearchVocabulary(testApp.database.pool);
  }, 60_000);
  afterAll(async () => {
    await testApp.close();
  });

  async function titles(q: string): Promise<string[]> {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/search/', query: { q } });
    expect(response.statusCode, response.body).toBe(200);
    const body: SearchResponse = searchResponseSchema.parse(response.json());
    return body.results.map((result) => result.title).sort();
  }

  it('does not widen a beginning to its stem ("cons*" is not "con*")', async () => {
    expect(await titles('cons*')).toEqual(['Consultancy for highways']);
    expect(await titles('con*')).toEqual(['Consultancy for highways', 'Contract for catering']);
    expect(await titles('-cons* con*')).toEqual(['Contract for catering']);
  });

  it('finds a word typed whole before the star, not longer words sharing its stem', async () => {
    // "cleaning" is stored as 'clean'; "cleaner" as 'cleaner', which does not start "cleaning".
    expect(await titles('cleaning*')).toEqual(['Office cleaning']);
    expect(await titles('clean*')).toEqual(['Cleaner vehicles', 'Office cleaning']);
  });
});
