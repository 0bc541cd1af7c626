import { quoteLexeme, readQuotedLexeme } from '../match/keyword-tsquery';
import type { SqlParams } from '../match/search-sql';
import {
  DESCRIPTION_HIGHLIGHT_CHARS,
  descriptionForHighlight,
  FRAGMENT_HEADLINE_OPTIONS,
  MATCH_END,
  MATCH_START,
  TITLE_HEADLINE_OPTIONS,
  withoutMarkers,
} from './search-highlights';

/**
 * When a card's ts_headline cannot mark anything, so the card shows no highlight for that text
 * (issue 36, ADR 0321): ts_headline marks a word only when its lexeme (the 'english' config)
 * is one of the query's words, or begins with a word-beginning one. The stored search vector
 * (migration 0400) holds exactly those lexemes of the title with weight A, of the buyer and
 * supplier names with B, of the description with C, so when it holds none of the query's words
 * with the text's weight, ts_headline's output has no mark and is skipped. It is run as before
 * wherever the vector could fall short of the text ts_headline reads:
 * - the text holds a marker character (removing it can join two words into a new one);
 * - the description is longer than the part ts_headline reads (the cut can end in a new word);
 * - the description's C positions can be missing from the vector: `||` adds a lexeme's later
 *   positions only while it has fewer than 256 and none at the last position (16,383), which
 *   the title and names can only reach from 256 characters on (each occurrence is its own
 *   stretch of text), so past that the description is read whenever they hold a query word.
 */

/** The title, buyer and supplier length from which the C positions can be cut off. */
export const NAMES_CHARS_BEFORE_TRUNCATION = 256;

/** The query's words as tsquery operands (`'word'`, `'begin':*`); null when it is not read. */
export function queryOperands(tsqueryText: string): string[] | null {
  const operands: string[] = [];
  let index = 0;
  while (index < tsqueryText.length) {
    const character = tsqueryText[index] ?? '';
    if (character === "'") {
      const quoted = readQuotedLexeme(tsqueryText, index);
      if (!quoted) return null;
      const suffix = /^:[*A-Da-d]+/.exec(tsqueryText.slice(quoted.end))?.[0] ?? '';
      // A weight already on a word would clash with the one added here: read as before.
      if (/[A-Da-d]/.test(suffix)) return null;
      operands.push(`${quoteLexeme(quoted.lexeme)}${suffix ? ':*' : ''}`);
      index = quoted.end + suffix.length;
    } else if (/[\s()&|!<>\-\d]/.test(character)) index += 1;
    else return null;
  }
  return operands.length > 0 ? operands : null;
}

/** A tsquery text matching a vector holding any of the operands with one of the weights. */
const anyWithWeight = (operands: readonly string[], weights: string) =>
  operands.map((operand) => `${operand}${operand.endsWith(':*') ? '' : ':'}${weights}`).join(' | ');

const holdsMarker = (column: string) =>
  `strpos(${column}, '${MATCH_START}') > 0 OR strpos(${column}, '${MATCH_END}') > 0`;

/**
 * SQL conditions (over `o` opportunities and `ps` its search copy) under which the title's and
 * the description's ts_headline are run; null to run them always (the query was not read).
 */
export function headlineGuards(
  highlightText: string,
  params: SqlParams,
): { title: string; description: string } | null {
  const operands = queryOperands(highlightText);
  if (!operands) return null;
  const holds = (weights: string) =>
    `ps.search_vector @@ ${params.add(anyWithWeight(operands, weights))}::tsquery`;
  const namesLength =
    "char_length(coalesce(o.title, '')) + char_length(coalesce(o.buyer_name, '')) + char_length(coalesce(o.supplier_text, ''))";
  return {
    title: `(${holds('A')} OR ${holdsMarker('o.title')})`,
    description: `(${holds('C')} OR ${holdsMarker('o.description')}
       OR char_length(o.description) > ${DESCRIPTION_HIGHLIGHT_CHARS}
       OR (${namesLength} >= ${NAMES_CHARS_BEFORE_TRUNCATION} AND ${holds('AB')}))`,
  };
}

/**
 * SQL: a card's marked title and description passage for the `highlight` tsquery (null: none),
 * each ts_headline run only under its guard when there are guards.
 */
export function cardHeadlineColumns(
  highlight: string | null,
  guards: { title: string; description: string } | null,
  params: SqlParams,
): { titleMarked: string; fragmentMarked: string } {
  if (!highlight) return { titleMarked: 'NULL::text', fragmentMarked: 'NULL::text' };
  const guarded = (guard: string | undefined, headline: string) =>
    guard ? `CASE WHEN ${guard} THEN ${headline} END` : headline;
  return {
    titleMarked: guarded(
      guards?.title,
      `ts_headline('english', ${withoutMarkers('o.title')}, ${highlight}, ${params.add(TITLE_HEADLINE_OPTIONS)})`,
    ),
    fragmentMarked: guarded(
      guards?.description,
      `ts_headline('english', ${descriptionForHighlight('o.description')}, ${highlight}, ${params.add(FRAGMENT_HEADLINE_OPTIONS)})`,
    ),
  };
}
