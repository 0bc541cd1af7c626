import { asCalendarDate } from '../ingest/calendar-date';
import { asObject, asObjectArray, pickTimestamp } from '../ingest/json-values';
import type { OcdsRelease } from '../ingest/ocds-types';

type Period = {
  start_date: string | null;
  end_date: string | null;
  max_extent_date: string | null;
};

/** A release's own period: over the tender, its lots, its awards and its contracts. */
function releasePeriod(release: OcdsRelease): Period {
  const tender = asObject(release.tender);
  const periods = [
    asObject(tender.contractPeriod),
    ...asObjectArray(tender.lots).map((lot) => asObject(lot.contractPeriod)),
    ...asObjectArray(release.awards).map((award) => asObject(award.contractPeriod)),
    ...asObjectArray(release.contracts).map((contract) => asObject(contract.period)),
  ];
  return {
    start_date: pickTimestamp(
      periods.map((period) => asCalendarDate(period.startDate)),
      'min',
    ),
    end_date: pickTimestamp(
      periods.map((period) => asCalendarDate(period.endDate)),
      'max',
    ),
    max_extent_date: pickTimestamp(
      periods.map((period) => asCalendarDate(period.maxExtentDate)),
      'max',
    ),
  };
}

/**
 * Start, end and maximum extent of a framework: each date as the latest notice stating it says
 * (a contract change notice moves the end date, in either direction). `ordered` is oldest first.
 */
export function frameworkPeriod(ordered: readonly OcdsRelease[]): Period {
  const period: Period = { start_date: null, end_date: null, max_extent_date: null };
  for (const release of ordered) {
    const own = releasePeriod(release);
    period.start_date = own.start_date ?? period.start_date;
    period.end_date = own.end_date ?? period.end_date;
    period.max_extent_date = own.max_extent_date ?? period.max_extent_date;
  }
  return period;
}
