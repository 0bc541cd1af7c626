import { paths } from '@/config/paths';

/**
 * The search a "Did you mean ...?" link runs: the same filters and sort with the corrected
 * search box, from the first page.
 */
export function buildSuggestionLink(current: URLSearchParams, correctedBox: string): string {
  const next = new URLSearchParams(current);
  next.set('q', correctedBox);
  next.delete('page');
  return `${paths.search}?${next.toString()}`;
}
