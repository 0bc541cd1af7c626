import type { HighlightSegment } from '@wac/contract';

/**
 * How many matches the reader names for a page. The server marks every word of the search on the
 * page (ts_headline with HighlightAll), so a quoted phrase such as "cyber essentials" comes back
 * as two marked runs with a space between. A plain search counts each marked word, as before; a
 * phrase counts once per place it appears: marked runs joined only by spaces, punctuation or
 * the phrase's own unmarked words (stop words such as "and") are one occurrence. When the search
 * is nothing but phrases, a phrase word marked on its own is not an occurrence and is not counted.
 */
export function countReaderMatches(segments: HighlightSegment[], words: string): number {
  const phrases = [...words.matchAll(/"([^"]*)"?/g)]
    .map((match) => wordsOf(match[1] ?? ''))
    .filter((phrase) => phrase.length > 1);
  const marked = segments.filter((segment) => segment.is_match).length;
  if (phrases.length === 0) return marked;
  const phraseWords = new Set(phrases.flat());
  const onlyPhrases = plainWordsOf(words).length === 0;
  let count = 0;
  let runLength = 0;
  const close = () => {
    if (runLength > 1 || (runLength === 1 && !onlyPhrases)) count += 1;
    runLength = 0;
  };
  for (const segment of segments) {
    if (segment.is_match) runLength += 1;
    else if (!joinsPhrase(segment.text, phraseWords)) close();
  }
  close();
  return count;
}

/** Words typed outside quotes, leaving out the operators and the minus's left-out words. */
const plainWordsOf = (words: string) =>
  words
    .replace(/-?"[^"]*"?/g, ' ')
    .split(/[\s,()]+/)
    .filter((token) => !/^(?:OR|AND|NOT)$/.test(token) && !token.startsWith('-'))
    .flatMap(wordsOf);

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Text between two marked words of one phrase: separators and the phrase's unmarked words. */
const joinsPhrase = (text: string, phraseWords: Set<string>) =>
  !text.includes('\n') && wordsOf(text).every((word) => phraseWords.has(word));
