import { describe, expect, it } from 'vitest';
import { buildLandingSearchPath } from './build-search-path';

describe('buildLandingSearchPath', () => {
  it('goes to /search when the box is empty or blank', () => {
    expect(buildLandingSearchPath('')).toBe('/search');
    expect(buildLandingSearchPath('   ')).toBe('/search');
  });

  it('puts the trimmed term in q, encoded, and opens with Best Match', () => {
    expect(buildLandingSearchPath(' road maintenance ')).toBe(
      '/search?q=road+maintenance&sort=relevance',
    );
    expect(buildLandingSearchPath('"NHS" & 45000000')).toBe(
      '/search?q=%22NHS%22+%26+45000000&sort=relevance',
    );
  });
});
