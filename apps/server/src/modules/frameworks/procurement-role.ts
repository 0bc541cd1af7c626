import { isDynamicPurchasingSystem } from '../ingest/dynamic-purchasing-system';
import { asBoolean, asObject, asObjectArray, asStringArray, asText } from '../ingest/json-values';
import { findNoticeType } from '../ingest/map-stage';
import type { OcdsRelease } from '../ingest/ocds-types';

/** What an opportunity is in the framework world (ADR 0227). */
export type ProcurementRole = 'framework' | 'dynamic_market' | 'call_off';

// Contracts Finder says "Call-off from a framework agreement"; Find a Tender "Award under framework".
const CALL_OFF_METHOD = /call[\s-]?off|\bunder (?:a |the )?(?:framework|dynamic)/i;
// Procurement Act notices UK13-UK16 are the dynamic market notices.
const DYNAMIC_MARKET_NOTICE = /^UK1[3-6]$/;
const DYNAMIC_MARKET_METHOD = /dynamic (?:purchasing system|market)/i;
// A title naming a framework, but not one that is bought *through* a framework.
const FRAMEWORK_TITLE = /\bframework\b/i;
const THROUGH_A_FRAMEWORK =
  /\b(?:under|from|via|using|through|off|call[\s-]?off)\b[^.]{0,60}\bframework\b/i;

/** The ocids a release names as the framework it is a call-off under (OCDS relatedProcesses). */
export function frameworkOcidsNamed(release: OcdsRelease): string[] {
  return asObjectArray(release.relatedProcesses).flatMap((process) => {
    if (!asStringArray(process.relationship).includes('framework')) return [];
    const identifier = asText(process.identifier);
    const isOcid = asText(process.scheme) === 'ocid' || identifier?.startsWith('ocds-');
    return identifier && isOcid ? [identifier] : [];
  });
}

function releaseRole(release: OcdsRelease): ProcurementRole | null {
  const tender = asObject(release.tender);
  const techniques = asObject(tender.techniques);
  const method = asText(tender.procurementMethodDetails) ?? '';
  if (CALL_OFF_METHOD.test(method) || frameworkOcidsNamed(release).length > 0) return 'call_off';
  const noticeType = findNoticeType(release) ?? '';
  if (
    isDynamicPurchasingSystem(release) ||
    DYNAMIC_MARKET_NOTICE.test(noticeType) ||
    DYNAMIC_MARKET_METHOD.test(method)
  ) {
    return 'dynamic_market';
  }
  if (asBoolean(techniques.hasFrameworkAgreement) === true) return 'framework';
  const title = asText(tender.title) ?? '';
  if (FRAMEWORK_TITLE.test(title) && !THROUGH_A_FRAMEWORK.test(title)) return 'framework';
  return null;
}

/**
 * The role of a procurement from all its releases, whatever order they came in: a call-off as
 * soon as any notice says it is one (it is then not the framework itself), else a dynamic market,
 * else a framework.
 */
export function procurementRole(releases: readonly OcdsRelease[]): ProcurementRole | null {
  const roles = new Set(releases.map(releaseRole));
  if (roles.has('call_off')) return 'call_off';
  if (roles.has('dynamic_market')) return 'dynamic_market';
  if (roles.has('framework')) return 'framework';
  return null;
}
