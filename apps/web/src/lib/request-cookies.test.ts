import { describe, expect, it } from 'vitest';
import { parseCookie } from './request-cookies';

describe('parseCookie', () => {
  it('finds one cookie among others, decoded, and null when absent', () => {
    const header = 'theme=dark; searchResultsView=compact;other=a%3Db=c';
    expect(parseCookie(header, 'searchResultsView')).toBe('compact');
    expect(parseCookie(header, 'other')).toBe('a=b=c');
    expect(parseCookie(header, 'searchResults')).toBeNull();
    expect(parseCookie('', 'searchResultsView')).toBeNull();
  });
});
