import type { ContractDateChange, ContractState } from './compiled-opportunity';
import { contractPartsOf, instant, readContractEnd, runsUntil } from './contract-end';
import { asText } from './json-values';
import type { OcdsRelease } from './ocds-types';

export type ContractDates = {
  /** The term's end as the latest notice states it, or the day it ended early. */
  end_date: string | null;
  max_extent_date: string | null;
  contract_state: ContractState | null;
  /** When the contract ended or the procurement was cancelled, as the notice states it. */
  contract_state_date: string | null;
  date_history: ContractDateChange[];
};

/** The latest notice cancelling the award (UK12: its status `cancelled`), with its date. */
function readCancellation(releases: readonly OcdsRelease[], awardId: string | null) {
  let cancelledOn: string | null | undefined;
  for (const release of releases) {
    const { award } = contractPartsOf(release, awardId);
    if (asText(award?.status) === 'cancelled') {
      cancelledOn = instant(award?.finalStatusDate) ?? instant(release.date);
    }
  }
  return cancelledOn;
}

/**
 * The contract dates of one award (ADR 0232): the contract's end as the one reader
 * (contract-end.ts, ADR 0260) reads it from its notices oldest first, with the state a
 * termination (UK11: ended early or at term) or a cancellation (UK12) leaves it in. A cancelled
 * award never had a contract to end, so its cancellation outranks any termination.
 */
export function readContractDates(releases: OcdsRelease[], awardId: string | null): ContractDates {
  const end = readContractEnd(releases, awardId);
  const cancelledOn = readCancellation(releases, awardId);
  const state: Pick<ContractDates, 'contract_state' | 'contract_state_date'> =
    cancelledOn !== undefined
      ? { contract_state: 'cancelled', contract_state_date: cancelledOn }
      : end.ending
        ? {
            contract_state: end.ending.early ? 'terminated_early' : 'ended',
            contract_state_date: end.ending.on,
          }
        : { contract_state: null, contract_state_date: null };
  return {
    end_date: end.end_date,
    max_extent_date: end.max_extent_date,
    ...state,
    date_history: end.date_history,
  };
}

/**
 * The re-tender radar's date: the day the contract ended (early or at term), else its maximum
 * extent, else its term end, as the one reader says (`runsUntil`, the lifecycle stage's date).
 */
export function radarDateOf(dates: ContractDates): string | null {
  const ending =
    dates.contract_state === 'terminated_early' || dates.contract_state === 'ended'
      ? { on: dates.contract_state_date, early: dates.contract_state === 'terminated_early' }
      : null;
  return runsUntil({ ...dates, ending });
}
