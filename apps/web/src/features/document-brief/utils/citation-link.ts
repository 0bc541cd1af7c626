import type { BriefFoundItem } from '@wac/contract';
import { isSafeHttpUrl } from '@/lib/http-url';

/**
 * Where a brief item's citation leads: the document as the portal serves it, opened at the page
 * (`#page=N`, which browsers' PDF viewers follow). A file found inside a zip can only be reached
 * through the zip, so its link opens the zip without a page. No link for an address that is not
 * a web link. The documents slice's reader view will replace this when it lands (ADR 0242).
 */
export function citationHref(item: BriefFoundItem): string | null {
  if (!isSafeHttpUrl(item.documentUrl)) return null;
  if (item.containerName) return item.documentUrl;
  return `${item.documentUrl.split('#')[0]}#page=${item.pageNo}`;
}

/** "ITT Volume 2.pdf, page 14". */
export function citationText(item: BriefFoundItem): string {
  return `${item.fileName}, page ${item.pageNo}`;
}
