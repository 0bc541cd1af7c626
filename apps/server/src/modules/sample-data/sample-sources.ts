import type { Stage } from '../ingest/compiled-opportunity';
import type { SourceSystem } from '../ingest/source-systems';
import type { Random } from './random';
import { SAMPLE_PLACES, type SamplePlace } from './vocabulary';

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

const SCOTTISH_PLACES = SAMPLE_PLACES.filter((place) => place.region === 'UKM');
const WELSH_PLACES = SAMPLE_PLACES.filter((place) => place.region === 'UKL');

export function pickSampleSource(random: Random): SourceSystem {
  return random.weighted(SOURCE_WEIGHTS);
}

/** The devolved portals publish for their own nation's buyers. */
export function pickSamplePlace(random: Random, source: SourceSystem): SamplePlace {
  if (source === 'PCS') return random.pick(SCOTTISH_PLACES);
  if (source === 'Sell2Wales') return random.pick(WELSH_PLACES);
  return random.pick(SAMPLE_PLACES);
}

/** An ocid in the portal's own form (`ocds-r6ebe6-0000548866`, `ocds-kuma6s-139221`). */
export function sampleOcid(source: SourceSystem, guid: string): string {
  const number = Number.parseInt(guid.slice(0, 8), 16) % 900_000;
  if (source === 'FTS') return `ocds-h6vhtk-${guid.slice(0, 12)}`;
  if (source === 'PCS') return `ocds-r6ebe6-${String(500_000 + number).padStart(10, '0')}`;
  if (source === 'Sell2Wales') return `ocds-kuma6s-${100_000 + number}`;
  return `ocds-b5fd17-${guid.slice(0, 8)}-${guid.slice(8, 12)}-${guid.slice(12, 16)}-${guid.slice(16, 20)}-${guid.slice(20, 32)}`;
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** The notice page each portal would link, in its own URL form. */
export function sampleNoticeUrl(
  source: SourceSystem,
  options: { guid: string; index: number; released: number },
): string {
  const year = new Date(options.released).getUTCFullYear();
  const serial = 300_000 + (options.index % 600_000);
  const proactisId = `${MONTHS[new Date(options.released).getUTCMonth()]}${serial}`;
  switch (source) {
    case 'FTS':
      return `https://www.find-tender.service.gov.uk/Notice/${String(100_000 + (options.index % 899_999)).padStart(6, '0')}-${year}`;
    case 'PCS':
      return `https://www.publiccontractsscotland.gov.uk/search/show/search_view.aspx?ID=${proactisId}`;
    case 'Sell2Wales':
      return `https://www.sell2wales.gov.wales/search/show/search_view.aspx?ID=${proactisId}`;
    default:
      return `https://www.contractsfinder.service.gov.uk/Notice/${options.guid.slice(0, 32)}`;
  }
}

/** Where the portal keeps attachments. */
export function sampleAttachmentUrl(source: SourceSystem, guid: string, position: number): string {
  if (source === 'PCS' || source === 'Sell2Wales') {
    const host =
      source === 'PCS' ? 'www.publiccontractsscotland.gov.uk' : 'www.sell2wales.gov.wales';
    return `https://${host}/NoticeDownload/DownloadDocument.aspx?id=${guid.slice(0, 9).toUpperCase()}&idx=${position + 1}`;
  }
  return `https://www.contractsfinder.service.gov.uk/Notice/Attachment/${guid.slice(position, position + 32)}`;
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
