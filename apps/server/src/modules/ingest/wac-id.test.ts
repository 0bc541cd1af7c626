import { describe, expect, it } from 'vitest';
import { deriveWacId, isWacId, normaliseWacId, wacIdCandidates } from './wac-id';

describe('deriveWacId', () => {
  it('is WAC- and 10 Crockford base32 characters, stable for an ocid', () => {
    const id = deriveWacId('ocds-b5fd17-6cc1fffd-3481-4b95-b724-adf1be3dd1a8');
    expect(id).toMatch(/^WAC-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(deriveWacId('ocds-b5fd17-6cc1fffd-3481-4b95-b724-adf1be3dd1a8')).toBe(id);
  });

  it('differs between ocids and between fallback attempts', () => {
    const candidates = wacIdCandidates('ocds-h6vhtk-06f17d', 4);
    expect(new Set(candidates).size).toBe(4);
    expect(candidates[0]).toBe(deriveWacId('ocds-h6vhtk-06f17d'));
    expect(candidates[1]).toBe(deriveWacId('ocds-h6vhtk-06f17d', 1));
    expect(deriveWacId('ocds-h6vhtk-06f17e')).not.toBe(candidates[0]);
  });

  it('spreads over the alphabet (no collisions in 5,000 ocids)', () => {
    const ids = new Set(Array.from({ length: 5_000 }, (_, n) => deriveWacId(`ocds-x-${n}`)));
    expect(ids.size).toBe(5_000);
  });
});

describe('isWacId / normaliseWacId', () => {
  it('accepts canonical and pasted forms', () => {
    const id = deriveWacId('ocds-h6vhtk-06f17d');
    expect(isWacId(id)).toBe(true);
    expect(isWacId(` ${id.toLowerCase()} `)).toBe(true);
    expect(normaliseWacId(id.toLowerCase())).toBe(id);
  });

  it('folds Crockford look-alikes', () => {
    expect(normaliseWacId('wac-OOIL0123AB')).toBe('WAC-00110123AB');
  });

  it('rejects other text', () => {
    expect(isWacId('WAC-123')).toBe(false);
    expect(isWacId('WAC-0123456789U')).toBe(false);
    expect(isWacId('WAC-012345678U')).toBe(false);
    expect(isWacId('ocds-h6vhtk-06f17d')).toBe(false);
  });
});
