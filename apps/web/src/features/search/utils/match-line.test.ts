import { describe, expect, it } from 'vitest';
import { describeMatch } from './match-line';

describe('describeMatch', () => {
  it('names the CPV levels and regions that matched', () => {
    expect(
      describeMatch({
        title: null,
        fragment: null,
        cpv: [{ code: '90910000', level: '9091', label: 'Cleaning services' }],
        regions: ['UKL'],
      }),
    ).toBe('Matched: CPV 9091 Cleaning services, region Wales');
  });

  it('is null without CPV or region matches', () => {
    expect(describeMatch(null)).toBeNull();
    expect(describeMatch({ title: null, fragment: null, cpv: [], regions: [] })).toBeNull();
  });
});
