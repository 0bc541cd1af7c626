import { useCallback, useSyncExternalStore } from 'react';
import {
  applyTheme,
  resolveTheme,
  storeTheme,
  type Theme,
  watchSystemTheme,
} from '../utils/theme-storage';

const listeners = new Set<() => void>();
let stopWatchingSystemTheme: (() => void) | undefined;

function notify() {
  applyTheme(resolveTheme());
  for (const listener of listeners) listener();
}

/** One set of window listeners however many components read the theme. */
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    stopWatchingSystemTheme = watchSystemTheme(notify);
    // Another tab changed the stored theme.
    window.addEventListener('storage', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatchingSystemTheme?.();
    window.removeEventListener('storage', notify);
  };
}

/** The current theme (the stored choice, else the system preference) and a toggle. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  // The server renders the light theme's toggle; the browser corrects it right after hydration
  // (the page's colours come from the <html> class set before paint, not from this).
  const theme = useSyncExternalStore(subscribe, resolveTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => {
    storeTheme(resolveTheme() === 'dark' ? 'light' : 'dark');
    notify();
  }, []);
  return { theme, toggleTheme };
}
