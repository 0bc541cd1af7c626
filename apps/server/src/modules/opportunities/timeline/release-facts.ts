import { asCalendarDate } from '../../ingest/calendar-date';
import { asObject, asObjectArray, asText } from '../../ingest/json-values';
import { plausibleAmount } from '../../ingest/map-awards';
import type { OcdsRelease } from '../../ingest/ocds-types';
import { releaseDocuments } from '../../ingest/release-documents';

/** What one release states about the things a timeline follows; null or empty: not stated. */
export type ReleaseFacts = {
  status: string | null;
  deadline: string | null;
  value: { amount: string; currency: string | null } | null;
  lots: number | null;
  documents: string[];
  suppliers: string[];
  contractEnd: string | null;
  maxExtent: string | null;
  standstillEnd: string | null;
};

/** An ISO instant of a portal's date text, or null when it is not a date. */
export function toIsoDate(value: unknown): string | null {
  const text = asText(value);
  if (!text) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The latest of some dates (a notice with lots states one per lot). */
function latest(dates: (string | null)[]): string | null {
  const known = dates.filter((date): date is string => date !== null).sort();
  return known.at(-1) ?? null;
}

function readValue(holder: unknown): ReleaseFacts['value'] {
  const value = asObject(asObject(holder).value);
  const amount = value.amount ?? value.amountGross;
  const plausible = plausibleAmount(amount);
  if (plausible === null) return null;
  return { amount: String(plausible), currency: asText(value.currency) };
}

/** Periods of the contracts and awards (UK6 states them on awards, UK7 and UK10 on contracts). */
function contractPeriods(release: OcdsRelease) {
  return [
    ...asObjectArray(release.contracts).map((contract) => asObject(contract.period)),
    ...asObjectArray(release.awards).map((award) => asObject(award.contractPeriod)),
  ];
}

/** Notice documents (the notice itself) are not "documents added": every notice has one. */
const isNoticeDocument = (document: Record<string, unknown>) =>
  asText(document.noticeType) !== null || /Notice$/.test(asText(document.documentType) ?? '');

export function readReleaseFacts(release: OcdsRelease): ReleaseFacts {
  const tender = asObject(release.tender);
  const awards = asObjectArray(release.awards);
  const lots = Array.isArray(tender.lots) ? asObjectArray(tender.lots).length : null;
  const documents = releaseDocuments(release)
    .filter((document) => !isNoticeDocument(document))
    .map((document) => asText(document.url) ?? asText(document.id))
    .filter((key): key is string => key !== null);
  const suppliers = awards.flatMap((award) =>
    asObjectArray(award.suppliers)
      .map((supplier) => asText(supplier.name))
      .filter((name): name is string => name !== null),
  );
  const periods = contractPeriods(release);
  return {
    status: asText(tender.status),
    deadline: toIsoDate(asObject(tender.tenderPeriod).endDate),
    value: readValue(tender),
    lots: lots && lots > 0 ? lots : null,
    documents: [...new Set(documents)],
    suppliers: [...new Set(suppliers)],
    contractEnd: latest(periods.map((period) => toIsoDate(asCalendarDate(period.endDate)))),
    maxExtent: latest(periods.map((period) => toIsoDate(asCalendarDate(period.maxExtentDate)))),
    standstillEnd: latest(
      awards.map((award) => toIsoDate(asObject(award.standstillPeriod).endDate)),
    ),
  };
}
