import type { HighlightSegment } from '@wac/contract';

/**
 * How many matches the reader names for a page: its marked runs. The server marks each place the
 * search matches as one run (a quoted phrase from its first word to its last, a plain word on
 * its own, a phrase's word alone never: search/page/page-marks.ts on the server), so the count needs no
 * second reading of the search box here.
 */
export function countReaderMatches(segments: readonly HighlightSegment[]): number {
  return segments.filter((segment) => segment.is_match).length;
}
