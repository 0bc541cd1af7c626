/**
 * Procurement Act 2023 notice types (Find a Tender, from 24 February 2025): the code on a
 * notice document's `noticeType`, its plain-English name as Find a Tender's own notice-type
 * list words it, and the stage (of the spec's three: planning, tender, award) it belongs to.
 * The one table of both; ADR 0068 records the sources and the stage choices.
 */
export const PROCUREMENT_ACT_NOTICE_TYPES = {
  UK1: { name: 'Pipeline notice', stage: 'planning' },
  UK2: { name: 'Preliminary market engagement notice', stage: 'planning' },
  UK3: { name: 'Planned procurement notice', stage: 'planning' },
  UK4: { name: 'Tender notice', stage: 'tender' },
  UK5: { name: 'Transparency notice', stage: 'award' },
  UK6: { name: 'Contract award notice', stage: 'award' },
  UK7: { name: 'Contract details notice', stage: 'award' },
  UK8: { name: 'Payments compliance notice', stage: 'award' },
  UK9: { name: 'Contract performance notice', stage: 'award' },
  UK10: { name: 'Contract change notice', stage: 'award' },
  UK11: { name: 'Contract termination notice', stage: 'award' },
  UK12: { name: 'Procurement termination notice', stage: 'tender' },
  UK13: { name: 'Dynamic market intention notice', stage: 'planning' },
  UK14: { name: 'Dynamic market establishment notice', stage: 'tender' },
  UK15: { name: 'Dynamic market modification notice', stage: 'tender' },
  UK16: { name: 'Dynamic market cessation notice', stage: 'tender' },
  UK17: { name: 'Contract change voluntary standstill notice', stage: 'award' },
} as const satisfies Record<string, { name: string; stage: 'planning' | 'tender' | 'award' }>;

export type ProcurementActNoticeType = keyof typeof PROCUREMENT_ACT_NOTICE_TYPES;

/**
 * Names of the notice types the portals give in other forms: OCDS `documentType`s of the
 * Contracts Finder, PCS and Sell2Wales notice documents.
 */
const DOCUMENT_NOTICE_TYPE_NAMES: Record<string, string> = {
  tenderNotice: 'Tender notice',
  awardNotice: 'Award notice',
  contractNotice: 'Contract notice',
  planningNotice: 'Planning notice',
  biddingDocuments: 'Bidding documents',
};

/** `UK4 - Tender notice`-style label of a notice type, or null when it has no known name. */
export function describeNoticeType(code: string | null): string | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  if (Object.hasOwn(PROCUREMENT_ACT_NOTICE_TYPES, upper)) {
    return `${upper} ${PROCUREMENT_ACT_NOTICE_TYPES[upper as ProcurementActNoticeType].name}`;
  }
  return DOCUMENT_NOTICE_TYPE_NAMES[code] ?? null;
}
