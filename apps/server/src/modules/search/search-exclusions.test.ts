import { searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity, type OpportunityInput } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

/** Cleaning notices with and without windows, in the title or only deep in the text. */
const ROWS: Record<string, OpportunityInput> = {
  office: { title: 'Office cleaning services', description: 'Daily cleaning of offices.' },
  windowTitle: { title: 'Window-cleaning contract', description: 'Glazing, two sites.' },
  windowText: {
    title: 'School cleaning',
    description: 'Cleaning of classrooms, including all windows twice a term.',
  },
  deepClean: { title: 'Hospital cleaning', description: 'A deep clean of every ward.' },
  catering: { title: 'School catering', description: 'Hot meals; window seats in the hall.' },
  roads: { title: 'Road resurfacing', description: 'Resurfacing works.' },
  markup: {
    title: 'Bridge <b>repairs</b> \uE000fake\uE001 <script>alert(1)</script>',
    description: 'Repairs to the <i>bridge</i> deck.',
  },
};

let testApp: TestApp;
const nameByWacId = new Map<string, string>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const [name, row] of Object.entries(ROWS)) {
    const created = await createOpportunity(testApp.database.pool, {
      release_date: '2026-02-01T09:00:00Z',
      region_codes: ['UKL'],
      ...row,
    });
    nameByWacId.set(created.wac_id, name);
  }
});
afterAll(async () => {
  await testApp.close();
});

async function search(query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/search/', query });
  expect(response.statusCode, response.body).toBe(200);
  const body = searchResponseSchema.parse(response.json());
  expect(body.total).toBe(body.results.length);
  return body;
}

const found = async (q: string, extra: Record<string, string> = {}) =>
  (await search({ q, ...extra })).results.map((result) => nameByWacId.get(result.id)!).sort();

describe('why it matched', () => {
  it('returns portal text as plain runs: markup stays text, marker characters are dropped', async () => {
    const [result] = (await search({ q: 'bridge' })).results;
    expect(result?.match?.title).toEqual([
      { text: 'Bridge', is_match: true },
      { text: ' <b>repairs</b> fake <script>alert(1)</script>', is_match: false },
    ]);
    // A passage is made of words: Postgres leaves tags (and the closing full stop) out of it.
    expect(result?.match?.fragment).toEqual([
      { text: 'Repairs to the ', is_match: false },
      { text: 'bridge', is_match: true },
      { text: ' deck', is_match: false },
    ]);
    expect(result?.match).toMatchObject({ cpv: [], regions: [] });
  });

  it('is null without a keyword, CPV codes or regions', async () => {
    const body = await search({ stage: 'tender' });
    expect(body.results.every((result) => result.match === null)).toBe(true);
  });
});

describe('keyword exclusions', () => {
  it('q=cleaning -window returns nothing mentioning a window in its title or text', async () => {
    const body = await search({ q: 'cleaning -window' });
    expect(body.results.length).toBeGreaterThan(0);
    for (const result of body.results) {
      expect(`${result.title} ${result.description}`).not.toMatch(/\bwindows?\b/i);
    }
    expect(await found('cleaning -window')).toEqual(['deepClean', 'office']);
  });

  it('excludes exact phrases, and several exclusions at once', async () => {
    expect(await found('cleaning -"deep clean"')).toEqual(['office', 'windowText', 'windowTitle']);
    expect(await found('cleaning -window -"deep clean"')).toEqual(['office']);
  });

  it('applies to every comma alternative, wherever it is typed', async () => {
    expect(await found('cleaning, catering -window')).toEqual(['deepClean', 'office']);
    expect(await found('cleaning, catering, -window')).toEqual(['deepClean', 'office']);
  });

  it('works alone, and leaves hyphenated words and stop words be', async () => {
    expect(await found('-window')).toEqual(['deepClean', 'markup', 'office', 'roads']);
    expect(await found('-the')).toHaveLength(7);
    expect(await found('window-cleaning')).toEqual(['windowTitle']);
  });

  it('counts the same from running counts as from the matching rows', async () => {
    for (const q of [
      'cleaning -window',
      '-window',
      'cleaning, catering -window',
      '-"deep clean"',
    ]) {
      const running = await search({ q, region: 'UKL' });
      const direct = await search({ q, region: 'UKL', release_date_from: '2000-01-01' });
      expect(running.total, q).toBe(direct.total);
      expect(running.aggregations, q).toEqual(direct.aggregations);
    }
  });

  it('highlights the terms, never the exclusions', async () => {
    const [result] = (await search({ q: 'hospital -window' })).results;
    expect(result?.match?.title).toEqual([
      { text: 'Hospital', is_match: true },
      { text: ' cleaning', is_match: false },
    ]);
  });
});
