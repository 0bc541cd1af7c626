import type { SqlParams } from './search-sql';

/**
 * The tsquery documents are matched with, and whether its words must meet on one page: `&`, a
 * phrase operator (`<->`, `<N>`) or a `!` in its text (lexemes never hold them: the parser
 * splits on them); null when the tsquery is built in the statement (then matched page by page,
 * which is right for any tsquery). With `pagesTsquery` (the plain one), `tsquery` is the
 * keyword's with its phrases on the stored pairs (ADR 0317): the filled sets answer it, the
 * pages `pagesTsquery` for the sets not filled yet.
 */
export type DocumentsLookup = {
  tsquery: string;
  onePage: boolean | null;
  pagesTsquery?: string;
  /** Tested by probing each row's word set by its key (a walked page, ADR 0344). */
  probed?: true;
};

/** A lookup of the word sets alone (no page to read), which a probe by key answers the same. */
export const isProbeable = (lookup: DocumentsLookup) =>
  lookup.onePage === false && lookup.pagesTsquery === undefined;

const ON_ONE_PAGE = /[&<!]/;

/**
 * `text` is the keyword's plain tsquery, `paired` the same with its phrases on the pair lexemes
 * (keyword-tsquery.ts). When the plain one needs a page but the paired one does not (its phrases
 * are two words, or two with a stop word between, ADR 0317), the pairs answer it exactly: each
 * page's pairs are stored apart, so none spans a page break (the sets not paired yet are matched
 * page by page with `text`). A longer phrase, or words that must meet on one page, are still
 * matched page by page.
 */
export const lookupOf = (text: string, params: SqlParams, paired?: string): DocumentsLookup => {
  if (!ON_ONE_PAGE.test(text) || paired === undefined || ON_ONE_PAGE.test(paired)) {
    return { tsquery: `${params.add(text)}::tsquery`, onePage: ON_ONE_PAGE.test(text) };
  }
  return {
    tsquery: `${params.add(paired)}::tsquery`,
    onePage: false,
    pagesTsquery: `${params.add(text)}::tsquery`,
  };
};

/**
 * The ids of the opportunities whose documents match (see documentAlternative); `withKey` adds
 * the facet key of a match found in the word sets. A phrase on pairs (ADR 0317) is one probe of
 * the sets whose pairs are filled (a pair lexeme is only in the pairs, a word only in the words:
 * each side of the OR answers its own alternatives) and page by page for the sets the background
 * job has not filled yet (ADR 0330), so the ids are the same at every stage of the fill. Once
 * all are filled the second part finds no set by its partial index and reads no page.
 */
export function documentMatchIdsSql(
  { tsquery, onePage, pagesTsquery }: DocumentsLookup,
  withKey = false,
): string {
  const columns = `w.opportunity_id${withKey ? ', w.facet_key' : ''}`;
  if (pagesTsquery !== undefined) {
    return `SELECT ${columns} FROM opportunity_document_words w
             WHERE w.pairs IS NOT NULL AND (w.words @@ ${tsquery} OR w.pairs @@ ${tsquery})
            UNION ALL
            SELECT ${columns} FROM opportunity_document_words w
             WHERE w.pairs IS NULL AND w.opportunity_id IN (${pageMatchIdsSql(pagesTsquery)})`;
  }
  return onePage === false
    ? `SELECT ${columns} FROM opportunity_document_words w WHERE w.words @@ ${tsquery}`
    : pageMatchIdsSql(tsquery);
}

/** The opportunities linking a page that matches, page by page (ADR 0265). */
const pageMatchIdsSql = (tsquery: string) =>
  `SELECT od.opportunity_id FROM opportunity_documents od
    WHERE od.content_hash IN (
            SELECT p.content_hash FROM document_pages p
             WHERE p.search_vector @@ ${tsquery}
            UNION
            SELECT m.zip_hash FROM document_file_members m
              JOIN document_pages p ON p.content_hash = m.member_hash
             WHERE p.search_vector @@ ${tsquery})`;
