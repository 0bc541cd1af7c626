import type { OpportunityDocument } from '@wac/contract';
import { quoteWords } from './quote-words';

/** What the list says of a document that is not (or not yet) readable. */
export function describeDocumentState(document: OpportunityDocument): string {
  switch (document.state) {
    case 'read':
      return document.page_count === 1 ? '1 page' : `${document.page_count ?? 0} pages`;
    case 'no_text_scanned':
      return 'No text (scanned)';
    case 'waiting':
      return 'Not read yet';
    default:
      return document.reason ? `Could not be read: ${document.reason}` : 'Could not be read';
  }
}

/** A document whose pages the search looked through: read, with at least one page. */
const isSearched = (document: OpportunityDocument) =>
  document.state === 'read' && (document.page_count ?? 0) > 0;

/** A document still to read or that could not be read (a zip's own row is neither). */
const isUnread = (document: OpportunityDocument) => document.state !== 'read';

/**
 * The list's line on the search's words: how many pages hold them, said only of the documents
 * that were read. With none read, the words were not looked for, so "not on any page" would be
 * false (the sample data's links are never fetched, so every one of them is in that case).
 */
export function describeSearchedPages(documents: OpportunityDocument[], words: string): string {
  const quoted = quoteWords(words);
  const searched = documents.filter(isSearched).length;
  const unread = documents.filter(isUnread).length;
  if (searched === 0) {
    return `None of these documents has been read, so ${quoted} could not be looked for in them.`;
  }
  const found = documents.reduce((sum, document) => sum + document.matches.length, 0);
  const where =
    unread === 0
      ? 'these documents'
      : `the ${searched === 1 ? 'document' : `${searched} documents`} read (${unread} not read)`;
  if (found === 0) return `${quoted} is not on any page of ${where}.`;
  return `${quoted} is on ${found === 1 ? '1 page' : `${found} pages`} of ${where}.`;
}
