import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';

export type ResultsView = 'cards' | 'compact';

/** Where the chosen layout is remembered in the browser. */
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

const readChoice = (): ResultsView =>
  readStorage('local', STORAGE_KEY) === 'compact' ? 'compact' : 'cards';
const isWideScreen = () => globalThis.matchMedia?.(WIDE_SCREEN_QUERY).matches ?? false;

/**
 * The result layout (issue 17): the user's choice, remembered in local storage, and the layout
 * shown, which is cards on phones whatever the choice. The server renders cards; the browser
 * switches once hydrated.
 */
export function useResultsView() {
  const choice = useSyncExternalStore(subscribe, readChoice, () => 'cards' as const);
  const isWide = useSyncExternalStore(subscribe, isWideScreen, () => false);
  const choose = useCallback((view: ResultsView) => {
    writeStorage('local', STORAGE_KEY, view);
    for (const listener of listeners) listener();
  }, []);
  return { choice, shown: isWide ? choice : ('cards' as const), canChoose: isWide, choose };
}
