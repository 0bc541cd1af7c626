import type { HighlightSegment } from '@wac/contract';

/**
 * "Why it matched" (issue 17): Postgres's ts_headline marks the keyword's words in the title and
 * in a short passage of the description, for the rows of the page being returned only. The marks
 * are two private-use characters, removed from the text beforehand so the text can never fake
 * one; the server cuts the output into plain text runs (`{ text, is_match }`), so no markup ever
 * travels and the client renders each run as text (a match inside `<mark>`).
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** SQL: the text with the two marker characters removed. */
export const withoutMarkers = (expression: string) =>
  `translate(${expression}, '${MATCH_START}${MATCH_END}', '')`;

/**
 * The description's passage is looked for in its first DESCRIPTION_HIGHLIGHT_CHARS characters
 * only: ts_headline parses all the text it is given, so its cost grows with the description
 * (about 1 ms per 7,000 characters, 145 ms for 1 MB: `npm run bench:highlight`, ADR 0097) and
 * one long description would hold up a page of results. 5,000 characters (some 800 words) hold
 * the whole of most notices' descriptions and their subject always comes first; a keyword found
 * only further on still matches (the search vector holds the whole text), the card just shows
 * no passage for it.
 */
export const DESCRIPTION_HIGHLIGHT_CHARS = 5_000;

/** SQL: the start of the description that the highlight reads, marker characters removed. */
export const descriptionForHighlight = (expression: string) =>
  withoutMarkers(`left(${expression}, ${DESCRIPTION_HIGHLIGHT_CHARS})`);

/** ts_headline options for the whole title, every match marked. */
export const TITLE_HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/**
 * ts_headline options for the description: up to two passages of at most 24 words around the
 * matches, joined by an ellipsis.
 */
export const FRAGMENT_HEADLINE_OPTIONS = [
  `StartSel=${MATCH_START}`,
  `StopSel=${MATCH_END}`,
  'MaxFragments=2',
  'MaxWords=24',
  'MinWords=10',
  'FragmentDelimiter=" … "',
].join(', ');

/**
 * Runs of plain and matched text from ts_headline output; null when nothing is marked (the text
 * did not match, so there is nothing to show for it). Whitespace is tidied as the card shows it.
 */
export function toHighlightSegments(marked: string | null): HighlightSegment[] | null {
  if (!marked?.includes(MATCH_START)) return null;
  const segments: HighlightSegment[] = [];
  const push = (text: string, isMatch: boolean) => {
    const tidy = text.replace(/\s+/g, ' ');
    if (!tidy) return;
    const last = segments.at(-1);
    if (last && last.is_match === isMatch) last.text += tidy;
    else segments.push({ text: tidy, is_match: isMatch });
  };
  for (const [index, part] of marked.split(MATCH_START).entries()) {
    if (index === 0) {
      push(part, false);
      continue;
    }
    const end = part.indexOf(MATCH_END);
    if (end < 0) push(part, true);
    else {
      push(part.slice(0, end), true);
      push(part.slice(end + 1).replaceAll(MATCH_END, ''), false);
    }
  }
  const first = segments[0];
  if (first) first.text = first.text.trimStart();
  const last = segments.at(-1);
  if (last) last.text = last.text.trimEnd();
  return segments.filter((segment) => segment.text !== '');
}
