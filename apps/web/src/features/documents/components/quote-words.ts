/**
 * The search's words as a sentence quotes them: in curly quotes, unless they already hold a
 * quoted phrase (`"culvert inspection" gabion`), where a second pair of quotes would only nest.
 */
export function quoteWords(words: string): string {
  return words.includes('"') ? words : `“${words}”`;
}
