import { describe, expect, it } from 'vitest';
import { compileOcid } from './compile-ocid';
import { sortReleases } from './compile-record';
import { extendableTermEnd, readContractEnd, runsUntil } from './contract-end';
import type { OcdsRelease } from './ocds-types';
import {
  contractDetailsBeforeChange,
  sampleRelease,
  terminationOf,
} from './testing/contract-notices';
import { hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** What the stage line and the radar read of one procurement, compiled from its notices. */
function stageAndRadar(releases: OcdsRelease[]) {
  const { opportunity } = compileOcid('FTS', releases);
  const award = opportunity.awards[0]!;
  return {
    stage: {
      until: iso(opportunity.lifecycle_until),
      termEnd: iso(opportunity.lifecycle_term_end),
    },
    radar: { until: iso(award.contract_end_date), termEnd: iso(award.term_end_date) },
  };
}

describe.skipIf(!hasSamples)(`one reading of a contract's end${SAMPLES_MISSING_NOTE}`, () => {
  const uk7 = contractDetailsBeforeChange();
  const uk10 = sampleRelease('083674-2026');

  it('reads the real UK10: term ended 21 Aug 2026, options to 31 Dec 2026', () => {
    const end = readContractEnd(sortReleases([uk10, uk7]), '1');
    expect(end.end_date).toBe('2026-08-21T22:59:59.000Z');
    expect(runsUntil(end)).toBe('2026-12-31T23:59:59.000Z');
    expect(extendableTermEnd(end)).toBe('2026-08-21T22:59:59.000Z');
  });

  it('the stage line and the radar read the same dates, in any order', () => {
    const orders = [
      [uk7, uk10],
      [uk10, uk7],
    ];
    for (const releases of orders) {
      expect(stageAndRadar(releases)).toEqual({
        stage: { until: '2026-12-31T23:59:59.000Z', termEnd: '2026-08-21T22:59:59.000Z' },
        radar: { until: '2026-12-31T23:59:59.000Z', termEnd: '2026-08-21T22:59:59.000Z' },
      });
    }
  });

  it('an early termination is the date of both, with no extension shown', () => {
    const early = terminationOf(uk10, '090001-2026', '2026-08-01T00:00:00Z');
    const read = stageAndRadar([early, uk10, uk7]);
    expect(read.stage).toEqual({ until: '2026-08-01T00:00:00.000Z', termEnd: null });
    expect(read.radar.until).toBe('2026-08-01T00:00:00.000Z');
  });

  it('a termination at term ends the contract for both: its options will not be taken', () => {
    const atTerm = terminationOf(uk10, '090001-2026', '2026-08-22T00:00:00Z');
    const read = stageAndRadar([uk7, atTerm, uk10]);
    expect(read.stage).toEqual({ until: '2026-08-22T00:00:00.000Z', termEnd: null });
    expect(read.radar.until).toBe('2026-08-22T00:00:00.000Z');
  });

  it("an award's expected period never moves the period a contract notice stated", () => {
    // The real UK7 (end 20 Sep 2026) and a later-dated real UK6 expecting 2029 (options 2031)
    // for the same award id: the contract notice's period stands.
    const contract = { ...sampleRelease('083608-2026'), ocid: 'ocds-h6vhtk-0e0e0e' };
    const award = { ...sampleRelease('094477-2026'), ocid: 'ocds-h6vhtk-0e0e0e' };
    const end = readContractEnd(sortReleases([award, contract]), '1');
    // The end of 20 Sep on UK summer clocks (written "2026-09-20T23:59:59Z", ADR 0340).
    expect(runsUntil(end)).toBe('2026-09-20T22:59:59.000Z');
    expect(extendableTermEnd(end)).toBeNull();
  });
});
