/**
 * The documents module's public face (issue 32, ADR 0237): tender documents fetched from the
 * portals, their text per page, and searching inside them.
 */

export { PHRASE_PAIRS_QUEUE, registerDocumentsJobs } from './documents.jobs';
export { documentsRoutes } from './documents.routes';
export { registerDocumentsMetrics } from './documents-metrics';
export { buildDocumentsSettings, type DocumentsSettings } from './documents-settings';
export { type DocumentsStatus, readDocumentsStatus } from './documents-status';
export { extractPendingFiles } from './extract/extract-pending';
export { fetchDueDocuments } from './fetch/fetch-documents';
export { fillPhrasePairs } from './phrase-pairs/fill-phrase-pairs';
export {
  listOpportunityDocumentPages,
  type OpportunityDocumentPage,
} from './search/document-pages.repository';
export { countUnreadDocuments } from './search/unread-documents.repository';
