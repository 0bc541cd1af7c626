import { asText } from './json-values';
import type { JsonObject, OcdsRelease } from './ocds-types';
import { releaseDocuments } from './release-documents';
import { NOTICE_PAGE_ORIGINS, type SourceSystem } from './source-systems';

const CF_NOTICE_PAGE =
  /^https?:\/\/(?:www\.)?contractsfinder\.service\.gov\.uk\/Notice\/[0-9a-f-]{36}$/i;
const FTS_NOTICE_PAGE =
  /^https?:\/\/(?:www\.)?find-tender\.service\.gov\.uk\/Notice\/\d{6}-\d{4}$/i;
const CF_RELEASE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/i;
const FTS_NOTICE_ID = /^\d{6}-\d{4}$/;
// A notice page of the Proactis portals: `.../search/show/search_view.aspx?ID=APR351989`.
const PROACTIS_NOTICE_PAGE: Partial<Record<SourceSystem, RegExp>> = {
  PCS: /^https?:\/\/(?:www\.)?publiccontractsscotland\.gov\.uk\/search\/show\/search_view\.aspx\?ID=[A-Z]{3}\d+$/i,
  Sell2Wales:
    /^https?:\/\/(?:www\.)?sell2wales\.gov\.wales\/search\/show\/search_view\.aspx\?ID=[A-Z]{3}\d+$/i,
};
// The per-process page, with the ocid's number without leading zeros (ocid numbers are digits).
const PROCESS_PAGE_PATH: Partial<Record<SourceSystem, string>> = {
  PCS: '/Search/Search_Switch.aspx?ID=',
  Sell2Wales: '/search/search_switch.aspx?ID=',
};
const OCID_NUMBER = /^ocds-[a-z0-9]{6}-0*(\d+)$/i;
// A link to a Find a Tender notice page as other portals write it (`…/Notice/029846-2022?`).
const FTS_NOTICE_LINK =
  /^https?:\/\/(?:www\.)?find-tender\.service\.gov\.uk\/Notice\/(\d{6}-\d{4})\/?\??$/i;

/** The label of another portal's link to the same procurement on Find a Tender. */
export const ALSO_ON_FIND_A_TENDER = 'Also published on Find a Tender';

/** The Find a Tender notice id a link points at, or null when it is not such a link. */
export function findTenderNoticeId(url: string): string | null {
  return FTS_NOTICE_LINK.exec(url.trim())?.[1] ?? null;
}

/** The canonical page of a Find a Tender notice (the form FTS ocids' notice URLs take). */
export function findTenderNoticeUrl(noticeId: string): string {
  return `${NOTICE_PAGE_ORIGINS.FTS}/Notice/${noticeId}`;
}

/** Whether a release id is a Find a Tender notice id (`083563-2026`). */
export function isFindTenderNoticeId(releaseId: string): boolean {
  return FTS_NOTICE_ID.test(releaseId);
}

function documentUrls(release: JsonObject): string[] {
  const urls: string[] = [];
  for (const document of releaseDocuments(release)) {
    const url = asText(document.url);
    if (url !== null) urls.push(url);
  }
  return urls;
}

/**
 * The public page of the latest notice of an ocid.
 * - CF: the notice document's URL, else the release id without its trailing `-n`. The notice
 *   GUID is not the ocid's GUID, so the URL is never built from the ocid.
 * - FTS: the release id is the notice id (`083563-2026`); else the notice document's URL.
 * - PCS, Sell2Wales: the notice document's page (`search_view.aspx?ID=APR351989`), else the
 *   process page built from the ocid's number. Their `links[rel=canonical]` is an API URL, and
 *   Sell2Wales's is malformed, so it is never used.
 */
export function deriveNoticeUrl(source: SourceSystem, latest: OcdsRelease): string | null {
  const urls = documentUrls(latest);
  const proactisPage = PROACTIS_NOTICE_PAGE[source];
  if (proactisPage) {
    return urls.find((url) => proactisPage.test(url)) ?? deriveProcessUrl(source, latest.ocid);
  }
  if (source === 'ContractsFinder') {
    const fromDocument = urls.find((url) => CF_NOTICE_PAGE.test(url));
    if (fromDocument) return fromDocument;
    const guid = CF_RELEASE_ID.exec(latest.id)?.[1];
    return guid ? `${NOTICE_PAGE_ORIGINS.ContractsFinder}/Notice/${guid.toLowerCase()}` : null;
  }
  if (isFindTenderNoticeId(latest.id)) return findTenderNoticeUrl(latest.id);
  return urls.find((url) => FTS_NOTICE_PAGE.test(url)) ?? null;
}

/**
 * The page of a whole PCS or Sell2Wales procurement (every notice of the ocid):
 * `.../Search/Search_Switch.aspx?ID=548866` for `ocds-r6ebe6-0000548866`.
 */
export function deriveProcessUrl(source: SourceSystem, ocid: string): string | null {
  const path = PROCESS_PAGE_PATH[source];
  const number = OCID_NUMBER.exec(ocid)?.[1];
  return path && number ? `${NOTICE_PAGE_ORIGINS[source]}${path}${number}` : null;
}
