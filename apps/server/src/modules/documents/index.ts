/**
 * The documents module's public face (issue 32, ADR 0237): tender documents fetched from the
 * portals, their text per page, and searching inside them.
 */
export {
  listOpportunityDocumentPages,
  type OpportunityDocumentPage,
} from './search/document-pages.repository';
