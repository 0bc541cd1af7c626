/**
 * The attachments module's public face: the zip download (attachments.service.ts) and the
 * guarded fetch of one file, which the documents job reuses (ADR 0238) so both obey one host
 * allow-list, address guard and size and time limits.
 */

export { fileNameFromUrl, sanitiseFileName } from './attachment-names';
export { type AttachmentPolicy, buildAttachmentPolicy, formatMegabytes } from './attachment-policy';
export { type FetchedDocument, fetchDocumentToFile, type Validators } from './fetch-attachment';
