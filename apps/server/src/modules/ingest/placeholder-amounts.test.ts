import { describe, expect, it } from 'vitest';
import { plausibleAmount } from './map-awards';
import { compileSample, hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

describe('placeholder amounts (ADR 0343)', () => {
  it('keeps amounts from one unit up, and drops pennies, zero and negatives', () => {
    expect(plausibleAmount(1)).toBe(1);
    expect(plausibleAmount(126294)).toBe(126294);
    expect(plausibleAmount('2,500')).toBe(2500);
    expect(plausibleAmount(0.01)).toBeNull();
    expect(plausibleAmount(0.99)).toBeNull();
    expect(plausibleAmount(0)).toBeNull();
    expect(plausibleAmount(-5)).toBeNull();
    expect(plausibleAmount(1e15)).toBeNull();
  });
});

describe.skipIf(!hasSamples)(`placeholder amounts in real notices${SAMPLES_MISSING_NOTE}`, () => {
  it('gives Find a Tender 083608-2026 no award value for its £0.01 contract value', () => {
    // contracts[0].value: {"amount": 0.01, "amountGross": 0.01}; the contract is rate-priced.
    const opportunity = compileSample('FTS', '06f19e');
    expect(opportunity.awards[0]?.value_amount).toBeNull();
    expect(opportunity.award_value_amount).toBeNull();
  });

  it('gives Sell2Wales 145888 no estimated value for its £0.01 tender value', () => {
    const opportunity = compileSample('Sell2Wales', 'ocds-kuma6s-145888');
    expect(opportunity.tender_value_amount).toBeNull();
  });
});
