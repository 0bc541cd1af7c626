import { describe, expect, it } from 'vitest';
import { getStageLabel, isAwardMode, isPlanningMode, isTenderMode } from './stage-label';

describe('getStageLabel', () => {
  it.each([
    ['award', 'Award'],
    ['awardUpdate', 'Award'],
    ['contract', 'Award'],
    ['tender', 'Tender'],
    ['tenderAmendment', 'Tender'],
    ['tenderUpdate', 'Tender'],
    ['planning', 'Planning'],
    ['planningUpdate', 'Planning'],
  ])('labels %s as %s', (stage, label) => {
    expect(getStageLabel(stage)).toBe(label);
  });

  it('prefers Award over Tender over Planning when several values are present', () => {
    expect(getStageLabel('planning,tender,award')).toBe('Award');
    expect(getStageLabel(['planning', 'tenderAmendment'])).toBe('Tender');
    expect(getStageLabel('planningUpdate tender')).toBe('Tender');
  });

  it('capitalises the first value of an unknown stage', () => {
    expect(getStageLabel('engagement')).toBe('Engagement');
    expect(getStageLabel('implementation,termination')).toBe('Implementation');
  });

  it('shows N/A when the stage is absent', () => {
    expect(getStageLabel(undefined)).toBe('N/A');
    expect(getStageLabel(null)).toBe('N/A');
    expect(getStageLabel('')).toBe('N/A');
    expect(getStageLabel([])).toBe('N/A');
  });
});

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
