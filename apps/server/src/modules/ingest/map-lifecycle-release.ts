import type { LifecyclePhase } from '@wac/contract';
import { statesContractEnd } from './contract-end';
import { isDynamicPurchasingSystem } from './dynamic-purchasing-system';
import { asObject, asObjectArray, asStringArray, asText, timestampMillis } from './json-values';
import { broadStage, findNoticeType, releaseStage } from './map-stage';
import type { OcdsRelease } from './ocds-types';

/**
 * What one notice says about the procurement's lifecycle (issue 31, ADR 0222): the phase it
 * announces and the dates it states. map-lifecycle.ts folds every notice of the procurement.
 */
export type LifecycleNotice = {
  /** Publication instant (ms; -Infinity when not dated) and id: the notices' own order. */
  at: number;
  id: string;
  phase: LifecyclePhase | null;
  expectedTender: number | null;
  standstillEnd: number | null;
  /** A dynamic market's end (its stated duration), when it states one. */
  marketEnd: number | null;
};

/**
 * Procurement Act notice types to phases. UK8 and UK17 (payments) move nothing; UK13 announces
 * a dynamic market that is not open yet; a UK11 is a contract until the contract's end reader
 * (contract-end.ts) finds it ended the contract early.
 */
const PHASE_OF_NOTICE_TYPE: Record<string, LifecyclePhase | null> = {
  UK1: 'pipeline',
  UK2: 'market_engagement',
  UK3: 'planned',
  UK4: 'tender',
  UK5: 'award',
  UK6: 'award',
  UK7: 'contract',
  UK8: null,
  UK9: 'contract',
  UK10: 'contract',
  UK11: 'contract',
  UK12: 'cancelled',
  UK13: 'planned',
  UK14: 'dynamic_market',
  UK15: 'dynamic_market',
  UK16: 'dynamic_market_ceased',
  UK17: null,
};

const millis = (value: unknown): number | null => {
  const time = timestampMillis(value);
  return Number.isNaN(time) ? null : time;
};

const latestOf = (values: (number | null)[]): number | null => {
  const known = values.filter((value): value is number => value !== null);
  return known.length > 0 ? Math.max(...known) : null;
};

/**
 * The phase of a notice that is not a Procurement Act type (Contracts Finder, PCS, Sell2Wales
 * and older Find a Tender notices): its stage, with the nearest equivalents. Under the earlier
 * regulations an award notice follows the contract's conclusion, so an award with a contract
 * end date is a live contract; one without is "awarded".
 */
function phaseOfOtherNotice(release: OcdsRelease, requested?: number): LifecyclePhase | null {
  const tags = asStringArray(release.tag);
  if (tags.includes('tenderCancellation')) return 'cancelled';
  if (tags.includes('contractTermination')) return 'terminated';
  const stage = releaseStage(release, requested);
  if (!stage) return null;
  switch (broadStage(stage)) {
    case 'planning':
      return 'planned';
    case 'tender':
      return isDynamicPurchasingSystem(release) ? 'dynamic_market' : 'tender';
    default:
      return statesContractEnd(release) ? 'contract' : 'award';
  }
}

export function readLifecycleNotice(release: OcdsRelease, requested?: number): LifecycleNotice {
  const tender = asObject(release.tender);
  const noticeType = requested === undefined ? findNoticeType(release)?.toUpperCase() : null;
  const isActType = noticeType != null && Object.hasOwn(PHASE_OF_NOTICE_TYPE, noticeType);
  const phase = isActType
    ? (PHASE_OF_NOTICE_TYPE[noticeType] ?? null)
    : phaseOfOtherNotice(release, requested);
  const standstills = asObjectArray(release.awards).map(
    (award) => asObject(award.standstillPeriod).endDate,
  );
  return {
    at: millis(release.date) ?? Number.NEGATIVE_INFINITY,
    id: asText(release.id) ?? '',
    phase,
    expectedTender:
      millis(asObject(tender.communication).futureNoticeDate) ??
      (phase === 'pipeline' || phase === 'planned' || phase === 'market_engagement'
        ? millis(asObject(tender.tenderPeriod).startDate)
        : null),
    standstillEnd: latestOf(standstills.map(millis)),
    marketEnd: phase === 'dynamic_market' ? millis(asObject(tender.contractPeriod).endDate) : null,
  };
}
