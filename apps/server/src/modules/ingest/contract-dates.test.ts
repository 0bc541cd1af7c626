import { describe, expect, it } from 'vitest';
import { compileReleases } from './compile-record';
import { radarDateOf, readContractDates } from './contract-dates';
import type { OcdsRelease } from './ocds-types';
import {
  contractDetailsBeforeChange,
  sampleRelease as sample,
  terminationOf,
} from './testing/contract-notices';
import { hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

const datesOf = (releases: OcdsRelease[]) =>
  readContractDates(compileReleases(releases).releases, '1');

describe.skipIf(!hasSamples)(`contract dates from the real notices${SAMPLES_MISSING_NOTE}`, () => {
  it('reads the real UK7: its end is the radar date, with no history', () => {
    const dates = datesOf([sample('028961-2025')]);
    // Written "2028-05-18T23:59:59Z": the end of 18 May on UK (summer) clocks (ADR 0340).
    expect(dates.end_date).toBe('2028-05-18T22:59:59.000Z');
    expect(radarDateOf(dates)).toBe('2028-05-18T22:59:59.000Z');
    expect(dates.date_history).toEqual([]);
    expect(dates.contract_state).toBeNull();
  });

  it('the real UK10 moves the end and maximum extent, each move with its notice', () => {
    const dates = datesOf([contractDetailsBeforeChange(), sample('083674-2026')]);
    expect(radarDateOf(dates)).toBe('2026-12-31T23:59:59.000Z');
    expect(dates.date_history).toEqual([
      {
        field: 'end_date',
        from: '2026-06-30T22:59:59.000Z',
        to: '2026-08-21T22:59:59.000Z',
        notice_id: '083674-2026',
        notice_type: 'UK10',
        notice_date: '2026-09-03T17:08:41.000Z',
      },
      {
        field: 'max_extent_date',
        from: '2026-08-31T22:59:59.000Z',
        to: '2026-12-31T23:59:59.000Z',
        notice_id: '083674-2026',
        notice_type: 'UK10',
        notice_date: '2026-09-03T17:08:41.000Z',
      },
    ]);
  });

  it('gives the same dates and history whatever order the notices come in', () => {
    const uk10 = sample('083674-2026');
    const notices = [
      contractDetailsBeforeChange(),
      uk10,
      terminationOf(uk10, '090001-2026', '2026-08-01T00:00:00Z'),
    ];
    const inOrder = datesOf(notices);
    expect(datesOf([notices[2], notices[0], notices[1]])).toEqual(inOrder);
    expect(datesOf([notices[1], notices[2], notices[0]])).toEqual(inOrder);
  });

  it('a termination before the end ended the contract early and brings the radar date forward', () => {
    const uk10 = sample('083674-2026');
    const dates = datesOf([
      contractDetailsBeforeChange(),
      uk10,
      terminationOf(uk10, '090001-2026', '2026-08-01T00:00:00Z'),
    ]);
    expect(dates.contract_state).toBe('terminated_early');
    expect(dates.contract_state_date).toBe('2026-08-01T00:00:00.000Z');
    expect(radarDateOf(dates)).toBe('2026-08-01T00:00:00.000Z');
    expect(dates.date_history.at(-1)).toMatchObject({
      field: 'end_date',
      to: '2026-08-01T00:00:00.000Z',
      notice_type: 'UK11',
    });
  });

  it('a termination at or after the end is an ending, not early, and the contract runs no further', () => {
    const uk10 = sample('083674-2026');
    const dates = datesOf([uk10, terminationOf(uk10, '090001-2026', '2026-08-22T00:00:00Z')]);
    expect(dates.contract_state).toBe('ended');
    // Ended on 22 Aug 2026: its options to 31 Dec 2026 will not be taken (ADR 0260).
    expect(radarDateOf(dates)).toBe('2026-08-22T00:00:00.000Z');
  });

  it('the real UK12 shows the procurement cancelled, on the day its award was', () => {
    const dates = datesOf([sample('083256-2026')]);
    expect(dates.contract_state).toBe('cancelled');
    expect(dates.contract_state_date).toBe('2026-03-02T00:00:00.000Z');
  });
});
