import { findInvertedRanges } from '@wac/contract/search-ranges';
import { readFieldMessages } from '@/lib/api-error';
import type { SearchForm } from './search-form';

/**
 * The message to show at each filter field (issue 28 item 9): what the server said about the
 * applied search, field by field, while the panel still shows it, and an inverted range in
 * the draft as soon as it is typed (the server's own words: one definition in the contract).
 */
export function collectSearchFieldErrors(
  draft: SearchForm,
  isDraftApplied: boolean,
  error: unknown,
): Record<string, string> {
  const fromServer = isDraftApplied ? readFieldMessages(error) : {};
  return { ...fromServer, ...findInvertedRanges({ ...draft }) };
}
