import { ukCalendarFields } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { asCalendarDate } from './calendar-date';
import { compileSample, hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

/** The UK calendar day of a stored timestamp, as every reader (web, stage text, exports) shows it. */
function ukDay(value: string | null): string | null {
  if (value === null) return null;
  const fields = ukCalendarFields(new Date(value));
  if (!fields) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${fields.year}-${pad(fields.monthIndex + 1)}-${pad(fields.day)}`;
}

describe('asCalendarDate (ADR 0340)', () => {
  it('keeps the day a summer end-of-day date written in UTC names', () => {
    expect(asCalendarDate('2026-09-20T23:59:59Z')).toBe('2026-09-20T23:59:59+01:00');
    expect(ukDay(asCalendarDate('2026-09-20T23:59:59Z'))).toBe('2026-09-20');
    expect(asCalendarDate('2026-09-20T23:59:59.999Z')).toBe('2026-09-20T23:59:59.999+01:00');
    expect(asCalendarDate('2026-09-20T23:59Z')).toBe('2026-09-20T23:59:00+01:00');
  });

  it('keeps midnight and bare dates on the day written, in either season', () => {
    expect(asCalendarDate('2026-09-04T00:00:00Z')).toBe('2026-09-04T00:00:00+01:00');
    expect(asCalendarDate('2026-09-04')).toBe('2026-09-04T00:00:00+01:00');
    expect(asCalendarDate('2028-11-16T23:59:59+00:00')).toBe('2028-11-16T23:59:59+00:00');
    expect(asCalendarDate('2022-11-04T23:59:59Z')).toBe('2022-11-04T23:59:59Z');
    // A date already on UK summer clocks is the same instant.
    expect(asCalendarDate('2023-04-30T23:59:59+01:00')).toBe('2023-04-30T23:59:59+01:00');
  });

  it('uses the clock of the day itself on the days the clocks change', () => {
    // 29 March 2026 (clocks go forward at 01:00 GMT): midnight is GMT, the day ends in BST.
    expect(asCalendarDate('2026-03-29T00:00:00Z')).toBe('2026-03-29T00:00:00Z');
    expect(asCalendarDate('2026-03-29T23:59:59Z')).toBe('2026-03-29T23:59:59+01:00');
    // 25 October 2026 (clocks go back): midnight is BST, the day ends in GMT.
    expect(asCalendarDate('2026-10-25T00:00:00Z')).toBe('2026-10-25T00:00:00+01:00');
    expect(asCalendarDate('2026-10-25T23:59:59Z')).toBe('2026-10-25T23:59:59Z');
  });

  it('keeps a real time of day as written, and rejects what is not a date', () => {
    expect(asCalendarDate('2026-09-20T12:00:00Z')).toBe('2026-09-20T12:00:00Z');
    expect(asCalendarDate('2026-09-20T23:59:00+01:00')).toBe('2026-09-20T23:59:00+01:00');
    expect(asCalendarDate('20/09/2026')).toBeNull();
    expect(asCalendarDate(null)).toBeNull();
  });
});

describe.skipIf(!hasSamples)(`contract dates of real notices${SAMPLES_MISSING_NOTE}`, () => {
  it('shows Find a Tender 083608-2026 ending on 20 September 2026, as the notice wrote', () => {
    // contracts[0].period: startDate "2026-09-04T00:00:00Z", endDate "2026-09-20T23:59:59Z".
    const opportunity = compileSample('FTS', '06f19e');
    const [award] = opportunity.awards;
    expect(ukDay(award.contract_start_date)).toBe('2026-09-04');
    expect(ukDay(award.term_end_date ?? null)).toBe('2026-09-20');
    expect(ukDay(award.contract_end_date)).toBe('2026-09-20');
    expect(ukDay(opportunity.lifecycle_until)).toBe('2026-09-20');
  });
});
