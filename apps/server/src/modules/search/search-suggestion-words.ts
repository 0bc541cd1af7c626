import { distance } from 'fastest-levenshtein';
import type { VocabularyMatch } from './search-vocabulary.repository';

/**
 * The pure half of "Did you mean ...?" (issue 28, ADR 0156): which words of the search box may
 * be corrected, which known word replaces each, and the corrected box.
 */

/** A word of the box that may be corrected, where it stands in the box's text. */
export type BoxWord = {
  start: number;
  end: number;
  /** As typed. */
  typed: string;
  /** Lower case, letters only: what the vocabulary is asked about. */
  text: string;
};

const OPERATORS = new Set(['OR', 'AND', 'NOT']);

/**
 * The words of the box a suggestion may replace: runs of three or more letters, left alone when
 * they are an operator, part of a token holding digits (a WAC ID, a CPV code, "covid19"), a word
 * beginning (`constr*`, matched through the vocabulary already), or excluded (`-word`,
 * `NOT word`: correcting them would not bring results back).
 */
export function findBoxWords(box: string): BoxWord[] {
  const words: BoxWord[] = [];
  let isAfterNot = false;
  for (const token of box.matchAll(/[^\s",()]+/g)) {
    const raw = token[0];
    const at = token.index ?? 0;
    const wasAfterNot = isAfterNot;
    isAfterNot = raw === 'NOT';
    const isExcluded =
      wasAfterNot || (raw.startsWith('-') && (at === 0 || /[\s(]/.test(box[at - 1]!)));
    if (OPERATORS.has(raw) || isExcluded || /\p{N}/u.test(raw)) continue;
    const runs = [...raw.matchAll(/\p{L}+/gu)];
    if (raw.endsWith('*')) runs.pop();
    for (const run of runs) {
      if (run[0].length < 3) continue;
      const start = at + (run.index ?? 0);
      const end = start + run[0].length;
      words.push({ start, end, typed: run[0], text: run[0].toLowerCase() });
    }
  }
  return words;
}

/** Edits allowed between a typed word and a correction, by the typed word's length. */
export function allowedEdits(length: number): number {
  if (length <= 4) return 1;
  return length <= 8 ? 2 : 3;
}

/**
 * A known word is corrected only to a word at least this many times commoner: a real but
 * uncommon word ("asbestos") is not replaced by a common look-alike. Unknown words always may be.
 */
export const RARER_BY_AT_LEAST = 20;

/**
 * The replacement of each word (null: keep it), choosing the `rank`-th best candidate (0 the
 * best): a known word within `allowedEdits`, fewest edits first, then the commonest.
 */
export function chooseCorrections(
  words: readonly BoxWord[],
  matches: readonly VocabularyMatch[],
  rank = 0,
): (string | null)[] {
  return words.map((word, index) => {
    const match = matches[index];
    if (!match) return null;
    const eligible = match.candidates
      .filter(
        (candidate) =>
          match.documents === 0 || candidate.documents >= match.documents * RARER_BY_AT_LEAST,
      )
      .map((candidate) => ({ ...candidate, edits: distance(word.text, candidate.word) }))
      .filter((candidate) => candidate.edits <= allowedEdits(word.text.length))
      .sort(
        (a, b) => a.edits - b.edits || b.documents - a.documents || a.word.localeCompare(b.word),
      );
    return eligible[Math.min(rank, eligible.length - 1)]?.word ?? null;
  });
}

/** The box with each corrected word replaced (capitalised as typed), or null when none is. */
export function applyCorrections(
  box: string,
  words: readonly BoxWord[],
  corrections: readonly (string | null)[],
): string | null {
  let corrected = '';
  let from = 0;
  words.forEach((word, index) => {
    const replacement = corrections[index];
    if (!replacement) return;
    const isCapital = /^\p{Lu}/u.test(word.typed);
    corrected += box.slice(from, word.start);
    corrected += isCapital ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
    from = word.end;
  });
  return from === 0 ? null : corrected + box.slice(from);
}
