import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { insertRawReleases } from '../ingest/raw-releases.repository';
import { findPortalNoticeFigures } from './coverage.repository';

// A summer instant: UK days start at 23:00 UTC the evening before (British Summer Time).
const NOW = new Date('2026-07-15T12:00:00Z');

const release = (id: string, date: string) => ({ ocid: `ocds-r6ebe6-${id}`, id, date, tag: [] });

describe('findPortalNoticeFigures', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await insertRawReleases(database.pool, 'PCS', [
      // 15 July in the UK (00:30 BST), the newest not in the future.
      release('1', '2026-07-14T23:30:00Z'),
      // 16 June 00:30 BST: the first of the 30 UK days.
      release('2', '2026-06-15T23:30:00Z'),
      // 15 June 23:59 BST: the day before the range.
      release('3', '2026-06-15T22:59:00Z'),
      // Dated an hour after NOW: neither the newest nor counted.
      release('4', '2026-07-15T13:00:00Z'),
    ]);
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts notices per UK calendar day, oldest first, and finds the newest one', async () => {
    const [pcs, sell2wales] = await findPortalNoticeFigures(
      database.pool,
      ['PCS', 'Sell2Wales'],
      NOW,
      30,
    );
    expect(pcs!.source_system).toBe('PCS');
    expect(pcs!.newest_notice_at?.toISOString()).toBe('2026-07-14T23:30:00.000Z');
    expect(pcs!.per_day).toHaveLength(30);
    expect(pcs!.per_day[0]).toEqual({ date: '2026-06-16', notices: 1 });
    expect(pcs!.per_day.at(-1)).toEqual({ date: '2026-07-15', notices: 1 });
    expect(pcs!.per_day.reduce((sum, day) => sum + day.notices, 0)).toBe(2);
    expect(sell2wales).toMatchObject({ source_system: 'Sell2Wales', newest_notice_at: null });
    expect(sell2wales!.per_day.every((day) => day.notices === 0)).toBe(true);
  });
});
