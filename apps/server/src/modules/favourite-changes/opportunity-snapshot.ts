import { LIFECYCLE } from '@wac/contract';

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
  award_value_amount: number | null;
  award_value_currency: string | null;
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
  oldValue: string | number | MoneyValue | string[] | null;
  newValue: string | number | MoneyValue | string[] | null;
};

const isAwarded = (snapshot: OpportunitySnapshot) => snapshot.lifecycle === LIFECYCLE.awarded;
const isCancelled = (snapshot: OpportunitySnapshot) => snapshot.lifecycle === LIFECYCLE.cancelled;

const sameTime = (a: string | null, b: string | null) =>
  (a === null ? null : Date.parse(a)) === (b === null ? null : Date.parse(b));

const money = (amount: number | null, currency: string | null): MoneyValue | null =>
  amount === null ? null : { amount, currency: currency ?? 'GBP' };

/**
 * What changed between two compiled states of one opportunity, in a fixed order: deadlines
 * moved (or set, or dropped), documents added (a URL not there before), awarded, cancelled, the
 * estimated value (or, once awarded, the awarded value) changed. Pure.
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
  const wasAwarded = isAwarded(before) || before.award_value_amount !== null;
  if (!isAwarded(before) && isAwarded(after)) add('awarded', null, after.supplier_names);
  if (!isCancelled(before) && isCancelled(after)) add('cancelled', null, after.tender_status);
  if (before.tender_value_amount !== after.tender_value_amount) {
    add(
      'value',
      money(before.tender_value_amount, before.tender_value_currency),
      money(after.tender_value_amount, after.tender_value_currency),
    );
  } else if (wasAwarded && before.award_value_amount !== after.award_value_amount) {
    add(
      'value',
      money(before.award_value_amount, before.award_value_currency),
      money(after.award_value_amount, after.award_value_currency),
    );
  }
  return changes;
}
