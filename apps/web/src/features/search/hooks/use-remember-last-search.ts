import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { rememberLastSearchUrl } from '../utils/last-search-url';

/**
 * Remembers every /search URL that carries a query. A bare /search (after clearing) keeps the
 * previous one, as the spec's search state does.
 */
export function useRememberLastSearch(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname === paths.search && search.length > 1) rememberLastSearchUrl(pathname + search);
  }, [pathname, search]);
}
