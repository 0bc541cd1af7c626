import { describe, expect, it } from 'vitest';
import { buildSuggestionLink } from './suggestion-link';

describe('buildSuggestionLink', () => {
  it('keeps the filters and sort, replaces the box and starts at page 1', () => {
    const current = new URLSearchParams('q=clening&region=UKM&sort=relevance&page=3');
    expect(buildSuggestionLink(current, 'cleaning OR security')).toBe(
      '/search?q=cleaning+OR+security&region=UKM&sort=relevance',
    );
  });
});
