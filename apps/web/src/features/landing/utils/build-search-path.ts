import { paths } from '@/config/paths';

/**
 * The landing search box: `/search?q={term}&sort=relevance`, or `/search` when the box is empty.
 * Words typed into a box are a search for the best matches, so it opens with Best Match
 * selected (ADR 0082); links and the default search link keep `release_date-desc`.
 */
export function buildLandingSearchPath(term: string): string {
  const trimmed = term.trim();
  if (!trimmed) return paths.search;
  return `${paths.search}?${new URLSearchParams({ q: trimmed, sort: 'relevance' }).toString()}`;
}
