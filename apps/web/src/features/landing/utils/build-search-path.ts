import { paths } from '@/config/paths';

/** The landing search box: `/search?q={term}`, or `/search` when the box is empty. */
export function buildLandingSearchPath(term: string): string {
  const trimmed = term.trim();
  if (!trimmed) return paths.search;
  return `${paths.search}?${new URLSearchParams({ q: trimmed }).toString()}`;
}
