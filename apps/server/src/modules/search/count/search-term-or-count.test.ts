import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import type { Pool } from '../../../db/pool';
import { startCountingTerm } from './search-term-counts.repository';

// ADR 0302: a one-word search reads the word's running counts and, when it has none, the count
// cache's entry or the count, in one statement: no separate probe of the running counts first.

let testApp: TestApp;
const pool = () => testApp.database.pool;

beforeAll(async () => {
  testApp = await createTestApp({ SEARCH_PAGE_CACHE_MB: '8' });
  for (let index = 0; index < 3; index += 1) {
    await createOpportunity(pool(), { title: `Quayside bollard painting ${index}` });
  }
  await createOpportunity(pool(), { title: 'Quayside crane hire' });
});
afterAll(async () => {
  await testApp.close();
});

/** The search's total, and the text or name of every statement the pool was sent meanwhile. */
async function searchRecording(db: Pool, query: string) {
  const original = db.query.bind(db) as (...args: unknown[]) => Promise<unknown>;
  const sent: string[] = [];
  db.query = ((config: unknown, ...rest: unknown[]) => {
    const named = config as { name?: string; text?: string };
    sent.push(typeof config === 'string' ? config : (named.name ?? named.text ?? ''));
    return original(config, ...rest);
  }) as Pool['query'];
  try {
    const response = await testApp.app.inject({ url: `/api/search/?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return { total: (response.json() as { total: number }).total, sent };
  } finally {
    db.query = original as Pool['query'];
  }
}

const isStore = (text: string) => text.trimStart().startsWith('INSERT INTO search_count_cache');

describe('a one-word search', () => {
  it('without running counts: counted in the statement that looks for them, then stored', async () => {
    const { total, sent } = await searchRecording(pool(), 'q=bollard');
    expect(total).toBe(3);
    expect(sent).not.toContain('wac_term_facet_counts');
    expect(sent.filter((text) => text.includes('search_counted_terms'))).toHaveLength(1);
    expect(sent.filter(isStore)).toHaveLength(1);
  });

  it('with running counts: answered by them, in that same one statement, nothing stored', async () => {
    expect(await startCountingTerm(pool(), 'quaysid')).toBe(true);
    // Prove the ledger answers: a doctored row moves the total (no data version moves with it).
    const { rows } = await pool().query<{ facet_key: number }>(
      `SELECT facet_key FROM search_term_counts WHERE term_key = 'quaysid' LIMIT 1`,
    );
    await pool().query(
      `INSERT INTO search_term_counts (term_key, facet_key, doc_count) VALUES ('quaysid', $1, 100)`,
      [rows[0]!.facet_key],
    );
    const { total, sent } = await searchRecording(pool(), 'q=quayside&sort=release_date-desc');
    expect(total).toBe(104);
    expect(sent).not.toContain('wac_term_facet_counts');
    expect(sent.filter((text) => text.includes('search_counted_terms'))).toHaveLength(1);
    expect(sent.filter(isStore)).toHaveLength(0);
  });
});
