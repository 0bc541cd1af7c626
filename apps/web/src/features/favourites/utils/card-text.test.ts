import { describe, expect, it } from 'vitest';
import { describeSavedCount } from './card-text';

describe('the saved count', () => {
  it('shows the count against the plan limit', () => {
    expect(describeSavedCount(2, 3)).toBe('Saved 2 of 3');
    expect(describeSavedCount(12, null)).toBe('Saved 12 (unlimited)');
  });
});
