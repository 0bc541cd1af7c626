import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/database';
import { withTransaction } from '../../db/pool';
import { upsertIngestedCpvLabels, upsertOfficialCpvLabels } from '../cpv/cpv-labels.repository';
import { compileOcid } from './compile-ocid';
import { upsertOpportunity } from './ingest.repository';
import { createCfRelease, createFtsRelease } from './testing/release-factory';
import { deriveWacId } from './wac-id';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('upsertOpportunity', () => {
  it('writes an opportunity with awards, suppliers, documents and its source link', async () => {
    const release = createFtsRelease({
      tag: ['award', 'contract'],
      awards: [
        {
          id: '1',
          status: 'active',
          value: { amount: 1000, currency: 'GBP' },
          suppliers: [{ id: 'GB-COH-1', name: 'Acme Ltd' }],
        },
      ],
      parties: [
        { id: 'GB-PPON-AAAA-1111-BBBB', name: 'EXAMPLE BOROUGH COUNCIL', roles: ['buyer'] },
        { id: 'GB-COH-1', name: 'Acme Ltd', identifier: { scheme: 'GB-COH', id: '1' } },
      ],
      tender: {
        documents: [{ id: 'd', url: 'https://example.org/spec.pdf', format: 'application/pdf' }],
        awardCriteriaDetails: 'Lowest price',
      },
    });
    const { opportunity } = compileOcid('FTS', [release]);
    const first = await withTransaction(database.pool, (client) =>
      upsertOpportunity(client, opportunity),
    );
    expect(first).toMatchObject({ wacId: deriveWacId(release.ocid), isNew: true });

    const { rows } = await database.pool.query(
      `SELECT o.wac_id, o.title, o.award_value_amount, o.award_criteria_details, o.search_value,
              a.status, s.name, s.scheme, s.identifier, d.true_filename, src.source_system
         FROM opportunities o
         JOIN awards a ON a.opportunity_id = o.id
         JOIN award_suppliers s ON s.award_id = a.id
         JOIN documents d ON d.opportunity_id = o.id
         JOIN opportunity_sources src ON src.opportunity_id = o.id
        WHERE o.id = $1`,
      [first.id],
    );
    expect(rows).toEqual([
      {
        wac_id: deriveWacId(release.ocid),
        title: 'Grounds maintenance services',
        award_value_amount: 1000,
        award_criteria_details: 'Lowest price',
        search_value: 1000,
        status: 'active',
        name: 'Acme Ltd',
        scheme: 'GB-COH',
        identifier: '1',
        true_filename: 'spec.pdf',
        source_system: 'FTS',
      },
    ]);

    // Repeating the upsert keeps the row and its WAC ID and does not duplicate children.
    const again = await withTransaction(database.pool, (client) =>
      upsertOpportunity(client, opportunity),
    );
    expect(again).toEqual({ id: first.id, wacId: first.wacId, isNew: false });
    const children = await database.pool.query(
      `SELECT (SELECT count(*)::int FROM awards WHERE opportunity_id = $1) AS awards,
              (SELECT count(*)::int FROM documents WHERE opportunity_id = $1) AS documents`,
      [first.id],
    );
    expect(children.rows[0]).toEqual({ awards: 1, documents: 1 });
  });

  it('keeps timestamps with their offsets', async () => {
    const release = createCfRelease({
      date: '2026-09-01T10:00:00+01:00',
      tender: { tenderPeriod: { endDate: '2026-10-01T12:00:00Z' } },
    });
    const { opportunity } = compileOcid('ContractsFinder', [release]);
    const { id } = await upsertOpportunity(database.pool, opportunity);
    const { rows } = await database.pool.query(
      'SELECT release_date, tender_deadline_date FROM opportunities WHERE id = $1',
      [id],
    );
    expect(rows[0].release_date.toISOString()).toBe('2026-09-01T09:00:00.000Z');
    expect(rows[0].tender_deadline_date.toISOString()).toBe('2026-10-01T12:00:00.000Z');
  });

  it('falls back to the next deterministic WAC ID when the derived one is taken', async () => {
    const release = createCfRelease();
    const { opportunity } = compileOcid('ContractsFinder', [release]);
    const squatter = compileOcid('ContractsFinder', [createCfRelease()]).opportunity;
    await upsertOpportunity(database.pool, { ...squatter, wac_id: deriveWacId(release.ocid) });
    const { wacId } = await upsertOpportunity(database.pool, opportunity);
    expect(wacId).toBe(deriveWacId(release.ocid, 1));
  });
});

describe('CPV labels', () => {
  it('adds ingested labels without overwriting official ones', async () => {
    // Migrating loaded the official CPV 2008 list shipped with the server.
    const loaded = await database.pool.query(
      `SELECT count(*)::int AS count FROM cpv_labels WHERE source = 'official'`,
    );
    expect(loaded.rows[0].count).toBe(9454);
    await upsertIngestedCpvLabels(database.pool, [
      { code: '45000000', label: 'Something else' },
      { code: '12345670', label: 'A label only a notice knows' },
      { code: '99999999', label: '' },
    ]);
    const { rows } = await database.pool.query(
      `SELECT code, label, source FROM cpv_labels WHERE code IN ('45000000', '12345670', '99999999')
        ORDER BY code`,
    );
    expect(rows).toEqual([
      { code: '12345670', label: 'A label only a notice knows', source: 'ingest' },
      { code: '45000000', label: 'Construction work', source: 'official' },
    ]);
    await upsertOfficialCpvLabels(database.pool, [{ code: '12345670', label: 'Now official' }]);
    const official = await database.pool.query(
      `SELECT source FROM cpv_labels WHERE code = '12345670'`,
    );
    expect(official.rows[0].source).toBe('official');
  });
});
