import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useBrowserSnapshot } from '@/hooks/use-browser-snapshot';
import { readStorage, writeStorage } from '@/lib/browser-storage';

/** Remembers a search URL (path + query) for the header's "Return to Your Search". */
export function rememberLastSearchUrl(url: string): void {
  writeStorage('session', STORAGE_KEYS.lastSearchUrl, url);
}

/**
 * What is remembered: every /search URL that carries a query. A bare /search (after clearing)
 * keeps the previous one, as the spec's search state does.
 */
export function rememberIfSearch({ pathname, search }: { pathname: string; search: string }): void {
  if (pathname === paths.search && search.length > 1) rememberLastSearchUrl(pathname + search);
}

/**
 * A page loaded by following a link from a search page whose script had not run yet (a result
 * clicked before hydration is a plain link): that page never remembered itself, so the page it
 * led to does, from the referrer (same origin only, by the server's Referrer-Policy; ADR 0373).
 * Only for a followed link: a reload or Back keeps the document's first referrer, which may be
 * older than the tab's last search.
 */
export function rememberSearchThatLinkedHere(): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation?.type !== 'navigate' || !document.referrer) return;
  const referrer = new URL(document.referrer);
  if (referrer.origin === window.location.origin) rememberIfSearch(referrer);
}

/** The last search URL of this tab, or null if the user has not searched yet. */
export function readLastSearchUrl(): string | null {
  const url = readStorage('session', STORAGE_KEYS.lastSearchUrl);
  // Only ever follow our own search page, whatever ended up in storage.
  return url?.startsWith(`${paths.search}?`) ? url : null;
}

/** readLastSearchUrl for rendering: a page rendered on the server has none. */
export function useLastSearchUrl(): string | null {
  return useBrowserSnapshot(readLastSearchUrl, null);
}
