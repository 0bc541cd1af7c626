import type { HighlightSegment } from '@wac/contract';
import { matchSpans, parseTsquery } from './query-spans';

/**
 * One token of the page as Postgres's parser reads it, in order: its type's alias, its text, and
 * whether the 'english' configuration reads it (a blank does not, a stop word does).
 */
export type PageToken = [alias: string, token: string, isRead: boolean];

/** One lexeme of `to_tsvector('english', text)` and its positions. */
export type PageWord = [lexeme: string, positions: number[]];

/**
 * Tokens the parser gives whole and then again in parts ("health-safety", then "health", "-",
 * "safety"): the parts follow from the same place in the text.
 */
const WHOLE_THEN_PARTS = new Set(['asciihword', 'hword', 'numhword', 'url']);

type Place = { from: number; to: number };

/** to_tsvector's last position, shared by every word after it. */
const MAX_POSITION = 16_383;

/**
 * Each word position's lexemes and where in the text it stands. As in to_tsvector, every token
 * the configuration reads takes the next position (a stop word too, with no lexeme); blanks take
 * none. to_tsvector keeps positions up to 16,383 (later words share the last), so words after
 * that on a very long page are not told apart and stay unmarked.
 */
function placeTokens(text: string, page: { tokens: readonly PageToken[]; words: PageWord[] }) {
  const lexemesAt = new Map<number, string[]>();
  for (const [lexeme, positions] of page.words) {
    for (const position of positions)
      lexemesAt.set(position, [...(lexemesAt.get(position) ?? []), lexeme]);
  }
  const lexemes: string[][] = [];
  const places: Place[] = [];
  let cursor = 0;
  for (const [alias, token, isRead] of page.tokens) {
    const from = text.indexOf(token, cursor);
    if (from < 0) continue;
    if (!WHOLE_THEN_PARTS.has(alias)) cursor = from + token.length;
    if (!isRead) continue;
    const position = lexemes.length + 1;
    lexemes.push(position < MAX_POSITION ? (lexemesAt.get(position) ?? []) : []);
    places.push({ from, to: from + token.length });
  }
  return { lexemes, places };
}

/** Marked stretches of text, overlapping or touching ones joined, in order. */
function markedStretches(places: readonly Place[], spans: { start: number; end: number }[]) {
  const stretches = spans
    .map(({ start, end }) => {
      const covered = places.slice(start, end + 1);
      return {
        from: Math.min(...covered.map((place) => place.from)),
        to: Math.max(...covered.map((place) => place.to)),
      };
    })
    .sort((a, b) => a.from - b.from);
  const joined: Place[] = [];
  for (const stretch of stretches) {
    const last = joined.at(-1);
    if (last && stretch.from <= last.to) last.to = Math.max(last.to, stretch.to);
    else joined.push({ ...stretch });
  }
  return joined;
}

/**
 * The page as runs of text, each place the search matches one marked run: a phrase is one run
 * from its first word to its last (the words between included), so the reader's count of marked
 * runs is its count of matches. With no readable query the page comes back unmarked.
 */
export function markPage(
  text: string,
  page: { tokens: readonly PageToken[]; words: PageWord[] },
  tsquery: string,
): HighlightSegment[] {
  const query = parseTsquery(tsquery);
  const { lexemes, places } = placeTokens(text, page);
  const stretches = query ? markedStretches(places, matchSpans(query, lexemes)) : [];
  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const { from, to } of stretches) {
    if (from > cursor) segments.push({ text: text.slice(cursor, from), is_match: false });
    segments.push({ text: text.slice(from, to), is_match: true });
    cursor = to;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), is_match: false });
  return segments;
}
