import { describe, expect, it } from 'vitest';
import { buildRadarQuery, readRadarState } from './radar-query';

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
});
