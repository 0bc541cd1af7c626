import { cpvResponseSchema, opportunityDetailSchema, searchResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { readCpvQuery } from './cpv.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function cpv(query: string) {
  const response = await testApp.app.inject({ url: `/api/cpv/?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return cpvResponseSchema.parse(response.json()).results;
}

describe('GET /api/cpv/', () => {
  it('answers labelled codes for a word, the last word as typed so far', async () => {
    const results = await cpv('q=cleaning');
    expect(results.length).toBeGreaterThan(5);
    expect(results.length).toBeLessThanOrEqual(20);
    expect(results).toContainEqual({ code: '90910000', label: 'Cleaning services' });
    for (const result of results) expect(result.label).toMatch(/clean/i);
    expect(await cpv('q=window%20clea')).toContainEqual({
      code: '90911300',
      label: 'Window-cleaning services',
    });
  });

  it('lists codes by prefix first, then codes whose label has the words', async () => {
    const byPrefix = await cpv('q=9091');
    expect(byPrefix[0]).toEqual({ code: '90910000', label: 'Cleaning services' });
    expect(byPrefix.every((result) => result.code.startsWith('9091'))).toBe(true);
    const mixed = await cpv('q=90911300%20cleaning');
    expect(mixed[0]?.code).toBe('90911300');
    expect(mixed.slice(1).every((result) => /clean/i.test(result.label))).toBe(true);
    expect(await cpv('q=72000000-5')).toEqual([
      {
        code: '72000000',
        label: 'IT services: consulting, software development, Internet and support',
      },
    ]);
  });

  it('ranks services and works that start with the word first, then shorter labels', async () => {
    const results = await cpv('q=clean');
    expect(results.slice(0, 2)).toEqual([
      { code: '90910000', label: 'Cleaning services' },
      { code: '90900000', label: 'Cleaning and sanitation services' },
    ]);
    const at = (code: string) => results.findIndex((result) => result.code === code);
    expect(at('90910000')).toBeLessThan(at('39800000'));
    // The rule's first two keys, on every neighbouring pair of a few searches.
    for (const q of ['clean', 'road', 'computer', 'school', 'waste']) {
      const keys = (await cpv(`q=${q}`)).map(({ code, label }) => [
        label.toLowerCase().startsWith(q) ? 1 : 0,
        code.startsWith('45') || code.slice(0, 2) >= '50' ? 1 : 0,
      ]);
      for (let index = 1; index < keys.length; index += 1) {
        const [before, after] = [keys[index - 1]!, keys[index]!];
        expect(
          before[0]! > after[0]! || (before[0] === after[0] && before[1]! >= after[1]!),
          q,
        ).toBe(true);
      }
    }
  });

  it('labels the codes asked for, in order, leaving out unknown ones', async () => {
    expect(await cpv('codes=90910000,45000000-7,12345670')).toEqual([
      { code: '90910000', label: 'Cleaning services' },
      { code: '45000000', label: 'Construction work' },
    ]);
  });

  it('answers nothing for nothing, and names the field of a bad code', async () => {
    expect(await cpv('q=')).toEqual([]);
    expect(await cpv('q=%27%3B--')).toEqual([]);
    const response = await testApp.app.inject({ url: '/api/cpv/?codes=9091' });
    expect(response.statusCode).toBe(400);
    expect(response.json().codes[0]).toMatch(/not a CPV code/);
  });

  it('reads prefixes and words from what was typed', () => {
    expect(readCpvQuery('9091 Cleaning, windows')).toEqual({
      prefix: '9091',
      words: ['cleaning', 'windows'],
    });
    expect(readCpvQuery('1 café')).toEqual({ prefix: null, words: ['1', 'café'] });
  });
});

describe('CPV labels on cards and the detail page', () => {
  it('cards show the main code in words; the detail lists every code with its label', async () => {
    const created = await createOpportunity(testApp.database.pool, {
      title: 'Office cleaning',
      cpv_codes: ['90911200', '12345670'],
      region_codes: ['UKL'],
    });
    const search = await testApp.app.inject({
      url: '/api/search/?cpv_codes=90910000&region=UKL&q=office',
    });
    const [card] = searchResponseSchema.parse(search.json()).results;
    expect(card).toMatchObject({
      cpv_code: '90911200',
      cpv_label: 'Building-cleaning services',
      match: {
        cpv: [{ code: '90910000', level: '9091', label: 'Cleaning services' }],
        regions: ['UKL'],
      },
    });
    const detail = await testApp.app.inject({ url: `/api/opportunities/${created.wac_id}/` });
    expect(opportunityDetailSchema.parse(detail.json()).cpv_classifications).toEqual([
      { code: '90911200', label: 'Building-cleaning services' },
      { code: '12345670', label: null },
    ]);
  });
});
