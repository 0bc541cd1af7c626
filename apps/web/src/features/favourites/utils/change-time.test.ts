import { describe, expect, it } from 'vitest';
import { describeChangeTime } from './change-time';

describe('describeChangeTime', () => {
  it('says when a change was noticed in UK time', () => {
    expect(describeChangeTime('2026-07-01T08:15:00Z')).toBe('noticed 1 Jul, 09:15');
    expect(describeChangeTime('not a date')).toBe('');
  });
});
