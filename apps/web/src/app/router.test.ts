import { describe, expect, it } from 'vitest';
import { isKnownPage } from './router';

describe('which paths are pages', () => {
  it.each([
    '/',
    '/search',
    '/opportunity/WAC-0123456789',
    '/frameworks/WAC-0123456789',
    '/leaderboards',
    '/login',
    '/register',
    '/auth/verify-email',
    '/auth/confirm-email/abc123',
    '/auth/password-reset',
    '/auth/password-reset/confirm/MQ/abc-def',
    '/about',
    '/contact',
    '/pricing',
    '/privacy',
    '/account',
    '/account/profile',
    '/account/favourites',
    '/account/alerts',
    '/alerts/unsubscribe/abc',
    '/payment-success',
    '/payment-cancelled',
    '/search/',
    '/auth/sign-in-link/abc-def',
  ])('%s is a page of both specs', (pathname) => {
    expect(isKnownPage(pathname)).toBe(true);
  });

  it.each(['/no-such-page', '/opportunity', '/account/nope', '/search/extra', '/auth'])(
    '%s is no page',
    (pathname) => {
      expect(isKnownPage(pathname)).toBe(false);
    },
  );
});
