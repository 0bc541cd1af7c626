import { describe, expect, it } from 'vitest';
import { withoutRepublishedAwards } from './republished-awards';
import { compileSample, hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const award = (
  overrides: Partial<Parameters<typeof withoutRepublishedAwards>[0][number]> = {},
) => ({
  value_amount: 52500000,
  value_currency: 'GBP',
  award_decision_date: '2022-09-22T00:00:00+01:00',
  contract_start_date: '2022-09-22T00:00:00+01:00',
  contract_end_date: '2027-03-31T23:59:59+01:00',
  suppliers: [{ name: 'SERCO LTD' }],
  ...overrides,
});

describe('republished awards (ADR 0342)', () => {
  it('keeps the first of two awards equal in value, suppliers and dates', () => {
    const first = award();
    const again = award({
      suppliers: [{ name: ' serco  ltd ' }],
      award_decision_date: '2022-09-21T23:00:00Z',
    });
    expect(withoutRepublishedAwards([first, again])).toEqual([first]);
  });

  it('keeps awards that differ in anything compared, or state no value or supplier', () => {
    const cases = [
      [award(), award({ suppliers: [{ name: 'Mitie' }] })],
      [award(), award({ value_amount: 1000 })],
      [award(), award({ contract_end_date: '2028-03-31T23:59:59+01:00' })],
      [award(), award({ award_decision_date: null })],
      [award({ value_amount: null }), award({ value_amount: null })],
      [award({ suppliers: [] }), award({ suppliers: [] })],
    ];
    for (const awards of cases) expect(withoutRepublishedAwards(awards)).toHaveLength(2);
  });
});

describe.skipIf(!hasSamples)(`republished awards in real notices${SAMPLES_MISSING_NOTE}`, () => {
  it('compiles Contracts Finder "Juxtaposed Controls" awards -1 and -2 as one award', () => {
    const opportunity = compileSample('ContractsFinder', 'd27e67d3-4492-49b7-aa14-bede88766821');
    expect(opportunity.awards.map((item) => [item.award_id, item.value_amount])).toEqual([
      ['ocds-b5fd17-d27e67d3-4492-49b7-aa14-bede88766821-1', 52500000],
    ]);
  });

  it('keeps the six lot awards of framework 052408-2025, which state no values', () => {
    expect(compileSample('FTS', '02874c').awards).toHaveLength(6);
  });
});
