import {
  describeKeywordNote,
  EVERYTHING_LISTED_NOTE,
  STOP_WORDS_ONLY_NOTE,
  WORD_BEGINNINGS_UNRANKED_NOTE,
} from './match/keyword-notes';
import { parseKeywordQuery } from './match/keyword-terms';

/**
 * The sentences the search page shows about the keyword box (issue 28: what it held that was not
 * searched as typed, so no search comes back empty without a reason):
 * - each note of the parser (a lone `*`, an operator with nothing to work on, ...);
 * - a box with nothing searchable left lists everything, and says so;
 * - words that are all stop words match nothing (ADR 0021), and that is said too;
 * - Best Match asked for a box of word beginnings only, which is listed newest first.
 */
export function describeKeywordBox(
  keywords: string | undefined,
  options: { isStopWordsOnly: boolean; isUnrankedBestMatch: boolean },
): string[] {
  const query = parseKeywordQuery(keywords);
  const notes = query.notes.map(describeKeywordNote);
  if (keywords?.trim() && query.terms.length === 0 && query.exclusions.length === 0) {
    notes.push(EVERYTHING_LISTED_NOTE);
  }
  if (options.isStopWordsOnly) notes.push(STOP_WORDS_ONLY_NOTE);
  if (options.isUnrankedBestMatch) notes.push(WORD_BEGINNINGS_UNRANKED_NOTE);
  return notes;
}
