import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, resolveTheme, storeTheme, type Theme, watchSystemTheme } from '../utils/theme-storage';

const listeners = new Set<() => void>();

function notify() {
  applyTheme(resolveTheme());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopWatching = listeners.size === 1 ? watchSystemTheme(notify) : undefined;
  // Another tab changed the stored theme.
  window.addEventListener('storage', notify);
  return () => {
    listeners.delete(listener);
    stopWatching?.();
    window.removeEventListener('storage', notify);
  };
}

/** The current theme (the stored choice, else the system preference) and a toggle. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, resolveTheme);
  const toggleTheme = useCallback(() => {
    storeTheme(resolveTheme() === 'dark' ? 'light' : 'dark');
    notify();
  }, []);
  return { theme, toggleTheme };
}
