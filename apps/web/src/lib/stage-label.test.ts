import { describe, expect, it } from 'vitest';
import { isAwardMode, isPlanningMode, isTenderMode } from './stage-label';

describe('stage modes', () => {
  it('planning mode follows the stage or the tender status', () => {
    expect(isPlanningMode('planning')).toBe(true);
    expect(isPlanningMode('tender', 'planned, planning')).toBe(true);
    expect(isPlanningMode('tender', 'active')).toBe(false);
  });

  it('tender mode needs tender without award or contract', () => {
    expect(isTenderMode('tender')).toBe(true);
    expect(isTenderMode('tenderAmendment')).toBe(true);
    expect(isTenderMode('tender,award')).toBe(false);
    expect(isTenderMode('tender,contract')).toBe(false);
    expect(isTenderMode('planning')).toBe(false);
  });

  it('award mode follows the stage or the presence of awards', () => {
    expect(isAwardMode('award')).toBe(true);
    expect(isAwardMode('awardUpdate')).toBe(true);
    expect(isAwardMode('contract')).toBe(true);
    expect(isAwardMode('tender')).toBe(false);
    expect(isAwardMode('tender', true)).toBe(true);
  });
});
