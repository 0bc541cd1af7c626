import {
  type AwardValue,
  type AwardValueSummary,
  LIFECYCLE,
  summariseAwardValues,
} from '@wac/contract';

/**
 * The parts of an opportunity whose changes its followers hear about (ADR 0091), as stored after
 * a compile. Dates are ISO text (null when absent).
 */
export type OpportunitySnapshot = {
  id: number;
  tender_deadline_date: string | null;
  enquiry_deadline_date: string | null;
  tender_value_amount: number | null;
  tender_value_currency: string | null;
  /** Every award's value in award order (null without awards), as the card reads them. */
  award_values: AwardValue[] | null;
  /** opportunity_lifecycle (migration 0140): issue 17's one rule for awarded and cancelled. */
  lifecycle: number;
  tender_status: string | null;
  supplier_names: string[];
  document_urls: string[];
};

export const CHANGE_KINDS = [
  'deadline',
  'enquiry_deadline',
  'documents',
  'awarded',
  'cancelled',
  'value',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type MoneyValue = { amount: number; currency: string };

/** One change of one opportunity: what it was and what it is now (JSON, by kind). */
export type DetectedChange = {
  opportunityId: number;
  kind: ChangeKind;
  oldValue: ChangeValue;
  newValue: ChangeValue;
};
type ChangeValue = string | number | MoneyValue | AwardValueSummary | string[] | null;

const isAwarded = (snapshot: OpportunitySnapshot) => snapshot.lifecycle === LIFECYCLE.awarded;
const isCancelled = (snapshot: OpportunitySnapshot) => snapshot.lifecycle === LIFECYCLE.cancelled;

const sameTime = (a: string | null, b: string | null) =>
  (a === null ? null : Date.parse(a)) === (b === null ? null : Date.parse(b));

const money = (amount: number | null, currency: string | null): MoneyValue | null =>
  amount === null ? null : { amount, currency: currency ?? 'GBP' };

/** The awarded value as the card tells it (ADRs 0342, 0348): the range of the award values. */
const awardRange = (snapshot: OpportunitySnapshot) =>
  summariseAwardValues(snapshot.award_values ?? []);

const sameRange = (a: AwardValueSummary | null, b: AwardValueSummary | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.award_count === b.award_count &&
    a.valued_count === b.valued_count &&
    a.min === b.min &&
    a.max === b.max &&
    a.currency === b.currency);

/**
 * One award's value is stored as money, as before ranges (older rows and one-award notices read
 * alike); several awards' as their range, which describeChange words as the card does.
 */
const storedRange = (range: AwardValueSummary | null): MoneyValue | AwardValueSummary | null =>
  range && range.award_count <= 1 ? money(range.min, range.currency) : range;

/**
 * What changed between two compiled states of one opportunity, in a fixed order: deadlines
 * moved (or set, or dropped), documents added (a URL not there before), awarded, cancelled, the
 * estimated value (or, once awarded, the awarded value) changed. The awarded value is what the
 * card shows, the range of every award's value (ADR 0362): a change to any award that moves the
 * range is told, the same awards in another order are not. Pure.
 */
export function detectChanges(
  before: OpportunitySnapshot,
  after: OpportunitySnapshot,
): DetectedChange[] {
  const changes: DetectedChange[] = [];
  const add = (kind: ChangeKind, oldValue: DetectedChange['oldValue'], newValue: typeof oldValue) =>
    changes.push({ opportunityId: after.id, kind, oldValue, newValue });

  if (!sameTime(before.tender_deadline_date, after.tender_deadline_date)) {
    add('deadline', before.tender_deadline_date, after.tender_deadline_date);
  }
  if (!sameTime(before.enquiry_deadline_date, after.enquiry_deadline_date)) {
    add('enquiry_deadline', before.enquiry_deadline_date, after.enquiry_deadline_date);
  }
  const known = new Set(before.document_urls);
  if (after.document_urls.some((url) => !known.has(url))) {
    add('documents', before.document_urls.length, after.document_urls.length);
  }
  const [rangeBefore, rangeAfter] = [awardRange(before), awardRange(after)];
  const wasAwarded = isAwarded(before) || rangeBefore !== null;
  if (!isAwarded(before) && isAwarded(after)) add('awarded', null, after.supplier_names);
  if (!isCancelled(before) && isCancelled(after)) add('cancelled', null, after.tender_status);
  if (before.tender_value_amount !== after.tender_value_amount) {
    add(
      'value',
      money(before.tender_value_amount, before.tender_value_currency),
      money(after.tender_value_amount, after.tender_value_currency),
    );
  } else if (wasAwarded && !sameRange(rangeBefore, rangeAfter)) {
    add('value', storedRange(rangeBefore), storedRange(rangeAfter));
  }
  return changes;
}
