import { asCalendarDate } from './calendar-date';
import type { ContractDateChange } from './compiled-opportunity';
import { endedEarly } from './early-termination';
import { asObject, asObjectArray, asStringArray, asText, asTimestamp } from './json-values';
import { findNoticeType } from './map-stage';
import type { JsonObject, OcdsRelease } from './ocds-types';

/**
 * The one reading of a contract's end (ADR 0260): its stated term end, its maximum extent (the
 * latest its extension options let it run) and a termination (UK11), from its notices oldest
 * first. The re-tender radar's dates (contract-dates.ts) and the lifecycle stage
 * (map-lifecycle.ts) both read it, so the stage line and the radar cannot disagree.
 */
export type ContractEnd = {
  /** The term's end as the latest notice states it, or the day it ended early. */
  end_date: string | null;
  max_extent_date: string | null;
  /** A termination notice's ending: the day (as stated) and whether it came before the term end. */
  ending: { on: string | null; early: boolean } | null;
  /** Each move of the end or maximum extent, with the notice that made it. */
  date_history: ContractDateChange[];
};

/** An instant as ISO text in UTC, so dates with different offsets compare as text. */
export function instant(value: unknown): string | null {
  const text = asTimestamp(value);
  return text === null ? null : new Date(text).toISOString();
}

const millisOf = (text: string | null) => (text === null ? null : Date.parse(text));

/** The contract (FTS puts UK7/UK10/UK11 dates there) and the award entry of one award id. */
export function contractPartsOf(release: OcdsRelease, awardId: string | null) {
  if (!awardId) return { contract: undefined, award: undefined };
  return {
    contract: asObjectArray(release.contracts).find((item) => asText(item.awardID) === awardId),
    award: asObjectArray(release.awards).find((item) => asText(item.id) === awardId),
  };
}

/** Every award id a notice names, on its awards or on its contracts. */
export function awardIdsOf(release: OcdsRelease): string[] {
  const ids = [
    ...asObjectArray(release.awards).map((award) => asText(award.id)),
    ...asObjectArray(release.contracts).map((contract) => asText(contract.awardID)),
  ];
  return ids.filter((id): id is string => id !== null);
}

/** A stated date of the contract's period, the award's contract period standing in (UK6). */
function statedDate(contract: JsonObject | undefined, award: JsonObject | undefined, key: string) {
  return (
    instant(asCalendarDate(asObject(contract?.period)[key])) ??
    instant(asCalendarDate(asObject(award?.contractPeriod)[key]))
  );
}

const statesPeriod = (contract: JsonObject | undefined) =>
  Object.keys(asObject(contract?.period)).length > 0;

/** Whether a notice states any contract end, on a contract or as an award's expected period. */
export function statesContractEnd(release: OcdsRelease): boolean {
  const periods = [
    ...asObjectArray(release.contracts).map((contract) => contract.period),
    ...asObjectArray(release.awards).map((award) => award.contractPeriod),
  ];
  return periods.some((period) => instant(asObject(period).endDate) !== null);
}

const isTermination = (release: OcdsRelease, contract: JsonObject | undefined) =>
  asText(contract?.status) === 'terminated' ||
  asStringArray(release.tag).includes('contractTermination') ||
  findNoticeType(release)?.toUpperCase() === 'UK11';

/**
 * One award's contract end read notice by notice, oldest first (the order `compileReleases`
 * sorts by the notices' own dates, so any arrival order gives the same answer). A later notice
 * that states another end or maximum extent moves it, and the move is kept with its notice; an
 * award's expected period (UK6) counts only until a contract notice states the real one. A
 * termination ends the contract on its `finalStatusDate` (else its period's end, else the
 * notice's date); more than a day before the term end it ended early and that day becomes the end.
 */
export function readContractEnd(releases: readonly OcdsRelease[], awardId: string | null) {
  const end: ContractEnd = {
    end_date: null,
    max_extent_date: null,
    ending: null,
    date_history: [],
  };
  let isContractStated = false;
  for (const release of releases) {
    const parts = contractPartsOf(release, awardId);
    const { contract } = parts;
    // Once a contract notice (UK7) has stated the real period, an award's expected one (UK6)
    // no longer moves it, whatever the notices' dates say.
    isContractStated ||= statesPeriod(contract);
    const award = isContractStated ? undefined : parts.award;
    if (!contract && !award) continue;
    const notice = {
      notice_id: release.id,
      notice_type: findNoticeType(release),
      notice_date: instant(release.date),
    };
    if (isTermination(release, contract)) {
      const on =
        instant(contract?.finalStatusDate) ??
        statedDate(contract, award, 'endDate') ??
        notice.notice_date;
      const early = endedEarly(millisOf(on), millisOf(end.end_date));
      end.ending = { on, early };
      if (early && on && end.end_date) {
        end.date_history.push({ field: 'end_date', from: end.end_date, to: on, ...notice });
        end.end_date = on;
      }
      continue;
    }
    for (const [field, key] of [
      ['end_date', 'endDate'],
      ['max_extent_date', 'maxExtentDate'],
    ] as const) {
      const stated = statedDate(contract, award, key);
      if (!stated || stated === end[field]) continue;
      const from = end[field];
      if (from !== null) end.date_history.push({ field, from, to: stated, ...notice });
      end[field] = stated;
    }
  }
  return end;
}

/**
 * The latest the contract runs to, the date the radar places it by and the stage reads
 * (ADR 0232, 0260): the day a termination ended it (early or at term: it will not be extended
 * after that); else its maximum extent when a notice states one (the buyer must have
 * re-procured by then); else its term end.
 */
export function runsUntil(end: Pick<ContractEnd, 'end_date' | 'max_extent_date' | 'ending'>) {
  if (end.ending) return end.ending.on ?? end.end_date;
  return end.max_extent_date ?? end.end_date;
}

/** The term end to show beside `runsUntil` when extension options may carry it further. */
export function extendableTermEnd(end: ContractEnd): string | null {
  const until = runsUntil(end);
  if (end.ending || end.end_date === null || until === null) return null;
  return Date.parse(end.end_date) < Date.parse(until) ? end.end_date : null;
}
