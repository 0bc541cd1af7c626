import type { Queryable } from '../../db/pool';
import type { OcdsRelease } from '../ingest/ocds-types';
import type { FrameworkFacts } from './framework-facts';

/**
 * The releases of each opportunity (every ocid behind it), cut to the parts framework facts read.
 * The stored release id stands in for `id`: PCS releases have none.
 */
export async function findOpportunityReleases(
  db: Queryable,
  opportunityIds: readonly number[],
): Promise<Map<number, OcdsRelease[]>> {
  const result = await db.query<{ opportunity_id: string; release: OcdsRelease }>(
    `SELECT s.opportunity_id,
            jsonb_build_object(
              'ocid', r.ocid, 'id', r.release_id, 'date', r.payload->'date',
              'tender', r.payload->'tender', 'planning', r.payload->'planning',
              'awards', r.payload->'awards', 'contracts', r.payload->'contracts',
              'parties', r.payload->'parties', 'relatedProcesses', r.payload->'relatedProcesses'
            ) AS release
       FROM opportunity_sources s
       JOIN raw_releases r ON r.ocid = s.ocid
      WHERE s.opportunity_id = ANY($1::bigint[])`,
    [opportunityIds],
  );
  const byOpportunity = new Map<number, OcdsRelease[]>();
  for (const row of result.rows) {
    const id = Number(row.opportunity_id);
    const list = byOpportunity.get(id);
    if (list) list.push(row.release);
    else byOpportunity.set(id, [row.release]);
  }
  return byOpportunity;
}

/** Replaces the framework rows of these opportunities with their facts now (all or nothing). */
export async function replaceFrameworkFacts(
  db: Queryable,
  facts: ReadonlyMap<number, FrameworkFacts>,
): Promise<void> {
  const ids = [...facts.keys()];
  if (ids.length === 0) return;
  await db.query(
    'DELETE FROM opportunity_procurement_roles WHERE opportunity_id = ANY($1::bigint[])',
    [ids],
  );
  await db.query('DELETE FROM frameworks WHERE opportunity_id = ANY($1::bigint[])', [ids]);
  await db.query('DELETE FROM framework_call_off_refs WHERE opportunity_id = ANY($1::bigint[])', [
    ids,
  ]);
  const entries = [...facts.entries()];
  const roles = entries.flatMap(([id, fact]) => (fact.role ? [{ id, role: fact.role }] : []));
  const frameworks = entries.flatMap(([id, fact]) =>
    fact.framework ? [{ id, ...fact.framework }] : [],
  );
  const refs = entries.flatMap(([id, fact]) => fact.calledOffUnder.map((ocid) => ({ id, ocid })));
  const lots = frameworks.flatMap((f) =>
    f.lots.map((lot, position) => ({ id: f.id, position, ...lot })),
  );
  const suppliers = frameworks.flatMap((f) =>
    f.suppliers.map((supplier, position) => ({ id: f.id, position, ...supplier })),
  );
  await db.query(
    `INSERT INTO opportunity_procurement_roles (opportunity_id, role)
     SELECT id, role FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, role text)`,
    [JSON.stringify(roles)],
  );
  await db.query(
    `INSERT INTO frameworks (opportunity_id, kind, start_date, end_date, max_extent_date,
                             estimated_value, estimated_value_currency, max_participants)
     SELECT id, kind, start_date, end_date, max_extent_date, estimated_value,
            estimated_value_currency, max_participants
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, kind text, start_date timestamptz,
            end_date timestamptz, max_extent_date timestamptz, estimated_value numeric,
            estimated_value_currency text, max_participants integer)`,
    [JSON.stringify(frameworks.map(({ lots: _l, suppliers: _s, ...row }) => row))],
  );
  await db.query(
    `INSERT INTO framework_lots (opportunity_id, position, lot_id, title)
     SELECT id, position, lot_id, title
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, position int, lot_id text, title text)`,
    [JSON.stringify(lots)],
  );
  await db.query(
    `INSERT INTO framework_suppliers (opportunity_id, position, lot_id, name, name_normalised,
                                      scheme, identifier)
     SELECT id, position, lot_id, name, name_normalised, scheme, identifier
       FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, position int, lot_id text, name text,
            name_normalised text, scheme text, identifier text)`,
    [JSON.stringify(suppliers)],
  );
  await db.query(
    `INSERT INTO framework_call_off_refs (opportunity_id, framework_ocid)
     SELECT id, ocid FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, ocid text)`,
    [JSON.stringify(refs)],
  );
}
