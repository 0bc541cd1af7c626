import { describe, expect, it } from 'vitest';
import { estimateRetender } from './retender-estimate';

const end = new Date('2027-07-14T12:00:00Z');
const now = new Date('2026-11-01T00:00:00Z');
const leeds = { tender_days: 30, tender_samples: 12, start_days: 90.4, start_samples: 8 };
const everyone = { tender_days: 25, tender_samples: 900, start_days: 60, start_samples: 700 };

describe('estimateRetender', () => {
  it("subtracts the buyer's own lead time and says how", () => {
    const estimate = estimateRetender(
      end,
      'Leeds City Council',
      { buyer: leeds, allBuyers: everyone },
      now,
    );
    expect(estimate).toMatchObject({ basis: 'buyer', lead_days: 120 });
    expect(estimate.expected_date).toBe('2027-03-16T12:00:00.000Z');
    expect(estimate.explanation).toBe(
      'The contract ends 14 Jul 2027; Leeds City Council usually publishes 120 days before a contract starts: it gives bidders 30 days to respond (median of 12 notices) and starts contracts 90 days after the deadline (median of 8 awards).',
    );
  });

  it('falls back to all buyers when the buyer has too few dated notices', () => {
    const sparse = { ...leeds, start_samples: 2 };
    const estimate = estimateRetender(
      end,
      'Tiny Parish',
      { buyer: sparse, allBuyers: everyone },
      now,
    );
    expect(estimate).toMatchObject({ basis: 'all_buyers', lead_days: 85 });
    expect(estimate.explanation).toContain('Tiny Parish has too few dated notices');
  });

  it('gives no date rather than a guess without any basis', () => {
    expect(estimateRetender(end, null, {}, now)).toMatchObject({
      basis: 'none',
      expected_date: null,
      lead_days: null,
    });
  });

  it('says so when the expected date has already passed', () => {
    const soon = new Date('2026-12-01T00:00:00Z');
    expect(estimateRetender(soon, 'Leeds City Council', { buyer: leeds }, now).explanation).toMatch(
      /That date has passed/,
    );
  });
});
