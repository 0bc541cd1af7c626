import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSearchFixture,
  type SearchFixture,
} from '../../../test/fixtures/search-opportunities';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;
let fixture: SearchFixture;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await createSearchFixture(testApp.database.pool);
});
afterAll(async () => {
  await testApp.close();
});

async function found(q: string, extra: Record<string, string> = {}): Promise<string[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/search/',
    query: { q, ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = searchResponseSchema.parse(response.json());
  const byWacId = new Map(Object.entries(fixture).map(([name, row]) => [row.wac_id, name]));
  return body.results.map((result) => byWacId.get(result.opportunity_id) ?? result.opportunity_id);
}

const sortedFound = async (q: string, extra: Record<string, string> = {}) =>
  (await found(q, extra)).sort();

describe('keyword search', () => {
  it('matches words with English stemming in title and description', async () => {
    expect(await sortedFound('road')).toEqual(['highway', 'roads']);
    expect(await sortedFound('Roads')).toEqual(['highway', 'roads']);
    expect(await sortedFound('resurfaced')).toEqual(['highway']);
    expect(await sortedFound('schools')).toEqual(['catering']);
  });

  it('matches buyer and supplier names', async () => {
    expect(await sortedFound('kent')).toEqual(['catering']);
    expect(await sortedFound('Kier')).toEqual(['roads']);
    expect(await sortedFound('Apex Catering')).toEqual(['catering']);
  });

  it('requires every word of a term', async () => {
    expect(await sortedFound('road maintenance')).toEqual(['roads']);
    expect(await sortedFound('road catering')).toEqual([]);
  });

  it('reads commas as alternatives', async () => {
    expect(await sortedFound('catering, cloud')).toEqual(['catering', 'cloud']);
    expect(await sortedFound('catering,,  , cloud hosting')).toEqual(['catering', 'cloud']);
  });

  it('reads quotes as exact phrases', async () => {
    expect(await sortedFound('"agile delivery"')).toEqual(['software']);
    expect(await sortedFound('"delivery agile"')).toEqual([]);
    expect(await sortedFound('“case management”')).toEqual(['software']);
    expect(await sortedFound('"road signs" maintenance')).toEqual(['roads']);
    // Stop words inside a phrase keep their place; longer phrases are checked word by word.
    expect(await sortedFound('"road signs and markings"')).toEqual(['roads']);
    expect(await sortedFound('"signs and road"')).toEqual([]);
    expect(await sortedFound('"maintenance of road"')).toEqual(['roads']);
    expect(await sortedFound('"maintenance road"')).toEqual([]);
    // A comma inside quotes belongs to the phrase, not a new term.
    expect(await sortedFound('"hosting, platform", catering')).toEqual(['catering', 'cloud']);
  });

  it('reads an unmatched quote as closed at the end of the term', async () => {
    expect(await sortedFound('"agile delivery')).toEqual(['software']);
    expect(await sortedFound('catering, "road signs')).toEqual(['catering', 'roads']);
  });

  it('finds an opportunity by its pasted WAC ID, in any case', async () => {
    expect(await found('WAC-0000000C03')).toEqual(['cloud']);
    expect(await found('  wac-0000000c03 ')).toEqual(['cloud']);
    expect(await sortedFound('WAC-0000000C03, catering')).toEqual(['catering', 'cloud']);
    expect(await found('WAC-ZZZZZZZZZZ')).toEqual([]);
  });

  it('finds opportunities by a typed CPV code, following the sub-categories switch', async () => {
    expect(await sortedFound('72000000')).toEqual(['cloud', 'software']);
    expect(await sortedFound('72000000-5', { include_sub_cpv: 'false' })).toEqual(['cloud']);
    expect(await sortedFound('72212000, catering')).toEqual(['catering', 'software']);
  });

  it('treats injection-shaped input as plain text', async () => {
    for (const q of [
      "'; DROP TABLE opportunities; --",
      "road' OR '1'='1",
      'road & !catering | (cloud',
      '\\" <script>alert(1)</script>',
      '%_%',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/search/',
        query: { q },
      });
      expect(response.statusCode, q).toBe(200);
    }
    // OR is an operator (issue 28): road, or the text '1'='1' (which no notice holds).
    expect(await sortedFound("road' OR '1'='1")).toEqual(['highway', 'roads']);
    expect(await sortedFound("road' AND '1'='1")).toEqual([]);
    expect(await sortedFound('road & !catering | (cloud')).toEqual([]);
    const { rows } = await testApp.database.pool.query(
      'SELECT count(*)::int AS n FROM opportunities',
    );
    expect(rows[0].n).toBe(6);
  });

  it('matches nothing for stop words alone, and everything for an empty box', async () => {
    expect(await found('the')).toEqual([]);
    expect(await found('the, and')).toEqual([]);
    expect(await found('   ')).toHaveLength(5);
    expect(await found(',')).toHaveLength(5);
  });

  it('never shows test notices', async () => {
    expect(await found('test')).toEqual([]);
    expect(await found('WAC-0000000F06')).toEqual([]);
  });
});
