import { describe, expect, it } from 'vitest';
import { cronEveryMinutes, planSyncRange } from './plan-sync-range';

const now = new Date('2026-11-22T12:00:00Z');
const hour = 3_600_000;

describe('planSyncRange', () => {
  it('backfills the configured days on the first run', () => {
    const range = planSyncRange({ syncedUntil: null, now, backfillDays: 30, overlapMs: hour });
    expect(range.from.toISOString()).toBe('2026-10-23T12:00:00.000Z');
    expect(range.to).toEqual(now);
  });

  it('resumes from the last synced point with an overlap', () => {
    const syncedUntil = new Date('2026-11-22T11:45:00Z');
    const range = planSyncRange({ syncedUntil, now, backfillDays: 30, overlapMs: hour });
    expect(range.from.toISOString()).toBe('2026-11-22T10:45:00.000Z');
  });

  it('never reaches further back than the backfill period', () => {
    const syncedUntil = new Date('2025-01-01T00:00:00Z');
    const range = planSyncRange({ syncedUntil, now, backfillDays: 30, overlapMs: hour });
    expect(range.from.toISOString()).toBe('2026-10-23T12:00:00.000Z');
  });
});

describe('cronEveryMinutes', () => {
  it('builds minute and hour schedules', () => {
    expect(cronEveryMinutes(15)).toBe('*/15 * * * *');
    expect(cronEveryMinutes(120)).toBe('0 */2 * * *');
  });
});
