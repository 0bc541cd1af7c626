import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readLastSearchUrl,
  rememberIfSearch,
  rememberLastSearchUrl,
  rememberSearchThatLinkedHere,
} from './last-search-url';

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

describe('rememberIfSearch', () => {
  it('remembers a search page that carries a query, and nothing else', () => {
    rememberIfSearch({ pathname: '/search', search: '?q=roads' });
    rememberIfSearch({ pathname: '/search', search: '' });
    rememberIfSearch({ pathname: '/pricing', search: '?plan=pro' });
    expect(readLastSearchUrl()).toBe('/search?q=roads');
  });
});

describe('rememberSearchThatLinkedHere', () => {
  const ORIGIN = 'https://wac.example';
  /** This page was loaded from `referrer` by a navigation of `type`. */
  function loaded(type: string, referrer: string) {
    vi.stubGlobal('performance', { getEntriesByType: () => [{ type }] });
    vi.stubGlobal('document', { referrer });
    vi.stubGlobal('window', { location: { origin: ORIGIN } });
  }

  it('remembers the search page a followed link came from', () => {
    loaded('navigate', `${ORIGIN}/search?q=roads&page=2`);
    rememberSearchThatLinkedHere();
    expect(readLastSearchUrl()).toBe('/search?q=roads&page=2');
  });

  it('keeps the last search on a reload or Back, and for any other referrer', () => {
    rememberLastSearchUrl('/search?q=latest');
    for (const [type, referrer] of [
      ['reload', `${ORIGIN}/search?q=older`],
      ['back_forward', `${ORIGIN}/search?q=older`],
      ['navigate', 'https://elsewhere.example/search?q=theirs'],
      ['navigate', `${ORIGIN}/search`],
      ['navigate', `${ORIGIN}/pricing?q=x`],
      ['navigate', ''],
    ] as const) {
      loaded(type, referrer);
      rememberSearchThatLinkedHere();
    }
    expect(readLastSearchUrl()).toBe('/search?q=latest');
  });
});
