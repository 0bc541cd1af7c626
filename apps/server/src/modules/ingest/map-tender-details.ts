import { asCalendarDate } from './calendar-date';
import type { AwardCriteriaDetails } from './compiled-opportunity';
import {
  asBoolean,
  asFiniteNumber,
  asObject,
  asObjectArray,
  asStringArray,
  asText,
  asTimestamp,
  pickTimestamp,
} from './json-values';
import type { JsonObject } from './ocds-types';

/** A suitability flag from the tender, else from its lots: true when any lot says so. */
export function mapSuitability(tender: JsonObject, flag: 'sme' | 'vcse'): boolean | null {
  const own = asBoolean(asObject(tender.suitability)[flag]);
  if (own !== null) return own;
  const lotFlags = asObjectArray(tender.lots)
    .map((lot) => asBoolean(asObject(lot.suitability)[flag]))
    .filter((value) => value !== null);
  return lotFlags.length === 0 ? null : lotFlags.some(Boolean);
}

/**
 * Contract period of the tender, else the span of its lots' periods: from the earliest lot start
 * to the latest lot end. A multi-lot tender's lots run for different periods (Find a Tender UK4
 * 083563-2026: lot 1 ends 3 Nov 2028, lot 5 on 16 Nov 2028), so the first lot alone would end the
 * procurement early (ADR 0329).
 */
export function mapEstimatedContractPeriod(tender: JsonObject): {
  start: string | null;
  end: string | null;
} {
  const own = asObject(tender.contractPeriod);
  const ownStart = asCalendarDate(own.startDate);
  const ownEnd = asCalendarDate(own.endDate);
  if (ownStart || ownEnd) return { start: ownStart, end: ownEnd };
  const lots = asObjectArray(tender.lots).map((lot) => asObject(lot.contractPeriod));
  return {
    start: pickTimestamp(
      lots.map((period) => asCalendarDate(period.startDate)),
      'min',
    ),
    end: pickTimestamp(
      lots.map((period) => asCalendarDate(period.endDate)),
      'max',
    ),
  };
}

/** Electronic submission from `submissionTerms.electronicSubmissionPolicy` or `submissionMethod`. */
export function mapElectronicSubmission(tender: JsonObject): boolean | null {
  const policy = asText(asObject(tender.submissionTerms).electronicSubmissionPolicy);
  if (policy === 'allowed' || policy === 'required') return true;
  if (policy === 'notAllowed') return false;
  return asStringArray(tender.submissionMethod).includes('electronicSubmission') ? true : null;
}

export function mapSubmissionLanguages(tender: JsonObject): string[] | null {
  const languages = asStringArray(asObject(tender.submissionTerms).languages);
  return languages.length > 0 ? languages : null;
}

function criterionName(criterion: JsonObject): string | null {
  const description = asText(criterion.description);
  const name =
    asText(criterion.name) ??
    (description && !/^[\d.\s%]+$/.test(description) ? description : null);
  if (name) return name;
  const type = asText(criterion.type);
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : null;
}

/** The weight in percent: from `numbers`, or a description that is only a number ("10", "30%"). */
function criterionWeight(criterion: JsonObject): number | null {
  const numbers = asObjectArray(criterion.numbers);
  const weighted = numbers.find((item) => /percentage|weight/i.test(asText(item.weight) ?? ''));
  const fromNumbers = asFiniteNumber((weighted ?? numbers[0])?.number);
  if (fromNumbers !== null) return fromNumbers;
  const description = asText(criterion.description);
  return description && /^\d+(?:\.\d+)?\s*%?$/.test(description)
    ? Number.parseFloat(description)
    : null;
}

/**
 * The spec's award criteria: the tender's `awardCriteriaDetails` text, else the named criteria
 * with percentage weights of the tender or its first lot that has any, else a criteria text.
 */
export function mapAwardCriteria(tender: JsonObject): AwardCriteriaDetails | null {
  const text = asText(tender.awardCriteriaDetails);
  if (text) return text;
  const holders = [
    asObject(tender.awardCriteria),
    ...asObjectArray(tender.lots).map((lot) => asObject(lot.awardCriteria)),
  ];
  for (const holder of holders) {
    const criteria = asObjectArray(holder.criteria).flatMap((criterion) => {
      const name = criterionName(criterion);
      return name ? [{ name, weight: criterionWeight(criterion) }] : [];
    });
    if (criteria.length > 0) return criteria;
  }
  return holders.map((holder) => asText(holder.description)).find((item) => item) ?? null;
}

/** Engagement deadline of a planning notice (`planning.milestones[type=engagement]`). */
export function mapEngagementDeadline(release: JsonObject): string | null {
  const milestones = asObjectArray(asObject(release.planning).milestones);
  const engagement = milestones.find((milestone) => asText(milestone.type) === 'engagement');
  return asTimestamp(engagement?.dueDate);
}
