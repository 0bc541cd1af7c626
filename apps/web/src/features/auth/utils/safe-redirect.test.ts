import { describe, expect, it } from 'vitest';
import { resolvePostLoginPath, toSafeRedirectPath } from './safe-redirect';

describe('toSafeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(toSafeRedirectPath('/opportunity/WAC-1234567890')).toBe('/opportunity/WAC-1234567890');
    expect(toSafeRedirectPath('/search?q=roads&page=2')).toBe('/search?q=roads&page=2');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'search',
      '',
      null,
    ]) {
      expect(toSafeRedirectPath(value)).toBeNull();
    }
  });
});

describe('resolvePostLoginPath', () => {
  it('prefers redirect, then next, then the fallback', () => {
    expect(resolvePostLoginPath(new URLSearchParams('redirect=/pricing&next=/search'))).toBe(
      '/pricing',
    );
    expect(resolvePostLoginPath(new URLSearchParams('next=%2Fsearch%3Fq%3Dx'))).toBe('/search?q=x');
    expect(resolvePostLoginPath(new URLSearchParams('next=https://evil.example'))).toBe('/');
    expect(resolvePostLoginPath(new URLSearchParams(''), '/account')).toBe('/account');
  });
});
