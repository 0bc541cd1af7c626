import { describe, expect, it } from 'vitest';
import { describeMatchCount, describeNewFilterCount } from './result-count-text';

describe('result counts', () => {
  it('says one opportunity, not one opportunities', () => {
    expect(describeMatchCount(1)).toBe('Found 1 matching opportunity.');
    expect(describeNewFilterCount(1)).toBe('New filters will find 1 opportunity.');
  });

  it('keeps the spec wording for every other count', () => {
    expect(describeMatchCount(0)).toBe('Found 0 matching opportunities.');
    expect(describeMatchCount(4321)).toBe('Found 4,321 matching opportunities.');
    expect(describeNewFilterCount(25)).toBe('New filters will find 25 opportunities.');
    expect(describeNewFilterCount(null)).toBe('New filters will find ... opportunities.');
  });
});
