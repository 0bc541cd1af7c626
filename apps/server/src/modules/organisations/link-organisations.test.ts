import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { ingestHooks } from '../../data-reactions';
import { withTransaction } from '../../db/pool';
import type { SourceSystem } from '../ingest/source-systems';
import { storeReleases } from '../ingest/store-releases';
import { createCfRelease, createFtsRelease } from '../ingest/testing/release-factory';
import { linkUnlinkedRows } from './organisation-linker';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const store = (source: SourceSystem, releases: Parameters<typeof storeReleases>[2]) =>
  withTransaction(database.pool, (client) =>
    storeReleases(client, source, releases, undefined, { hooks: ingestHooks }),
  );

/** An award release of `create` with one supplier party. */
function awardRelease(
  create: typeof createCfRelease,
  supplier: { id: string; name: string; identifier?: Record<string, string>; scale?: string },
) {
  // Titles of their own: the same title and buyer on both portals would be one cross-post.
  const release = create({ tag: ['award'] });
  (release.tender as Record<string, unknown>).title = `Contract for ${supplier.name}`;
  return {
    ...release,
    awards: [
      {
        id: `${release.id}-award`,
        status: 'active',
        date: '2026-08-01T00:00:00Z',
        value: { amount: 1000, currency: 'GBP' },
        suppliers: [{ id: supplier.id, name: supplier.name }],
      },
    ],
    parties: [
      ...(release.parties as object[]),
      {
        id: supplier.id,
        name: supplier.name,
        roles: ['supplier'],
        ...(supplier.identifier && { identifier: supplier.identifier }),
        details: { scale: supplier.scale ?? 'sme' },
        address: { locality: 'Leeds', postalCode: 'LS1 4AP' },
      },
    ],
  };
}

async function supplierOrganisations(names: string[]) {
  const { rows } = await database.pool.query<{ name: string; organisation_id: number }>(
    `SELECT name, organisation_id FROM award_suppliers WHERE name = ANY ($1) ORDER BY name`,
    [names],
  );
  return rows;
}

describe('organisation identity at compile time', () => {
  it('links name variants of one supplier from both portals to one organisation', async () => {
    await store('ContractsFinder', [
      awardRelease(createCfRelease, {
        id: 'GB-COH-01234567',
        name: 'ACME LTD',
        identifier: { scheme: 'GB-COH', id: '01234567' },
      }),
      awardRelease(createCfRelease, { id: 'GB-CFS-999', name: 'Acme Ltd.' }),
    ]);
    await store('FTS', [
      awardRelease(createFtsRelease, {
        id: 'GB-COH-1234567',
        name: 'Acme Limited',
        identifier: { scheme: 'GB-COH', id: '1234567' },
        scale: 'large',
      }),
    ]);
    const rows = await supplierOrganisations(['ACME LTD', 'Acme Ltd.', 'Acme Limited']);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.organisation_id)).size).toBe(1);
    const { rows: spellings } = await database.pool.query(
      'SELECT name FROM organisation_names WHERE organisation_id = $1 ORDER BY name',
      [rows[0]!.organisation_id],
    );
    expect(spellings.map((row) => row.name)).toEqual(['ACME LTD', 'Acme Limited', 'Acme Ltd.']);
    const { rows: scales } = await database.pool.query(
      `SELECT scale, locality, postal_code FROM award_suppliers WHERE name = 'Acme Limited'`,
    );
    expect(scales).toEqual([{ scale: 'large', locality: 'Leeds', postal_code: 'LS1 4AP' }]);
  });

  it('links the buyer by its register id, portal account or name', async () => {
    await store('ContractsFinder', [
      createCfRelease({ buyer: { id: 'GB-CFS-1', name: 'Example Borough Council' } }),
    ]);
    await store('FTS', [createFtsRelease()]);
    const { rows } = await database.pool.query<{ organisation_id: number }>(
      `SELECT DISTINCT b.organisation_id FROM opportunity_buyers b
         JOIN opportunities o ON o.id = b.opportunity_id
        WHERE o.buyer_name ILIKE 'example borough council'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps one link per row when a page is stored again', async () => {
    const release = awardRelease(createCfRelease, { id: 'GB-CFS-77', name: 'Repeat Supplies Ltd' });
    await store('ContractsFinder', [release]);
    await store('ContractsFinder', [
      { ...release, id: `${release.id}-2`, date: '2026-09-02T10:00:00+01:00' },
    ]);
    const { rows } = await database.pool.query(
      `SELECT count(*)::int AS organisations FROM organisation_keys WHERE key = 'name:repeat supplies'`,
    );
    expect(rows[0].organisations).toBe(1);
    const { rows: sightings } = await database.pool.query(
      `SELECT count(*)::int AS n FROM supplier_award_sightings s
         JOIN organisation_keys k ON k.organisation_id = s.organisation_id
        WHERE k.key = 'name:repeat supplies'`,
    );
    expect(sightings[0].n).toBe(1);
  });
});

describe('linkUnlinkedRows (the backfill)', () => {
  it('links rows written without organisations, as sightings from their first sight', async () => {
    const { id } = await createOpportunity(database.pool, {
      buyer_name: 'Backfill County Council',
      first_seen_at: '2024-01-01T00:00:00Z',
      awards: [{ suppliers: [{ name: 'Old Supplies Ltd', scheme: 'GB-COH', identifier: '5' }] }],
    });
    const summary = await linkUnlinkedRows(database.pool);
    expect(summary.opportunities).toBeGreaterThanOrEqual(1);
    const { rows } = await database.pool.query(
      `SELECT b.organisation_id IS NOT NULL AS has_buyer, s.organisation_id IS NOT NULL AS has_supplier,
              w.first_seen_at
         FROM opportunities o
         JOIN opportunity_buyers b ON b.opportunity_id = o.id
         JOIN awards a ON a.opportunity_id = o.id
         JOIN award_suppliers s ON s.award_id = a.id
         JOIN supplier_award_sightings w ON w.opportunity_id = o.id
        WHERE o.id = $1`,
      [id],
    );
    expect(rows).toEqual([
      { has_buyer: true, has_supplier: true, first_seen_at: new Date('2024-01-01T00:00:00Z') },
    ]);
    expect((await linkUnlinkedRows(database.pool)).opportunities).toBe(0);
  });
});
