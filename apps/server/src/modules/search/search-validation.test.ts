import { describeField } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await createOpportunity(testApp.database.pool, { title: 'Library refurbishment' });
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('search input validation', () => {
  it.each([
    ['sort=bogus', 'sort'],
    ['sort=release_date', 'sort'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=abc', 'page'],
    ['page=501', 'page'],
    ['value_from=abc', 'value_from'],
    ['value_to=1e9', 'value_to'],
    ['value_from=-5', 'value_from'],
    ['release_date_from=2024-02-30', 'release_date_from'],
    ['release_date_to=2024-13-01', 'release_date_to'],
    ['deadline_from=31/01/2024', 'deadline_from'],
    ['deadline_to=yesterday', 'deadline_to'],
    ['award_date_from=2023-02-29', 'award_date_from'],
    ['stage=contract', 'stage'],
    ['region=UKZ', 'region'],
    ['region=Atlantis', 'region'],
    ['category=food', 'category'],
    ['cpv_codes=7200000x', 'cpv_codes'],
    ['cpv_codes=1', 'cpv_codes'],
    ['cpv_codes=722-1', 'cpv_codes'],
    ['include_sub_cpv=maybe', 'include_sub_cpv'],
    ['source_system=XYZ', 'source_system'],
    ['count_only=yes', 'count_only'],
    ['deadline_filter=NEXT_WEEK', 'deadline_filter'],
    [`q=${'a'.repeat(5000)}`, 'q'],
    [`buyer_name=${'b'.repeat(201)}`, 'buyer_name'],
  ])('%s is a 400 naming the field', async (query, field) => {
    const response = await get(`/api/search/?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    // The field by its key where forms look for it, and in words in the detail a page shows.
    expect(body[field]).toEqual([expect.any(String)]);
    expect(body.detail.toLowerCase()).toContain(describeField(field).toLowerCase());
    expect(body.detail).not.toContain(field.includes('_') ? field : 'Invalid input');
    expect(body.detail).not.toMatch(/Invalid input|\(\w+:/);
  });

  it.each([
    [
      'value_from=500000&value_to=10000',
      'value_from',
      'value_to',
      'Min value must not be more than Max value.',
    ],
    [
      'value_from=£2,000&value_to=1999.99',
      'value_from',
      'value_to',
      'Min value must not be more than Max value.',
    ],
    [
      'release_date_from=2026-03-02&release_date_to=2026-03-01',
      'release_date_from',
      'release_date_to',
      'Released from must not be after Released to.',
    ],
    [
      'deadline_from=2026-12-01&deadline_to=2026-01-01T10:00:00Z',
      'deadline_from',
      'deadline_to',
      'Deadline from must not be after Deadline to.',
    ],
    [
      'award_date_from=2025-01-02&award_date_to=2025-01-01',
      'award_date_from',
      'award_date_to',
      'Awarded from must not be after Awarded to.',
    ],
  ])('an inverted range (%s) is a 400 naming both ends', async (query, from, to, message) => {
    for (const url of [`/api/search/?${query}`, `/api/search/?${query}&count_only=true`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body[from]).toEqual([message]);
      expect(body[to]).toEqual([message]);
      expect(body.detail).toBe(message);
    }
  });

  it('takes a range whose ends are equal, or one end alone', async () => {
    for (const query of [
      'value_from=1000&value_to=1000',
      'release_date_from=2026-03-01&release_date_to=2026-03-01',
      'value_from=5000000',
      'deadline_to=2020-01-01',
    ]) {
      expect((await get(`/api/search/?${query}`)).statusCode, query).toBe(200);
    }
  });

  it('names every bad field at once', async () => {
    const response = await get('/api/search/?page=0&sort=nope&value_to=x');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['page', 'sort', 'value_to']);
  });

  it.each([
    ['', 1],
    ['q=', 1],
    ['q=%22library', 1],
    ['q=library%22%22%22', 1],
    ['region=&stage=&category=&source_system=&cpv_codes=', 1],
    ['value_from=null&value_to=undefined', 1],
    ['value_from=%C2%A31%2C000&value_to=', 0],
    ['release_date_from=2024-01-01T10:00:00Z', 1],
    ['cpv_codes=72000000-5,+45000000+,', 0],
    ['source_system=cf', 1],
    ['include_sub_cpv=FALSE', 1],
    ['page=2', 1],
    ['q=library&q=refurbishment', 1],
    ['unknown_parameter=1', 1],
    ['sort=relevance', 1],
  ])('accepts the lenient reading of "%s"', async (query, total) => {
    const response = await get(`/api/search/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().total).toBe(total);
  });

  it('answers with or without the trailing slash', async () => {
    expect((await get('/api/search?q=library')).statusCode).toBe(200);
    expect((await get('/api/search/?q=library')).statusCode).toBe(200);
  });

  it('keeps results out of shared caches', async () => {
    const response = await get('/api/search/?q=library');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});
