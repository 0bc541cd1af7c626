import { describe, expect, it } from 'vitest';
import { getStageLabel } from './display-labels';

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
