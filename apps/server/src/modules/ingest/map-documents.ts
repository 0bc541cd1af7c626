import type { CompiledDocument } from './compiled-opportunity';
import { deriveFileName, fileNameFromUrl, makeFileNamesUnique } from './document-filename';
import { asText } from './json-values';
import { ALSO_ON_FIND_A_TENDER, findTenderNoticeId, findTenderNoticeUrl } from './notice-url';
import type { JsonObject } from './ocds-types';
import { releaseDocuments } from './release-documents';
import type { SourceSystem } from './source-systems';

// The portals' own notice pages: shown as the notice URL, not as documents.
const NOTICE_PAGE =
  /^https?:\/\/(?:www\.)?(?:contractsfinder\.service\.gov\.uk\/Notice\/[0-9a-f-]{36}|find-tender\.service\.gov\.uk\/Notice\/\d{6}-\d{4})\/?$/i;
// PCS and Sell2Wales notice pages: `.../search/show/search_view.aspx?ID=APR350379`.
const PROACTIS_NOTICE_PAGE =
  /^https?:\/\/(?:www\.)?(?:publiccontractsscotland\.gov\.uk|sell2wales\.gov\.wales)\/search\/show\/search_view\.aspx\?ID=[A-Z]{3}\d+$/i;
const CF_ATTACHMENT = /\/Notice\/Attachment\//i;

/** True for a portal notice page URL (CF `/Notice/{guid}`, FTS `/Notice/{nnnnnn-yyyy}`, PCS/S2W). */
export function isNoticePageUrl(url: string): boolean {
  return NOTICE_PAGE.test(url) || PROACTIS_NOTICE_PAGE.test(url);
}

/**
 * A file (attachment) or a link to somewhere else (Apply Online): CF attachment URLs, a non-HTML
 * MIME format, or a URL ending in a file name mean a file; portal and e-tendering links do not.
 */
export function isAttachment(document: JsonObject, url: string): boolean {
  if (CF_ATTACHMENT.test(url)) return true;
  const format = asText(document.format)?.toLowerCase();
  if (format && !format.startsWith('text/html')) return true;
  return fileNameFromUrl(url) !== null;
}

/**
 * Another portal's link to the same procurement on Find a Tender (a Contracts Finder award names
 * its FTS notice): kept as a link under one label, at the notice's canonical URL, which is also
 * how the cross-post rule finds the FTS opportunity (ADR 0010).
 */
function mapFindTenderLink(document: JsonObject, url: string): CompiledDocument | null {
  const noticeId = findTenderNoticeId(url);
  if (!noticeId) return null;
  return {
    document_type: 'other',
    url: findTenderNoticeUrl(noticeId),
    true_filename: null,
    title: ALSO_ON_FIND_A_TENDER,
    description: asText(document.description),
    format: asText(document.format),
    source_document_type: asText(document.documentType),
  };
}

/**
 * Attachments and other links of a compiled release, once per URL, without the portal's own
 * notice pages and without documents that have no URL ("Not published" placeholders).
 */
export function mapDocuments(release: JsonObject, source: SourceSystem): CompiledDocument[] {
  const seen = new Set<string>();
  const documents: CompiledDocument[] = [];
  for (const document of releaseDocuments(release)) {
    const url = asText(document.url);
    if (!url || !/^https?:\/\//i.test(url)) continue;
    const crossLink = source === 'FTS' ? null : mapFindTenderLink(document, url);
    if (crossLink) {
      if (!seen.has(crossLink.url)) documents.push(crossLink);
      seen.add(crossLink.url);
      continue;
    }
    if (isNoticePageUrl(url) || seen.has(url)) continue;
    seen.add(url);
    const attachment = isAttachment(document, url);
    documents.push({
      document_type: attachment ? 'attachment' : 'other',
      url,
      true_filename: attachment ? deriveFileName(document, url) : null,
      title: asText(document.title),
      description: asText(document.description),
      format: asText(document.format),
      source_document_type: asText(document.documentType),
    });
  }
  const uniqueNames = makeFileNamesUnique(documents.map((document) => document.true_filename));
  return documents.map((document, index) => ({ ...document, true_filename: uniqueNames[index] }));
}
