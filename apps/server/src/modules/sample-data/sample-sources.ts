import type { Stage } from '../ingest/compiled-opportunity';
import type { SourceSystem } from '../ingest/source-systems';
import type { Jurisdiction } from './catalogue/sample-places';
import type { Random } from './random';
import { SAMPLE_LINK_HOSTS } from './sample-links';

/**
 * Roughly the portals' yearly notice counts: Contracts Finder and Find a Tender carry most,
 * Public Contracts Scotland (with its Quick Quotes) about a seventh, Sell2Wales about a twelfth.
 */
const SOURCE_WEIGHTS = [
  ['ContractsFinder', 50],
  ['FTS', 28],
  ['PCS', 14],
  ['Sell2Wales', 8],
] as const satisfies ReadonlyArray<readonly [SourceSystem, number]>;

/**
 * Whose notices each portal carries: Scotland's on Public Contracts Scotland, Wales's on
 * Sell2Wales, England's and the UK government's on Contracts Finder and Find a Tender, and
 * Northern Ireland's above-threshold ones on Find a Tender (below it they go to eTendersNI).
 */
export const JURISDICTIONS_BY_SOURCE: Readonly<
  Record<SourceSystem, ReadonlyArray<readonly [Jurisdiction, number]>>
> = {
  ContractsFinder: [
    ['England', 85],
    ['UK', 15],
  ],
  FTS: [
    ['England', 76],
    ['UK', 14],
    ['Northern Ireland', 10],
  ],
  PCS: [['Scotland', 1]],
  Sell2Wales: [['Wales', 1]],
};

/**
 * The lowest value a Northern Irish notice on Find a Tender has: the Procurement Act 2023
 * thresholds for bodies other than central government (2024-25, VAT included).
 */
export const NORTHERN_IRELAND_VALUE_FLOOR = { goodsAndServices: 214_904, works: 5_372_609 };

export function pickSampleSource(random: Random): SourceSystem {
  return random.weighted(SOURCE_WEIGHTS);
}

export function pickJurisdiction(random: Random, source: SourceSystem): Jurisdiction {
  return random.weighted(JURISDICTIONS_BY_SOURCE[source]);
}

/** A bijection of 0..9,999,999: distinct indexes give distinct numbers, scattered. */
const scatter = (index: number) => (index * 7_654_321) % 10_000_000;

/**
 * An ocid in the portal's own form (`ocds-r6ebe6-0000548866`, `ocds-kuma6s-139221`), one per
 * index: two notices sharing one would be stored as one.
 */
export function sampleOcid(source: SourceSystem, guid: string, index: number): string {
  if (source === 'FTS') return `ocds-h6vhtk-${guid.slice(0, 12)}`;
  if (source === 'PCS') return `ocds-r6ebe6-${String(500_000 + scatter(index)).padStart(10, '0')}`;
  if (source === 'Sell2Wales') return `ocds-kuma6s-${100_000 + scatter(index)}`;
  return `ocds-b5fd17-${guid.slice(0, 8)}-${guid.slice(8, 12)}-${guid.slice(12, 16)}-${guid.slice(16, 20)}-${guid.slice(20, 32)}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The notice page in the portal's URL form, on the portal's stand-in host (sample-links.ts). */
export function sampleNoticeUrl(
  source: SourceSystem,
  options: { guid: string; index: number; released: number },
): string {
  const host = `https://${SAMPLE_LINK_HOSTS[source]}`;
  const year = new Date(options.released).getUTCFullYear();
  const serial = 300_000 + (options.index % 600_000);
  const proactisId = `${MONTHS[new Date(options.released).getUTCMonth()]}${serial}`;
  switch (source) {
    case 'FTS':
      return `${host}/Notice/${String(100_000 + (options.index % 899_999)).padStart(6, '0')}-${year}`;
    case 'PCS':
    case 'Sell2Wales':
      return `${host}/search/show/search_view.aspx?ID=${proactisId}`;
    default:
      return `${host}/Notice/${options.guid.slice(0, 32)}`;
  }
}

/** Where the portal keeps a notice's attachments, on its stand-in host. */
export function sampleAttachmentUrl(source: SourceSystem, guid: string, position: number): string {
  const host = `https://${SAMPLE_LINK_HOSTS[source]}`;
  if (source === 'PCS' || source === 'Sell2Wales') {
    return `${host}/NoticeDownload/DownloadDocument.aspx?id=${guid.slice(0, 9).toUpperCase()}&idx=${position + 1}`;
  }
  return `${host}/Notice/Attachment/${guid.slice(position, position + 32)}`;
}

/**
 * The notice type as the live data has it: Procurement Act types on FTS, the document type on
 * Contracts Finder, the type the sync asked for on PCS and Sell2Wales (ADR 0095).
 */
export function sampleNoticeType(source: SourceSystem, stage: Stage, random: Random): string {
  const isAward = stage === 'award' || stage === 'awardUpdate';
  if (source === 'FTS') {
    if (stage === 'planning') return random.pick(['UK1', 'UK2', 'UK3']);
    return isAward ? random.pick(['UK6', 'UK7']) : 'UK4';
  }
  if (source === 'ContractsFinder') return isAward ? 'awardNotice' : 'tenderNotice';
  // Their site notices, picked without drawing on `random`, so the rest of the set is unchanged.
  const [planning, tender, award] = source === 'PCS' ? ['101', '102', '103'] : ['52', '51', '53'];
  if (stage === 'planning') return planning;
  return isAward ? award : tender;
}
