import { type SearchResponse, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, type OpportunityInput } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';

/**
 * Best Match weighs a word found only in a supplier's name below the same word in the title or
 * description (issue 28, migration 0296): "road maintenance" listed school transport won by
 * "Orchard Maintenance Ltd." above road maintenance work.
 */
let testApp: TestApp;
const nameByWacId = new Map<string, string>();
const RELEASED = '2026-03-02T09:00:00Z';

/**
 * A description of `words` different words (lengths count distinct words) mentioning `phrase`
 * once, in the middle.
 */
const longText = (words: number, phrase: string) => {
  const filler = (from: number) =>
    Array.from({ length: words / 2 }, (_, index) => `clause${from + index}`).join(' ');
  return `${filler(0)} ${phrase}. ${filler(words)}`;
};

const ROWS: Record<string, OpportunityInput> = {
  schoolTransport: {
    title: 'Home to school transport',
    description: 'Transport of pupils to schools by road.',
    awards: [{ status: 'active', suppliers: [{ name: 'Orchard Maintenance Ltd.' }] }],
  },
  roadWorks: {
    title: 'Highways term contract 2026 to 2030',
    description: longText(20, 'The contract covers road maintenance and repairs'),
  },
  // "maintenance" once, deep in a very long description: the weakest mention there is.
  longMaintenance: {
    title: 'Facilities management framework',
    description: longText(900, 'including planned maintenance'),
  },
  winnerOnly: {
    title: 'Grounds services',
    description: 'Grass cutting in parks.',
    awards: [{ status: 'active', suppliers: [{ name: 'Evergreen Maintenance LLP' }] }],
  },
};

beforeAll(async () => {
  testApp = await createTestApp();
  // No statistics, so every word has the same rarity and only the levels order the rows.
  await testApp.database.pool.query(
    'ALTER TABLE opportunity_search SET (autovacuum_enabled = false)',
  );
  for (const [name, row] of Object.entries(ROWS)) {
    const created = await createOpportunity(testApp.database.pool, {
      release_date: RELEASED,
      tender_deadline_date: '2026-01-01T00:00:00Z',
      ...row,
    });
    nameByWacId.set(created.wac_id, name);
  }
  // Rows holding neither word, so both words are rare enough to weigh something.
  for (let index = 0; index < 30; index += 1) {
    await createOpportunity(testApp.database.pool, {
      title: `Catering contract ${index}`,
      release_date: RELEASED,
    });
  }
});
afterAll(async () => {
  await testApp.close();
});

async function bestMatch(q: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/search/',
    query: { q, sort: 'relevance' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body: SearchResponse = searchResponseSchema.parse(response.json());
  expect(body.sort).toBe('relevance');
  return body.results.map((result) => nameByWacId.get(result.id) ?? result.id);
}

describe('Best Match and supplier names', () => {
  it('ranks road maintenance work above school transport won by a "Maintenance" firm', async () => {
    expect(await bestMatch('road maintenance')).toEqual(['roadWorks', 'schoolTransport']);
  });

  it('ranks a word only in a supplier name below the same word anywhere in the text', async () => {
    const order = await bestMatch('maintenance');
    expect(order.slice(0, 2).sort()).toEqual(['longMaintenance', 'roadWorks']);
    expect(order.slice(2).sort()).toEqual(['schoolTransport', 'winnerOnly']);
  });

  it('still finds a supplier by its name', async () => {
    expect(await bestMatch('orchard')).toEqual(['schoolTransport']);
  });
});
