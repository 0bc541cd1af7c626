import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { readStorage, writeStorage } from '@/lib/browser-storage';

/** Remembers a search URL (path + query) for the header's "Return to Your Search". */
export function rememberLastSearchUrl(url: string): void {
  writeStorage('session', STORAGE_KEYS.lastSearchUrl, url);
}

/** The last search URL of this tab, or null if the user has not searched yet. */
export function readLastSearchUrl(): string | null {
  const url = readStorage('session', STORAGE_KEYS.lastSearchUrl);
  // Only ever follow our own search page, whatever ended up in storage.
  return url?.startsWith(`${paths.search}?`) ? url : null;
}

/** The tab's storage changes only by this tab's own navigation, which re-renders anyway. */
const subscribeToNothing = () => () => undefined;

/**
 * readLastSearchUrl for rendering: the server cannot see the tab's storage, so a page rendered
 * there (and its hydration) has none; the browser fills it in straight after.
 */
export function useLastSearchUrl(): string | null {
  return useSyncExternalStore(subscribeToNothing, readLastSearchUrl, () => null);
}
