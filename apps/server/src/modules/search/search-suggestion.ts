import type { SearchSuggestion } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { applyCorrections, chooseCorrections, findBoxWords } from './search-suggestion-words';
import { lookUpVocabulary } from './search-vocabulary.repository';

/**
 * "Did you mean ...?" (issue 28, ADR 0156) is worked out only for a search with at most this
 * many results: what "few" means. Every other search pays nothing for it.
 */
export const SUGGEST_AT_MOST_RESULTS = 5;

/** Corrected boxes tried at most (the best correction of each word, then the second best). */
const ATTEMPTS = 2;

/**
 * A corrected search box, offered when it finds more than the box as typed: its misspelt words
 * (unknown to the vocabulary, or far rarer than a look-alike) replaced by known words. `countResults` runs the search
 * with another box (same filters) and returns its total: a suggestion is only ever offered after
 * it has been run, so it is never a promise the search cannot keep.
 */
export async function suggestCorrection(
  db: Queryable,
  box: string | undefined,
  total: number,
  countResults: (corrected: string) => Promise<number>,
): Promise<SearchSuggestion | null> {
  if (!box || total > SUGGEST_AT_MOST_RESULTS) return null;
  const words = findBoxWords(box);
  if (words.length === 0) return null;
  const matches = await lookUpVocabulary(
    db,
    words.map((word) => word.text),
  );
  const tried = new Set<string>();
  for (let rank = 0; rank < ATTEMPTS; rank += 1) {
    const corrected = applyCorrections(box, words, chooseCorrections(words, matches, rank));
    if (!corrected || tried.has(corrected)) continue;
    tried.add(corrected);
    const correctedTotal = await countResults(corrected);
    if (correctedTotal > total) return { q: corrected, total: correctedTotal };
  }
  return null;
}
