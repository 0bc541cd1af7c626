import { LIFECYCLE } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { describeChange } from './describe-change';
import { detectChanges, type OpportunitySnapshot } from './opportunity-snapshot';

const awarded = (values: (number | null)[]): OpportunitySnapshot => ({
  id: 1,
  tender_deadline_date: null,
  enquiry_deadline_date: null,
  tender_value_amount: 100_000,
  tender_value_currency: 'GBP',
  award_values: values.map((amount) => ({ amount, currency: 'GBP' })),
  lifecycle: LIFECYCLE.awarded,
  tender_status: 'complete',
  supplier_names: ['Roofers Ltd', 'Slaters Ltd'],
  document_urls: [],
});

/** The sentences the favourites page and the change email give for the move. */
const told = (before: (number | null)[], after: (number | null)[]) =>
  detectChanges(awarded(before), awarded(after)).map((change) =>
    describeChange(change.kind, change.oldValue, change.newValue),
  );

describe("a favourite's awarded value, as the card shows it (ADR 0362)", () => {
  it('tells a one-award notice as before', () => {
    expect(told([50_000], [64_000])).toEqual(['Value changed from £50,000 to £64,000']);
    expect(told([50_000], [50_000])).toEqual([]);
  });

  it("notices a change to an award after the first, in the card's range words", () => {
    expect(told([64_000, 40_000], [64_000, 30_000])).toEqual([
      'Value changed: was £40,000 to £64,000 (2 awards), now £30,000 to £64,000 (2 awards)',
    ]);
  });

  it('notices an award gaining a value and a new award outside the range', () => {
    expect(told([64_000, null], [64_000, 64_000])).toEqual([
      'Value changed: was £64,000 (1 of 2 awards), now £64,000 each (2 awards)',
    ]);
    expect(told([64_000], [64_000, 90_000])).toEqual([
      'Value changed: was £64,000, now £64,000 to £90,000 (2 awards)',
    ]);
  });

  it('says nothing when the same awards come in another order', () => {
    expect(told([64_000, 40_000, 52_000], [40_000, 52_000, 64_000])).toEqual([]);
  });
});
