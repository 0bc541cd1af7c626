/**
 * What the search box held that was not searched as typed (issue 28: never a silent 0). The
 * parser (keyword-terms.ts, keyword-operators.ts) records them; the search response carries them
 * as sentences (`keyword_notes`) shown beside the results.
 */
export type KeywordNote =
  /** A piece with no letter or digit (`*`, `...`): nothing to search for. */
  | { kind: 'not a word'; text: string }
  /** `ab*`: a word beginning shorter than MIN_PREFIX_LETTERS. */
  | { kind: 'short prefix'; text: string }
  /** `"road constr*"`: a star inside quotes, where it is no word beginning. */
  | { kind: 'star in phrase' }
  /** An operator with nothing on one side (`cleaning OR`, `NOT` at the end). */
  | { kind: 'operator alone'; operator: 'OR' | 'AND' | 'NOT' }
  | { kind: 'unmatched bracket' }
  /** NOT of several words together, which exclusions cannot hold. */
  | { kind: 'not unsupported'; text: string }
  /** Brackets of ORs multiplying into more alternatives than are searched. */
  | { kind: 'too many alternatives'; kept: number };

/** Word beginnings (`constr*`) need at least this many letters or digits before the star. */
export const MIN_PREFIX_LETTERS = 3;

const quoted = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** One note as a sentence for the search page. */
export function describeKeywordNote(note: KeywordNote): string {
  switch (note.kind) {
    case 'not a word':
      return `${quoted(note.text)} has no letters or digits to search for, so it was left out.`;
    case 'short prefix':
      return `${quoted(note.text)} was left out: a word beginning needs at least ${MIN_PREFIX_LETTERS} letters before the *.`;
    case 'star in phrase':
      return 'A * inside quotes is not a word beginning: quotes find the exact phrase, so it was left out.';
    case 'operator alone':
      return note.operator === 'NOT'
        ? 'NOT needs a word, a "phrase" or brackets after it; it was left out.'
        : `${note.operator} needs words on both sides; it was left out.`;
    case 'unmatched bracket':
      return 'A bracket without its pair was left out.';
    case 'not unsupported':
      return `${quoted(note.text)} was left out: NOT leaves out one word, one "phrase", or words joined by OR in brackets.`;
    case 'too many alternatives':
      return `The brackets combine into more than ${note.kept} alternatives; only the first ${note.kept} are searched.`;
  }
}

/** Said when the box held something but nothing searchable was left in it. */
export const EVERYTHING_LISTED_NOTE =
  'With no words left to search for, every opportunity is listed, as for an empty search box.';

/** Said when every alternative was stop words only ("the", "of and"), which match nothing. */
export const STOP_WORDS_ONLY_NOTE =
  'These words are too common to search for (like "the" or "and"), so nothing matches them. Add a more specific word.';

/** Said when Best Match was asked for but the box holds only word beginnings (`constr*`). */
export const WORD_BEGINNINGS_UNRANKED_NOTE =
  'Best Match ranks whole words; a search of word beginnings only (like constr*) is listed newest first.';
