import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useBrowserSnapshot } from '@/hooks/use-browser-snapshot';
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

/** readLastSearchUrl for rendering: a page rendered on the server has none. */
export function useLastSearchUrl(): string | null {
  return useBrowserSnapshot(readLastSearchUrl, null);
}
