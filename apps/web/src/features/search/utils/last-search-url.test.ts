import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLastSearchUrl, rememberLastSearchUrl } from './last-search-url';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('last search URL', () => {
  it('is null until a search is remembered', () => {
    expect(readLastSearchUrl()).toBeNull();
    rememberLastSearchUrl('/search?q=roads&sort=release_date-desc');
    expect(readLastSearchUrl()).toBe('/search?q=roads&sort=release_date-desc');
  });

  it('ignores anything that is not a search URL', () => {
    rememberLastSearchUrl('https://example.com/search?q=x');
    expect(readLastSearchUrl()).toBeNull();
  });
});
