import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { parseCookie, useRequestCookie, writePreferenceCookie } from '@/lib/request-cookies';

export type ResultsView = 'cards' | 'compact';

/** Where the chosen layout is remembered in the browser (and, mirrored, in a cookie). */
const STORAGE_KEY = 'searchResultsView';
/** Below this width (phones) results are always cards: a compact row would be cut to nothing. */
const WIDE_SCREEN_QUERY = '(min-width: 768px)';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = globalThis.matchMedia?.(WIDE_SCREEN_QUERY);
  media?.addEventListener('change', listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}

const toView = (value: string | null): ResultsView => (value === 'compact' ? 'compact' : 'cards');
const readChoice = () => toView(readStorage('local', STORAGE_KEY));
const isWideScreen = () => globalThis.matchMedia?.(WIDE_SCREEN_QUERY).matches ?? false;

/**
 * The result layout (issue 17): the user's choice, remembered in local storage, and the layout
 * shown, which is cards on phones whatever the choice. The choice is mirrored in a cookie that
 * the server rendering reads (ADR 0098), so a page reloaded with compact chosen arrives compact:
 * the server cannot see the screen, and takes a browser that chose compact for a wide one (only
 * a wide one can choose). The browser then follows its own storage and width.
 */
export function useResultsView() {
  const readCookie = useRequestCookie(STORAGE_KEY);
  const serverChoice = () => toView(readCookie());
  const choice = useSyncExternalStore(subscribe, readChoice, serverChoice);
  const isWide = useSyncExternalStore(subscribe, isWideScreen, () => serverChoice() === 'compact');
  // A choice made before the cookie existed (or the cookie cleared): mirror it. No choice, no cookie.
  useEffect(() => {
    const stored = readStorage('local', STORAGE_KEY);
    if (stored !== null && parseCookie(document.cookie, STORAGE_KEY) !== stored) {
      writePreferenceCookie(STORAGE_KEY, stored);
    }
  }, []);
  const choose = useCallback((view: ResultsView) => {
    writeStorage('local', STORAGE_KEY, view);
    writePreferenceCookie(STORAGE_KEY, view);
    for (const listener of listeners) listener();
  }, []);
  return { choice, shown: isWide ? choice : ('cards' as const), canChoose: isWide, choose };
}
