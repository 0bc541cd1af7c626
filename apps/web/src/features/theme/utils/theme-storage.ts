import { STORAGE_KEYS } from '@/config/constants';
import { readStorage, writeStorage } from '@/lib/browser-storage';

export type Theme = 'light' | 'dark';

const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme | null {
  const stored = readStorage('local', STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

function getSystemTheme(): Theme {
  return window.matchMedia(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light';
}

/** The chosen theme, or the system preference when the user has not chosen. */
export function resolveTheme(): Theme {
  return readStoredTheme() ?? getSystemTheme();
}

/** Same effect as the inline script in index.html, which runs before first paint. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function storeTheme(theme: Theme): void {
  writeStorage('local', STORAGE_KEYS.theme, theme);
}

/** Calls back when the system preference changes and the user has not chosen a theme. */
export function watchSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(SYSTEM_DARK_QUERY);
  const listener = () => {
    if (!readStoredTheme()) onChange();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
