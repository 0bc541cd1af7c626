import { describe, expect, it } from 'vitest';
import { getSourceLabel, getSourceName } from './display-labels';

describe('getSourceLabel', () => {
  it('abbreviates the two portals', () => {
    expect(getSourceLabel('ContractsFinder')).toBe('CF');
    expect(getSourceLabel('FTS')).toBe('FTS');
  });

  it('labels Public Contracts Scotland PCS and Sell2Wales S2W', () => {
    expect(getSourceLabel('PCS')).toBe('PCS');
    expect(getSourceLabel('Sell2Wales')).toBe('S2W');
  });

  it('shows any other value as-is', () => {
    expect(getSourceLabel('eTendersNI')).toBe('eTendersNI');
  });

  it('shows N/A for a missing value', () => {
    expect(getSourceLabel(undefined)).toBe('N/A');
    expect(getSourceLabel(null)).toBe('N/A');
    expect(getSourceLabel('')).toBe('N/A');
  });

  it('does not treat inherited object keys as sources', () => {
    expect(getSourceLabel('toString')).toBe('toString');
  });
});

describe('getSourceName', () => {
  it('names the portals in full', () => {
    expect(getSourceName('ContractsFinder')).toBe('Contracts Finder');
    expect(getSourceName('FTS')).toBe('Find a Tender');
    expect(getSourceName('Other')).toBe('Other');
    expect(getSourceName(undefined)).toBe('N/A');
  });
});
