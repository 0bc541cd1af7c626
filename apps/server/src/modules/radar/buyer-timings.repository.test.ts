import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { linkUnlinkedRows } from '../organisations/organisation-linker';
import {
  ALL_BUYERS,
  findBuyerTimings,
  markBuyerTimingsChanged,
  refreshBuyerTimings,
} from './buyer-timings.repository';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

let database: TestDatabase;

/** A notice of `buyer` published 100 days ago with `respondDays` to respond. */
async function notice(buyer: string, respondDays: number) {
  await createOpportunity(database.pool, {
    title: `${buyer} notice`,
    buyer_name: buyer,
    buyer_id_from_source: `GB-CFS-${buyer}`,
    release_date: daysAgo(100),
    tender_deadline_date: daysAgo(100 - respondDays),
  });
}

const allBuyersTenderDays = async () =>
  Number((await findBuyerTimings(database.pool, [])).get(ALL_BUYERS)?.tender_days);

beforeAll(async () => {
  database = await createTestDatabase();
  await notice('Leeds', 20);
  await notice('Leeds', 30);
  await notice('York', 40);
  await linkUnlinkedRows(database.pool);
});
afterAll(async () => {
  await database?.close();
});

describe('refreshBuyerTimings (ADR 0137)', () => {
  it('computes on its first run, then skips while nothing it reads changed', async () => {
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
    expect(await allBuyersTenderDays()).toBe(30);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
    // The organisation job links before it refreshes: with nothing to link, nothing changed.
    await linkUnlinkedRows(database.pool);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
    // Writes to what the timings are not computed from leave them alone.
    await database.pool.query(`UPDATE opportunities SET title = title || ' (amended)'`);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
    await markBuyerTimingsChanged(database.pool);
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
  });

  it('recomputes after a deadline changes', async () => {
    await database.pool.query(
      `UPDATE opportunities SET tender_deadline_date = release_date + interval '60 days'
        WHERE buyer_name = 'York'`,
    );
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
    expect(await allBuyersTenderDays()).toBe(30);
    await database.pool.query(
      `UPDATE opportunities SET tender_deadline_date = release_date + interval '10 days'
        WHERE buyer_name = 'Leeds'`,
    );
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
    expect(await allBuyersTenderDays()).toBe(10);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
  });

  it('recomputes after a new notice is linked to its buyer', async () => {
    await notice('Hull', 80);
    await notice('Hull', 90);
    // A notice counts for its buyer once linked to it (organisation-linker.ts).
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
    await linkUnlinkedRows(database.pool);
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
    expect(await allBuyersTenderDays()).toBe(60);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
  });

  it('recomputes after organisations merge, and after an award is written', async () => {
    const buyerOf = async (name: string) => {
      const { rows } = await database.pool.query<{ id: number }>(
        `SELECT DISTINCT b.organisation_id::int AS id FROM opportunity_buyers b
           JOIN opportunities o ON o.id = b.opportunity_id WHERE o.buyer_name = $1`,
        [name],
      );
      expect(rows).toHaveLength(1);
      return rows[0]?.id ?? 0;
    };
    const [hull, york] = [await buyerOf('Hull'), await buyerOf('York')];
    await database.pool.query('UPDATE organisations SET merged_into = $2 WHERE id = $1', [
      york,
      hull,
    ]);
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
    const merged = await findBuyerTimings(database.pool, [hull]);
    expect(merged.get(hull)?.tender_samples).toBe(3);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
    await database.pool.query(
      `INSERT INTO awards (opportunity_id, position, award_id, status)
       SELECT id, 0, 'award-1', 'active' FROM opportunities LIMIT 1`,
    );
    expect(await refreshBuyerTimings(database.pool)).not.toBeNull();
  });
});
