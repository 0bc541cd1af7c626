import { describe, expect, it } from 'vitest';
import { endedEarly } from './early-termination';

const day = 86_400_000;
const end = Date.parse('2027-03-31T00:00:00Z');

describe('endedEarly (one rule for the radar and the lifecycle stage)', () => {
  it('is early more than a day before the stated end', () => {
    expect(endedEarly(end - 30 * day, end)).toBe(true);
  });
  it('is at term within a day of the stated end, or after it', () => {
    expect(endedEarly(end - day / 2, end)).toBe(false);
    expect(endedEarly(end + day, end)).toBe(false);
  });
  it('is never called early when no end was stated or the ending has no date', () => {
    expect(endedEarly(end, null)).toBe(false);
    expect(endedEarly(null, end)).toBe(false);
  });
});
