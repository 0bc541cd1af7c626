import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { rebuildLeaderboardSummary } from '../leaderboards/leaderboard-summary.repository';
import { isLeaderboardSummaryStale } from '../leaderboards/leaderboards.repository';
import { refreshBuyerTimings } from '../radar/buyer-timings.repository';
import { linkUnlinkedRows } from './organisation-linker';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await createOpportunity(database.pool, {
    buyer_name: 'Leeds City Council',
    buyer_id_from_source: 'GB-CFS-1',
    release_date: '2024-01-10T00:00:00Z',
    tender_deadline_date: '2024-02-10T00:00:00Z',
    awards: [
      {
        value_amount: 100_000,
        award_decision_date: '2024-03-01T00:00:00Z',
        contract_start_date: '2024-04-01T00:00:00Z',
        suppliers: [{ name: 'Acme Ltd', scheme: 'GB-COH', identifier: '111' }],
      },
    ],
  });
  await linkUnlinkedRows(database.pool);
  await rebuildLeaderboardSummary(database.pool);
  await refreshBuyerTimings(database.pool);
});
afterAll(async () => {
  await database?.close();
});

// The hourly organisation job (ADR 0137): its statements usually match no row, and a statement
// that changed nothing must not mark what is computed from these tables as changed.
describe('the organisation job with nothing to do', () => {
  it('leaves the leaderboard summary current', async () => {
    expect(await isLeaderboardSummaryStale(database.pool)).toBe(false);
    await linkUnlinkedRows(database.pool);
    expect(await isLeaderboardSummaryStale(database.pool)).toBe(false);
  });

  it('leaves the buyer timings as they are', async () => {
    await linkUnlinkedRows(database.pool);
    expect(await refreshBuyerTimings(database.pool)).toBeNull();
  });

  it('still marks both when a statement changes rows', async () => {
    await database.pool.query(`UPDATE awards SET value_amount = 200000`);
    expect(await isLeaderboardSummaryStale(database.pool)).toBe(true);
    expect(await refreshBuyerTimings(database.pool)).toBeGreaterThan(0);
  });
});
