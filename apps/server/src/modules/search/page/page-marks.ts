import type { HighlightSegment } from '@wac/contract';
import { matchSpans, parseTsquery } from './query-spans';
import { MATCH_END, MATCH_START } from './search-highlights';

/**
 * One token of the page as Postgres's parser reads it, in order: its type's alias, its text, and
 * whether the 'english' configuration reads it (a blank does not, a stop word does).
 */
export type PageToken = [alias: string, token: string, isRead: boolean];

/** One lexeme of `to_tsvector('english', text)` and its positions. */
export type PageWord = [lexeme: string, positions: number[]];

/**
 * SQL: the passage of a text around a tsquery's words (ts_headline's fragments with their
 * markers removed, whitespace tidied as a card shows it), for markPassage to mark.
 */
export const passageSql = (text: string, tsquery: string, options: string) =>
  `btrim(regexp_replace(translate(ts_headline('english', ${text}, ${tsquery}, '${options}'),
                                  '${MATCH_START}${MATCH_END}', ''), '\\s+', ' ', 'g'))`;

/** A text's tokens and words as markPage reads them, from the row that holds the text. */
export type MarkableText = { tokens: PageToken[] | null; words: PageWord[] | null };

/**
 * SQL: the columns `tokens` and `words` of a text expression, for markPage. ts_parse and
 * to_tsvector are quick where ts_debug, which gives both, took ~10 times as long (ADR 0310).
 */
export const markableTextSql = (text: string) => `
  (SELECT json_agg(json_build_array(t.alias, d.token, m.maptokentype IS NOT NULL) ORDER BY d.n)
     FROM ts_parse('default', ${text}) WITH ORDINALITY AS d (tokid, token, n)
     JOIN ts_token_type('default') t ON t.tokid = d.tokid
     LEFT JOIN (SELECT DISTINCT maptokentype FROM pg_ts_config_map
                 WHERE mapcfg = 'english'::regconfig) m ON m.maptokentype = d.tokid) AS tokens,
  (SELECT json_agg(json_build_array(w.lexeme, w.positions))
     FROM unnest(to_tsvector('english', ${text})) w) AS words`;

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
  // Only the tokens read are looked for: what lies between them is blanks and marks, never a word.
  for (const [alias, token, isRead] of page.tokens) {
    if (!isRead) continue;
    const from = text.indexOf(token, cursor);
    if (from < 0) continue;
    if (!WHOLE_THEN_PARTS.has(alias)) cursor = from + token.length;
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
export function markPage(text: string, page: MarkableText, tsquery: string): HighlightSegment[] {
  const query = parseTsquery(tsquery);
  const { lexemes, places } = placeTokens(text, {
    tokens: page.tokens ?? [],
    words: page.words ?? [],
  });
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

/**
 * A passage (passageSql's) marked by the same rule; null when nothing in it is marked.
 */
export function markPassage(
  passage: string | null,
  text: MarkableText,
  tsquery: string,
): HighlightSegment[] | null {
  if (!passage) return null;
  const segments = markPage(passage, text, tsquery);
  return segments.some((segment) => segment.is_match) ? segments : null;
}
