import type { BriefFoundItem } from '@wac/contract';
import { buildDocumentPagePath } from '@/config/paths';
import { isSafeHttpUrl } from '@/lib/http-url';

/**
 * Where a brief item's citation leads: the reader view on the quoted page (issue 32), or, for a
 * page the reader cannot address (no content hash), the document as the portal serves it at
 * `#page=N` (which browsers' PDF viewers follow). No link for an address that is not a web link.
 */
export type CitationLink = { kind: 'reader'; to: string } | { kind: 'portal'; href: string } | null;

export function citationLink(wacId: string, item: BriefFoundItem): CitationLink {
  if (item.contentHash)
    return { kind: 'reader', to: buildDocumentPagePath(wacId, item.contentHash, item.pageNo) };
  if (!isSafeHttpUrl(item.documentUrl)) return null;
  // A file inside a zip is reached only through the zip, which has no pages of its own.
  if (item.containerName) return { kind: 'portal', href: item.documentUrl };
  return { kind: 'portal', href: `${item.documentUrl.split('#')[0]}#page=${item.pageNo}` };
}

/** "ITT Volume 2.pdf, page 14". */
export function citationText(item: BriefFoundItem): string {
  return `${item.fileName}, page ${item.pageNo}`;
}
