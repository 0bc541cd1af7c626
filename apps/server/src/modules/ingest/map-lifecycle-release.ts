import type { LifecyclePhase } from '@wac/contract';
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
  /** A Procurement Act UK11: an ending, early or at term (decided against the contract's end). */
  isTermination: boolean;
  expectedTender: number | null;
  standstillEnd: number | null;
  contractEnd: number | null;
  /** The awards' expected contract end: read when no contract states one. */
  awardedContractEnd: number | null;
  /** A dynamic market's end (its stated duration), when it states one. */
  marketEnd: number | null;
};

/**
 * Procurement Act notice types to phases. UK8 and UK17 (payments) move nothing; UK13 announces
 * a dynamic market that is not open yet; UK11 is decided by the fold (see isTermination).
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

/** The contracts' end (UK7, UK10, UK11 state it on `contracts`). */
function readContractEnd(release: OcdsRelease): number | null {
  const contracts = asObjectArray(release.contracts).map((item) => asObject(item.period).endDate);
  return latestOf(contracts.map(millis));
}

/** The end an award expects its contract to have (UK6, and awards under earlier regulations). */
function readAwardedContractEnd(release: OcdsRelease): number | null {
  const awards = asObjectArray(release.awards).map((item) => asObject(item.contractPeriod).endDate);
  return latestOf(awards.map(millis));
}

/** A dynamic purchasing system (the old regulations' dynamic market), as PCS and FTS mark it. */
const isDynamicPurchasingSystem = (release: OcdsRelease) =>
  asObject(asObject(release.tender).techniques).hasDynamicPurchasingSystem === true;

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
      return (readContractEnd(release) ?? readAwardedContractEnd(release)) === null
        ? 'award'
        : 'contract';
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
    isTermination: noticeType === 'UK11',
    expectedTender:
      millis(asObject(tender.communication).futureNoticeDate) ??
      (phase === 'pipeline' || phase === 'planned' || phase === 'market_engagement'
        ? millis(asObject(tender.tenderPeriod).startDate)
        : null),
    standstillEnd: latestOf(standstills.map(millis)),
    contractEnd: readContractEnd(release),
    awardedContractEnd: readAwardedContractEnd(release),
    marketEnd: phase === 'dynamic_market' ? millis(asObject(tender.contractPeriod).endDate) : null,
  };
}
