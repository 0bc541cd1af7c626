import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/format';
import { formatHeadlineGbp } from './format-figures';

describe('formatCount', () => {
  it('groups thousands the British way', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-45678)).toBe('-45,678');
  });
});

describe('formatHeadlineGbp', () => {
  it.each([
    [0, '£0'],
    [980, '£980'],
    [12_500, '£12.5k'],
    [45_600_000, '£45.6m'],
    [3_000_000, '£3m'],
    [1_234_000_000, '£1.2bn'],
    [123_400_000_000, '£123bn'],
    [2_500_000_000_000, '£2.5tn'],
  ])('%d -> %s', (amount, expected) => {
    expect(formatHeadlineGbp(amount)).toBe(expected);
  });
});
