import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database';
import { radarWindowEnd } from './radar-matching';

describe('the radar window end', () => {
  it.each([
    ['2026-11-29T00:45:00.000Z', 3, '2027-02-28T00:45:00.000Z'],
    ['2026-11-30T23:10:00.000Z', 3, '2027-02-28T23:10:00.000Z'],
    ['2027-11-30T12:00:00.000Z', 3, '2028-02-29T12:00:00.000Z'],
    ['2026-08-31T09:00:00.000Z', 1, '2026-09-30T09:00:00.000Z'],
    ['2026-01-31T09:00:00.000Z', 12, '2027-01-31T09:00:00.000Z'],
    ['2026-06-15T18:30:00.000Z', 6, '2026-12-15T18:30:00.000Z'],
  ])(
    'from %s, %i months on, is %s (the month’s last day when it is shorter)',
    (now, months, end) => {
      expect(radarWindowEnd(new Date(now), months).toISOString()).toBe(end);
    },
  );

  it('is the instant PostgreSQL reaches by adding the months on UTC clocks, every day of a year', async () => {
    const database = await createTestDatabase();
    try {
      const starts = Array.from(
        { length: 366 },
        (_, day) => new Date(Date.UTC(2027, 0, 1 + day, 7, 5)),
      );
      for (const months of [1, 3, 6, 12, 24]) {
        const { rows } = await database.pool.query<{ ends: Date[] }>(
          `SELECT array_agg((s AT TIME ZONE 'UTC' + make_interval(months => $2::int))
                              AT TIME ZONE 'UTC' ORDER BY s) AS ends
             FROM unnest($1::timestamptz[]) AS s`,
          [starts.map((start) => start.toISOString()), months],
        );
        expect(rows[0]!.ends.map((end) => new Date(end).toISOString())).toEqual(
          starts.map((start) => radarWindowEnd(start, months).toISOString()),
        );
      }
    } finally {
      await database.close();
    }
  });
});
