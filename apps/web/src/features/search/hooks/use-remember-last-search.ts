import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberIfSearch } from '../utils/last-search-url';

/** Remembers the search of every /search URL the app shows (rememberIfSearch says which). */
export function useRememberLastSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => rememberIfSearch({ pathname, search }), [pathname, search]);
}
