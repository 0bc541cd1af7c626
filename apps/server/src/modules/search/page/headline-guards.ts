import { quoteLexeme, readQuotedLexeme } from '../match/keyword-tsquery';
import type { SqlParams } from '../match/search-sql';
import {
  descriptionForHighlight,
  FRAGMENT_HEADLINE_OPTIONS,
  MATCH_END,
  MATCH_START,
  TITLE_HEADLINE_OPTIONS,
  withoutMarkers,
} from './search-highlights';

/**
 * When a card's title highlight cannot mark anything, so the card shows none (issue 36, ADR
 * 0321): ts_headline marks a word only when its lexeme (the 'english' config) is one of the
 * query's words, or begins with a word-beginning one. The stored search vector (migration 0400)
 * holds exactly the title's lexemes with weight A (the title comes first in it, so none of its
 * positions is ever cut off), so when it holds none of the query's words with weight A the
 * title's ts_headline has no mark and is skipped. It is run as before when the title holds a
 * marker character (removing it, as the highlight does, can join two words into a new one).
 * The description is not guarded: where it holds the keyword, as a rare word's matches nearly
 * always do, the check only added to the statement (ADR 0322).
 */

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
 * SQL condition (over `o` opportunities and `ps` its search copy) under which the title's
 * ts_headline is run; null to run it always (the query was not read).
 */
export function titleHeadlineGuard(highlightText: string, params: SqlParams): string | null {
  const operands = queryOperands(highlightText);
  if (!operands) return null;
  const inTitle = `ps.search_vector @@ ${params.add(anyWithWeight(operands, 'A'))}::tsquery`;
  return `(${inTitle} OR ${holdsMarker('o.title')})`;
}

/**
 * SQL: a card's marked title and description passage for the `highlight` tsquery (null: none),
 * the title's ts_headline run only under `titleGuard` when there is one.
 */
export function cardHeadlineColumns(
  highlight: string | null,
  titleGuard: string | null,
  params: SqlParams,
): { titleMarked: string; fragmentMarked: string } {
  if (!highlight) return { titleMarked: 'NULL::text', fragmentMarked: 'NULL::text' };
  const title = `ts_headline('english', ${withoutMarkers('o.title')}, ${highlight}, ${params.add(TITLE_HEADLINE_OPTIONS)})`;
  return {
    titleMarked: titleGuard ? `CASE WHEN ${titleGuard} THEN ${title} END` : title,
    fragmentMarked: `ts_headline('english', ${descriptionForHighlight('o.description')}, ${highlight}, ${params.add(FRAGMENT_HEADLINE_OPTIONS)})`,
  };
}
