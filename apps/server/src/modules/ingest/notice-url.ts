import { asObject, asObjectArray, asText } from './json-values';
import type { JsonObject, OcdsRelease } from './ocds-types';
import { NOTICE_PAGE_ORIGINS, type SourceSystem } from './source-systems';

const CF_NOTICE_PAGE =
  /^https?:\/\/(?:www\.)?contractsfinder\.service\.gov\.uk\/Notice\/[0-9a-f-]{36}$/i;
const FTS_NOTICE_PAGE =
  /^https?:\/\/(?:www\.)?find-tender\.service\.gov\.uk\/Notice\/\d{6}-\d{4}$/i;
const CF_RELEASE_ID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+$/i;
const FTS_NOTICE_ID = /^\d{6}-\d{4}$/;

function documentUrls(release: JsonObject): string[] {
  const documents = [
    ...asObjectArray(asObject(release.planning).documents),
    ...asObjectArray(asObject(release.tender).documents),
    ...asObjectArray(release.awards).flatMap((award) => asObjectArray(award.documents)),
    ...asObjectArray(release.contracts).flatMap((contract) => asObjectArray(contract.documents)),
  ];
  return documents.map((document) => asText(document.url)).filter((url) => url !== null);
}

/**
 * The public page of the latest notice of an ocid.
 * - CF: the notice document's URL, else the release id without its trailing `-n`. The notice
 *   GUID is not the ocid's GUID, so the URL is never built from the ocid.
 * - FTS: the release id is the notice id (`083563-2026`); else the notice document's URL.
 */
export function deriveNoticeUrl(source: SourceSystem, latest: OcdsRelease): string | null {
  const urls = documentUrls(latest);
  if (source === 'ContractsFinder') {
    const fromDocument = urls.find((url) => CF_NOTICE_PAGE.test(url));
    if (fromDocument) return fromDocument;
    const guid = CF_RELEASE_ID.exec(latest.id)?.[1];
    return guid ? `${NOTICE_PAGE_ORIGINS.ContractsFinder}/Notice/${guid.toLowerCase()}` : null;
  }
  if (FTS_NOTICE_ID.test(latest.id)) return `${NOTICE_PAGE_ORIGINS.FTS}/Notice/${latest.id}`;
  return urls.find((url) => FTS_NOTICE_PAGE.test(url)) ?? null;
}
