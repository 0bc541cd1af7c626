import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { generateSampleOpportunities } from './generate-sample-opportunities';
import { deleteSampleOpportunities, hasAnyOpportunity } from './sample-data.repository';
import { seedSampleData } from './seed-sample-data';

const anchor = new Date('2026-11-01T00:00:00Z');

describe('sample data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is deterministic for a seed and anchor', () => {
    const first = [...generateSampleOpportunities({ count: 50, anchor })];
    const second = [...generateSampleOpportunities({ count: 50, anchor })];
    expect(second).toEqual(first);
    expect(new Set(first.map((o) => o.wac_id)).size).toBe(50);
    expect(first.every((o) => /^WAC-[0-9A-Z]{10}$/.test(o.wac_id!))).toBe(true);
  });

  it('covers every stage, region and all four sources in realistic shares', () => {
    const rows = [...generateSampleOpportunities({ count: 2000, anchor })];
    expect(new Set(rows.map((o) => o.stage))).toEqual(
      new Set(['planning', 'tender', 'tenderAmendment', 'award', 'awardUpdate']),
    );
    expect(new Set(rows.flatMap((o) => o.region_codes)).size).toBe(12);
    const share = (source: string) =>
      rows.filter((o) => o.source_system === source).length / rows.length;
    expect(share('ContractsFinder')).toBeGreaterThan(0.4);
    expect(share('FTS')).toBeGreaterThan(0.2);
    expect(share('PCS')).toBeGreaterThan(0.1);
    expect(share('Sell2Wales')).toBeGreaterThan(0.05);
    // The devolved portals publish their own nation's notices, on their own hosts.
    const pcs = rows.filter((o) => o.source_system === 'PCS');
    expect(pcs.every((o) => o.region_codes.includes('UKM'))).toBe(true);
    expect(pcs.every((o) => o.ocid.startsWith('ocds-r6ebe6-'))).toBe(true);
    // Their links keep the portal's form on a stand-in host: no sample notice exists there.
    expect(pcs[0].notice_url).toMatch(/^https:\/\/publiccontractsscotland\.sample\.invalid\//);
    const s2w = rows.filter((o) => o.source_system === 'Sell2Wales');
    expect(s2w.every((o) => o.region_codes.includes('UKL'))).toBe(true);
    expect(s2w[0].notice_url).toMatch(/^https:\/\/sell2wales\.sample\.invalid\//);
    const awarded = rows.filter((o) => o.stage === 'award');
    expect(awarded.every((o) => o.awards.length > 0 && o.award_value_amount !== null)).toBe(true);
  });

  it('gives every notice its own ocid, however many are generated', () => {
    // Two notices of one batch with one ocid made the seed fail (a duplicate document key).
    const ocids = new Set<string>();
    let count = 0;
    for (const opportunity of generateSampleOpportunities({ count: 20_000, anchor })) {
      ocids.add(opportunity.ocid);
      count++;
    }
    expect(ocids.size).toBe(count);
  });

  it('stores opportunities with awards, suppliers and documents, skipping repeats', async () => {
    expect(await hasAnyOpportunity(database.pool)).toBe(false);
    const added = await seedSampleData(database.pool, { count: 1500, anchor });
    expect(added).toBe(1500);
    expect(await seedSampleData(database.pool, { count: 1500, anchor })).toBe(0);
    const { rows } = await database.pool.query(`
      SELECT (SELECT count(*) FROM opportunities WHERE is_sample)::int AS opportunities,
             (SELECT count(*) FROM awards)::int AS awards,
             (SELECT count(*) FROM award_suppliers WHERE identifier IS NOT NULL)::int AS suppliers,
             (SELECT count(*) FROM documents)::int AS documents,
             (SELECT count(*) FROM opportunity_sources)::int AS sources,
             (SELECT count(*) FROM opportunities WHERE notice_type IS NULL)::int AS untyped`);
    expect(rows[0].opportunities).toBe(1500);
    expect(rows[0].awards).toBeGreaterThan(400);
    expect(rows[0].suppliers).toBeGreaterThan(300);
    expect(rows[0].documents).toBeGreaterThan(1000);
    expect(rows[0].sources).toBe(1500);
    expect(rows[0].untyped).toBe(0);
    const match = await database.pool.query(
      `SELECT count(*)::int AS n FROM opportunity_search
        WHERE search_vector @@ websearch_to_tsquery('english', 'cleaning')`,
    );
    expect(match.rows[0].n).toBeGreaterThan(0);
    expect(await deleteSampleOpportunities(database.pool)).toBe(1500);
  });
});
