import type { SearchQuery, SearchSort, SearchSuggestion } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { describeKeywordBox } from './keyword-box-notes';
import { suggestCorrection } from './search-suggestion';

/**
 * What the search response says about the words typed (issue 28): `keyword_notes` (what was not
 * searched as typed) and `suggestion` ("Did you mean ...?", looked for only with few results).
 * `countResults` runs the search with another box and the same filters.
 */
export async function describeSearchWords(
  db: Queryable,
  search: {
    query: SearchQuery;
    total: number;
    /** The sort applied (Best Match may have fallen back). */
    sort: SearchSort;
    /** The box holds text to match (not only a WAC ID, CPV code or nothing searchable). */
    hasTextKeyword: boolean;
    /** Every alternative held stop words only, so nothing matched. */
    isStopWordsOnly: boolean;
    countResults: (corrected: string) => Promise<number>;
  },
): Promise<{ keyword_notes: string[]; suggestion: SearchSuggestion | null }> {
  const { query } = search;
  return {
    keyword_notes: describeKeywordBox(query.q, {
      isStopWordsOnly: search.isStopWordsOnly,
      // Text to match, yet no Best Match: only word beginnings were typed.
      isUnrankedBestMatch:
        search.hasTextKeyword && query.sort === 'relevance' && search.sort !== 'relevance',
    }),
    suggestion: await suggestCorrection(db, query.q, search.total, search.countResults),
  };
}
