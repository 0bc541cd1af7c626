import type { RadarResponse } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { buildRadarQuery, describePageRange, neighbourPages, readRadarState } from './radar-query';

const answer = (overrides: Partial<RadarResponse>): RadarResponse => ({
  months: 12,
  access: 'granted',
  window_end: '2027-11-28T00:00:00.000Z',
  page: 1,
  total: 100,
  total_is_capped: true,
  has_more: true,
  next_after: 900,
  previous_before: null,
  results: Array.from({ length: 20 }, () => ({}) as RadarResponse['results'][number]),
  without_end_date: 0,
  without_end_date_is_capped: false,
  ...overrides,
});

describe('radar query', () => {
  it('reads the URL with defaults for anything missing or wrong', () => {
    const state = readRadarState(new URLSearchParams('months=5&page=0&buyer=x&q= bins '));
    expect(state).toMatchObject({ months: 12, page: 1, buyer: '', q: 'bins' });
  });

  it('writes only what is set, in one order', () => {
    const state = readRadarState(new URLSearchParams('region=UKE&months=3&buyer=12&page=2'));
    expect(buildRadarQuery(state)).toBe('months=3&region=UKE&buyer=12&page=2');
    expect(buildRadarQuery({ ...state, page: 1, region: '', buyer: '' })).toBe('months=3');
  });

  it('keeps a page marker only beyond the first page', () => {
    const state = readRadarState(new URLSearchParams('page=51&after=900&before=x'));
    expect(state).toMatchObject({ page: 51, after: '900', before: '' });
    expect(buildRadarQuery(state)).toBe('months=12&page=51&after=900');
    expect(buildRadarQuery({ ...state, page: 1 })).toBe('months=12');
  });

  it('leads on from each page by its markers, back to page 1 without one', () => {
    expect(neighbourPages(answer({ page: 60, previous_before: 700 }))).toEqual({
      next: { page: 61, after: '900', before: '' },
      previous: { page: 59, after: '', before: '700' },
    });
    expect(neighbourPages(answer({ page: 2, has_more: false, next_after: null }))).toEqual({
      next: null,
      previous: { page: 1, after: '', before: '' },
    });
  });

  it('says which contracts a page shows and that counting stopped at the cap', () => {
    expect(describePageRange(answer({ page: 60 }))).toBe(
      'Contracts 1,181 to 1,200. Counting stops at 100; Next goes on page by page to the last contract.',
    );
    expect(
      describePageRange(
        answer({
          page: 3,
          total: 47,
          total_is_capped: false,
          has_more: false,
          results: answer({}).results.slice(0, 7),
        }),
      ),
    ).toBe('Contracts 41 to 47 of 47.');
  });
});
