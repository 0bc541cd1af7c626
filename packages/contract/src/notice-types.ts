/** The spec's three stages, as a notice type announces them. */
type NoticeStage = 'planning' | 'tender' | 'award';

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
} as const satisfies Record<string, { name: string; stage: NoticeStage }>;

export type ProcurementActNoticeType = keyof typeof PROCUREMENT_ACT_NOTICE_TYPES;

/**
 * Public Contracts Scotland and Sell2Wales notice types: the `noticeType` number each month is
 * asked for (the releases carry no type of their own, so the sync keeps the one it asked for,
 * ADR 0095). The OJEU forms (F1-F7, F12-F15, F20-F25) are published on both portals; 51-56 are
 * Sell2Wales's own site notices and 101-104 those of Public Contracts Scotland (the API
 * documentation's numbering: kingfisher-collect's comments swap 101 and 102). `stage` is null
 * for a type that can announce any stage (a corrigendum, the social-services forms that serve as
 * prior information, contract or award notice, the sub-contract notices): its tags decide.
 */
export const PROACTIS_NOTICE_TYPES = {
  1: { name: 'Prior information notice', stage: 'planning', portals: ['PCS', 'Sell2Wales'] },
  2: { name: 'Contract notice', stage: 'tender', portals: ['PCS', 'Sell2Wales'] },
  3: { name: 'Contract award notice', stage: 'award', portals: ['PCS', 'Sell2Wales'] },
  4: {
    name: 'Periodic indicative notice (utilities)',
    stage: 'planning',
    portals: ['PCS', 'Sell2Wales'],
  },
  5: { name: 'Contract notice (utilities)', stage: 'tender', portals: ['PCS', 'Sell2Wales'] },
  6: { name: 'Contract award notice (utilities)', stage: 'award', portals: ['PCS', 'Sell2Wales'] },
  7: { name: 'Qualification system (utilities)', stage: 'tender', portals: ['PCS', 'Sell2Wales'] },
  12: { name: 'Design contest notice', stage: 'tender', portals: ['PCS', 'Sell2Wales'] },
  13: { name: 'Design contest result', stage: 'award', portals: ['PCS', 'Sell2Wales'] },
  14: { name: 'Corrigendum', stage: null, portals: ['PCS', 'Sell2Wales'] },
  15: {
    name: 'Voluntary ex ante transparency notice',
    stage: 'award',
    portals: ['PCS', 'Sell2Wales'],
  },
  20: { name: 'Modification notice', stage: 'award', portals: ['PCS', 'Sell2Wales'] },
  21: {
    name: 'Social and other specific services notice',
    stage: null,
    portals: ['PCS', 'Sell2Wales'],
  },
  22: {
    name: 'Social and other specific services notice (utilities)',
    stage: null,
    portals: ['PCS', 'Sell2Wales'],
  },
  23: {
    name: 'Social and other specific services notice (concessions)',
    stage: null,
    portals: ['PCS', 'Sell2Wales'],
  },
  24: { name: 'Concession notice', stage: 'tender', portals: ['PCS', 'Sell2Wales'] },
  25: { name: 'Concession award notice', stage: 'award', portals: ['PCS', 'Sell2Wales'] },
  51: { name: 'Invitation to tender', stage: 'tender', portals: ['Sell2Wales'] },
  52: { name: 'Website prior information notice', stage: 'planning', portals: ['Sell2Wales'] },
  53: { name: 'Website award notice', stage: 'award', portals: ['Sell2Wales'] },
  54: { name: 'Sub-contract notice', stage: null, portals: ['Sell2Wales'] },
  55: { name: 'Sub-contract notice', stage: null, portals: ['Sell2Wales'] },
  56: { name: 'Sub-contract notice', stage: null, portals: ['Sell2Wales'] },
  101: { name: 'Website prior information notice', stage: 'planning', portals: ['PCS'] },
  102: { name: 'Website contract notice', stage: 'tender', portals: ['PCS'] },
  103: { name: 'Website award notice', stage: 'award', portals: ['PCS'] },
  104: { name: 'Quick Quote award notice', stage: 'award', portals: ['PCS'] },
} as const satisfies Record<
  number,
  { name: string; stage: NoticeStage | null; portals: readonly ('PCS' | 'Sell2Wales')[] }
>;

export type ProactisNoticeType = keyof typeof PROACTIS_NOTICE_TYPES;

/** The PCS / Sell2Wales entry of a requested notice type (a number, or its text), or null. */
export function findProactisNoticeType(code: number | string | null) {
  if (code === null || !/^\d+$/.test(String(code))) return null;
  const key = Number(code);
  return Object.hasOwn(PROACTIS_NOTICE_TYPES, key)
    ? PROACTIS_NOTICE_TYPES[key as ProactisNoticeType]
    : null;
}

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

/**
 * The plain-English label of a notice type, or null when it has no known name: `UK4 Tender
 * notice` for a Procurement Act type (its code is public), the name alone for a PCS or
 * Sell2Wales type (its number is the API's own) and for a notice document's `documentType`.
 */
export function describeNoticeType(code: string | null): string | null {
  if (!code) return null;
  const upper = code.toUpperCase();
  if (Object.hasOwn(PROCUREMENT_ACT_NOTICE_TYPES, upper)) {
    return `${upper} ${PROCUREMENT_ACT_NOTICE_TYPES[upper as ProcurementActNoticeType].name}`;
  }
  return findProactisNoticeType(code)?.name ?? DOCUMENT_NOTICE_TYPE_NAMES[code] ?? null;
}
