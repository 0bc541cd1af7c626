import type { OpportunityDocument } from '@wac/contract';

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
