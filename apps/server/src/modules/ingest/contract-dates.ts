import type { ContractDateChange, ContractState } from './compiled-opportunity';
import { endedEarly } from './early-termination';
import { asObject, asObjectArray, asStringArray, asText, asTimestamp } from './json-values';
import { findNoticeType } from './map-stage';
import type { JsonObject, OcdsRelease } from './ocds-types';

export type ContractDates = {
  /** The term's end as the latest notice states it, or the day it ended early. */
  end_date: string | null;
  max_extent_date: string | null;
  contract_state: ContractState | null;
  /** When the contract ended or the procurement was cancelled, as the notice states it. */
  contract_state_date: string | null;
  date_history: ContractDateChange[];
};

/** An instant as ISO text in UTC, so dates with different offsets compare as text. */
function instant(value: unknown): string | null {
  const text = asTimestamp(value);
  return text === null ? null : new Date(text).toISOString();
}

const millisOf = (text: string | null) => (text === null ? null : Date.parse(text));

const TERMINATED = new Set(['terminated']);
const CANCELLED = new Set(['cancelled']);

/** The contract (FTS puts UK7/UK10/UK11 dates there) and the award entry of one award id. */
function partsOf(release: OcdsRelease, awardId: string | null) {
  if (!awardId) return { contract: undefined, award: undefined };
  return {
    contract: asObjectArray(release.contracts).find((item) => asText(item.awardID) === awardId),
    award: asObjectArray(release.awards).find((item) => asText(item.id) === awardId),
  };
}

/** A stated date of the contract's period, the award's contract period standing in (UK6). */
function statedDate(contract: JsonObject | undefined, award: JsonObject | undefined, key: string) {
  return instant(asObject(contract?.period)[key]) ?? instant(asObject(award?.contractPeriod)[key]);
}

const isTermination = (release: OcdsRelease, contract: JsonObject | undefined) =>
  TERMINATED.has(asText(contract?.status) ?? '') ||
  asStringArray(release.tag).includes('contractTermination');

/**
 * The contract dates of one award read notice by notice, oldest first (the releases as
 * `compileReleases` sorts them by their own dates, so notices imported in any order give the
 * same result; ADR 0232). A later notice that states another end or maximum extent date moves
 * it and the move is kept with its notice. A termination (UK11) ends the contract on its
 * `finalStatusDate` (else its period's end, else the notice's date): before the end the notices
 * had stated, it ended early and that date becomes the radar's. A cancelled award (UK12) is
 * cancelled.
 */
export function readContractDates(releases: OcdsRelease[], awardId: string | null): ContractDates {
  const dates: ContractDates = {
    end_date: null,
    max_extent_date: null,
    contract_state: null,
    contract_state_date: null,
    date_history: [],
  };
  for (const release of releases) {
    const { contract, award } = partsOf(release, awardId);
    if (!contract && !award) continue;
    const notice = {
      notice_id: release.id,
      notice_type: findNoticeType(release),
      notice_date: instant(release.date),
    };
    if (isTermination(release, contract)) {
      const endedOn =
        instant(contract?.finalStatusDate) ??
        statedDate(contract, award, 'endDate') ??
        notice.notice_date;
      const isEarly = endedEarly(millisOf(endedOn), millisOf(dates.end_date));
      dates.contract_state = isEarly ? 'terminated_early' : 'ended';
      dates.contract_state_date = endedOn;
      if (isEarly && endedOn && dates.end_date) {
        dates.date_history.push({
          field: 'end_date',
          from: dates.end_date,
          to: endedOn,
          ...notice,
        });
        dates.end_date = endedOn;
      }
      continue;
    }
    if (CANCELLED.has(asText(award?.status) ?? '')) {
      dates.contract_state = 'cancelled';
      dates.contract_state_date = instant(award?.finalStatusDate) ?? notice.notice_date;
    }
    for (const [field, key] of [
      ['end_date', 'endDate'],
      ['max_extent_date', 'maxExtentDate'],
    ] as const) {
      const stated = statedDate(contract, award, key);
      if (!stated || stated === dates[field]) continue;
      const from = dates[field];
      if (from !== null) dates.date_history.push({ field, from, to: stated, ...notice });
      dates[field] = stated;
    }
  }
  return dates;
}

/**
 * The re-tender radar's date (ADR 0232): the day a contract terminated early; else its maximum
 * extent when a notice states one (the latest it can run, so the procurement the buyer must
 * hold by then); else its end.
 */
export function radarDateOf(dates: ContractDates): string | null {
  if (dates.contract_state === 'terminated_early') return dates.end_date;
  return dates.max_extent_date ?? dates.end_date;
}
