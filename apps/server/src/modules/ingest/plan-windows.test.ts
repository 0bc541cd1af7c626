import { describe, expect, it } from 'vitest';
import { chooseSyncRange, planGridWindows, planMonthWindows } from './plan-windows';

const HOUR = 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString();

describe('planGridWindows', () => {
  it('cuts a range on a fixed grid, first and last windows partial', () => {
    const windows = planGridWindows(
      new Date('2026-09-03T04:30:00Z'),
      new Date('2026-09-03T19:00:00Z'),
      6 * HOUR,
    );
    expect(windows.map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ['2026-09-03T04:30:00.000Z', '2026-09-03T06:00:00.000Z'],
      ['2026-09-03T06:00:00.000Z', '2026-09-03T12:00:00.000Z'],
      ['2026-09-03T12:00:00.000Z', '2026-09-03T18:00:00.000Z'],
      ['2026-09-03T18:00:00.000Z', '2026-09-03T19:00:00.000Z'],
    ]);
  });

  it('gives the same windows for the same range and none for an empty range', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-02-01T00:00:00Z');
    expect(planGridWindows(from, to, 15 * 24 * HOUR)).toEqual(
      planGridWindows(from, to, 15 * 24 * HOUR),
    );
    expect(planGridWindows(to, from, HOUR)).toEqual([]);
  });

  it('never makes a window longer than the size', () => {
    const windows = planGridWindows(new Date(0), new Date(100 * 24 * HOUR + 5), 15 * 24 * HOUR);
    expect(windows.every((w) => w.end.getTime() - w.start.getTime() <= 15 * 24 * HOUR)).toBe(true);
    expect(windows[0].start.getTime()).toBe(0);
    expect(windows.at(-1)?.end.getTime()).toBe(100 * 24 * HOUR + 5);
  });
});

describe('planMonthWindows', () => {
  it('cuts at UTC month starts, the last window ending at the range end', () => {
    const windows = planMonthWindows(
      new Date('2026-01-20T00:00:00Z'),
      new Date('2026-03-05T12:00:00Z'),
    );
    expect(windows.map((w) => [iso(w.start), iso(w.end)])).toEqual([
      ['2026-01-20T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
      ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
      ['2026-03-01T00:00:00.000Z', '2026-03-05T12:00:00.000Z'],
    ]);
  });
});

describe('chooseSyncRange', () => {
  const now = new Date('2026-09-03T12:00:00Z');

  it('backfills on the first run', () => {
    const range = chooseSyncRange({
      now,
      syncedUntil: null,
      backfillMs: 30 * 24 * HOUR,
      overlapMs: HOUR,
    });
    expect(iso(range.start)).toBe('2026-08-04T12:00:00.000Z');
    expect(range.end).toBe(now);
  });

  it('resumes from synced_until with an overlap, however long ago', () => {
    const syncedUntil = new Date('2026-05-01T00:00:00Z');
    const range = chooseSyncRange({
      now,
      syncedUntil,
      backfillMs: 30 * 24 * HOUR,
      overlapMs: HOUR,
    });
    expect(iso(range.start)).toBe('2026-04-30T23:00:00.000Z');
  });

  it('plans on from where planning got to when a failed window holds synced_until back', () => {
    const range = chooseSyncRange({
      now,
      syncedUntil: new Date('2026-09-01T00:00:00Z'),
      plannedUntil: new Date('2026-09-03T11:45:00Z'),
      backfillMs: 30 * 24 * HOUR,
      overlapMs: HOUR,
    });
    expect(iso(range.start)).toBe('2026-09-03T10:45:00.000Z');
  });
});
