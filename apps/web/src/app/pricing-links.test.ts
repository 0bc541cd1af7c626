import { SOFTWARE_FEATURE_PAGES } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { isKnownPage } from './router';

/**
 * Every software feature a pricing card sells links to its page from SOFTWARE_FEATURE_PAGES (the
 * server's plan tests hold each bullet to that table). Here each page is checked against the
 * router: a bullet that is not "coming soon" must lead to a page of the app (issue 28, ADR 0140).
 */
const shipped = Object.entries(SOFTWARE_FEATURE_PAGES).flatMap(([feature, page]) =>
  page === null ? [] : [[feature, page] as const],
);

describe('pricing bullets lead to pages of the app', () => {
  it('sells some shipped software', () => {
    expect(shipped.length).toBeGreaterThan(5);
  });

  it.each(shipped)('%s lives at %s, a route of the app', (_feature, page) => {
    expect(page.startsWith('/')).toBe(true);
    expect(isKnownPage(new URL(page, 'http://wac.local').pathname)).toBe(true);
  });
});
