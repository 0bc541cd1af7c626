import { describeField } from './field-labels';

/**
 * Ranges whose start may not come after their end (issue 28 item 9): an inverted one is a 400
 * naming both fields, and the search page says so at the fields before it asks. One definition
 * for the server's schemas and the web's form; without zod (`@wac/contract/search-ranges`).
 */
export type RangeRule = { from: string; to: string; kind: 'amount' | 'date' };

export const SEARCH_VALUE_RANGE_RULE: RangeRule = {
  from: 'value_from',
  to: 'value_to',
  kind: 'amount',
};

export const SEARCH_RANGE_RULES: readonly RangeRule[] = [
  SEARCH_VALUE_RANGE_RULE,
  { from: 'release_date_from', to: 'release_date_to', kind: 'date' },
  { from: 'deadline_from', to: 'deadline_to', kind: 'date' },
  { from: 'award_date_from', to: 'award_date_to', kind: 'date' },
];

export const ALERT_VALUE_RANGE_RULE: RangeRule = {
  from: 'min_value',
  to: 'max_value',
  kind: 'amount',
};

/**
 * An amount in pounds as people type it: digits with up to two decimals; `£`, commas and spaces
 * are ignored. Undefined when it is not one (the schemas then say how to write it).
 */
export function readPounds(text: string): number | undefined {
  const bare = text.replace(/[£,\s]/g, '');
  return /^\d{1,15}(?:\.\d{1,2})?$/.test(bare) ? Number(bare) : undefined;
}

/** "Min value must not be more than Max value." */
export function describeInvertedRange(rule: RangeRule): string {
  const from = describeField(rule.from);
  const to = describeField(rule.to);
  return rule.kind === 'amount'
    ? `${from} must not be more than ${to}.`
    : `${from} must not be after ${to}.`;
}

function comparable(value: unknown, kind: RangeRule['kind']): number | string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (kind === 'amount') {
    if (typeof value === 'number') return value;
    return typeof value === 'string' ? readPounds(value) : undefined;
  }
  // `YYYY-MM-DD` (a date input's value, or a parsed filter) sorts as text.
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? value.slice(0, 10)
    : undefined;
}

/**
 * The message of every range whose start is after its end, under both of its fields (so a form
 * can mark both); empty when every range is in order or has an end missing.
 */
export function findInvertedRanges(
  values: Readonly<Record<string, unknown>>,
  rules: readonly RangeRule[] = SEARCH_RANGE_RULES,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of rules) {
    const from = comparable(values[rule.from], rule.kind);
    const to = comparable(values[rule.to], rule.kind);
    if (from === undefined || to === undefined || from <= to) continue;
    const message = describeInvertedRange(rule);
    errors[rule.from] = message;
    errors[rule.to] = message;
  }
  return errors;
}
