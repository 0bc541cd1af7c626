import type { Queryable } from '../../db/pool';
import type { CompiledOpportunity } from '../ingest/compiled-opportunity';
import { storedLifecycleAt } from '../ingest/stored-lifecycle';

// Scalar columns written as-is; array columns travel as JSON text because unnest() flattens
// multi-dimensional arrays.
const SCALAR_COLUMNS = [
  ['wac_id', 'text'],
  ['ocid', 'text'],
  ['source_system', 'text'],
  ['title', 'text'],
  ['description', 'text'],
  ['stage', 'text'],
  ['main_procurement_category', 'text'],
  ['procurement_method', 'text'],
  ['procurement_method_details', 'text'],
  ['tender_status', 'text'],
  ['award_status', 'text'],
  ['sme_suitable', 'boolean'],
  ['vcse_suitable', 'boolean'],
  ['tender_value_amount', 'numeric'],
  ['tender_value_currency', 'text'],
  ['award_value_amount', 'numeric'],
  ['award_value_currency', 'text'],
  ['release_date', 'timestamptz'],
  ['tender_deadline_date', 'timestamptz'],
  ['enquiry_deadline_date', 'timestamptz'],
  ['estimated_tender_publication_date', 'timestamptz'],
  ['estimated_award_date', 'timestamptz'],
  ['award_date_published', 'timestamptz'],
  ['tender_estimated_start_date', 'timestamptz'],
  ['tender_estimated_end_date', 'timestamptz'],
  ['submission_instructions', 'text'],
  ['is_electronic_submission_allowed', 'boolean'],
  ['notice_url', 'text'],
  ['notice_type', 'text'],
  ['buyer_name', 'text'],
  ['buyer_name_normalised', 'text'],
  ['buyer_id_from_source', 'text'],
  ['buyer_address_street', 'text'],
  ['buyer_address_locality', 'text'],
  ['buyer_address_region', 'text'],
  ['buyer_address_postalcode', 'text'],
  ['buyer_address_country', 'text'],
  ['supplier_text', 'text'],
  ['is_sample', 'boolean'],
  ['lifecycle_phase', 'smallint'],
  ['lifecycle_until', 'timestamptz'],
  ['lifecycle_term_end', 'timestamptz'],
  ['lifecycle_stage', 'smallint'],
  ['lifecycle_changes_at', 'timestamptz'],
] as const;
const ARRAY_COLUMNS = [
  'sources',
  'stages',
  'submission_languages',
  'cpv_codes',
  'cpv_prefixes',
  'region_codes',
  'supplier_names',
] as const;

type Row = Record<string, unknown>;

/**
 * Inserts many new opportunities in a handful of statements (the seed and benchmark path;
 * live ingest upserts one at a time). Existing ocids are skipped. Returns the ids added.
 */
export async function insertOpportunitiesBulk(
  db: Queryable,
  opportunities: CompiledOpportunity[],
): Promise<number[]> {
  if (opportunities.length === 0) return [];
  const now = new Date();
  const rows = opportunities.map((opportunity) => ({
    ...opportunity,
    ...storedLifecycleAt(opportunity, now),
  })) as unknown as Row[];
  const params: unknown[] = SCALAR_COLUMNS.map(([column]) =>
    rows.map((row) => row[column] ?? null),
  );
  for (const column of ARRAY_COLUMNS)
    params.push(rows.map((row) => JSON.stringify(row[column] ?? [])));
  params.push(rows.map((row) => JSON.stringify(row.award_criteria_details ?? null)));
  params.push(rows.map((row) => row.release_date ?? new Date().toISOString()));

  const scalarSelect = SCALAR_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`);
  const arrayOffset = SCALAR_COLUMNS.length;
  const unnestArgs = [
    ...scalarSelect,
    ...ARRAY_COLUMNS.map((_, i) => `$${arrayOffset + i + 1}::text[]`),
    `$${arrayOffset + ARRAY_COLUMNS.length + 1}::text[]`,
    `$${arrayOffset + ARRAY_COLUMNS.length + 2}::timestamptz[]`,
  ];
  const aliases = [
    ...SCALAR_COLUMNS.map(([column]) => column),
    ...ARRAY_COLUMNS.map((column) => `${column}_json`),
    'award_criteria_json',
    'first_seen',
  ];
  const inserted = await db.query<{ id: number; ocid: string }>(
    `INSERT INTO opportunities (${[...SCALAR_COLUMNS.map(([c]) => c), ...ARRAY_COLUMNS, 'award_criteria_details', 'first_seen_at'].join(', ')})
     SELECT ${SCALAR_COLUMNS.map(([c]) => `u.${c}`).join(', ')},
            ${ARRAY_COLUMNS.map((c) => `ARRAY(SELECT jsonb_array_elements_text(u.${c}_json::jsonb))`).join(', ')},
            NULLIF(u.award_criteria_json, 'null')::jsonb, u.first_seen
       FROM unnest(${unnestArgs.join(', ')}) AS u(${aliases.join(', ')})
     ON CONFLICT DO NOTHING
     RETURNING id, ocid`,
    params,
  );
  const idByOcid = new Map(inserted.rows.map((row) => [row.ocid, row.id]));
  const added = opportunities.filter((o) => idByOcid.has(o.ocid));
  await insertChildren(db, added, idByOcid);
  return [...idByOcid.values()];
}

async function insertChildren(
  db: Queryable,
  opportunities: CompiledOpportunity[],
  idByOcid: Map<string, number>,
) {
  const links = opportunities.flatMap((o) =>
    o.source_links.map((link) => [
      link.ocid,
      idByOcid.get(o.ocid),
      link.source_system,
      link.notice_url,
    ]),
  );
  await db.query(
    `INSERT INTO opportunity_sources (ocid, opportunity_id, source_system, notice_url)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
    transpose(links, 4),
  );
  const awards = opportunities.flatMap((o) =>
    o.awards.map((a, position) => ({ opportunityId: idByOcid.get(o.ocid)!, position, award: a })),
  );
  if (awards.length > 0) {
    const insertedAwards = await db.query<{ id: number; opportunity_id: number; position: number }>(
      `INSERT INTO awards (opportunity_id, position, ocid, status, value_amount, value_currency,
         award_decision_date, contract_start_date, contract_end_date)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::numeric[],
         $6::text[], $7::timestamptz[], $8::timestamptz[], $9::timestamptz[])
       RETURNING id, opportunity_id, position`,
      transpose(
        awards.map(({ opportunityId, position, award }) => [
          opportunityId,
          position,
          award.ocid,
          award.status,
          award.value_amount,
          award.value_currency,
          award.award_decision_date,
          award.contract_start_date,
          award.contract_end_date,
        ]),
        9,
      ),
    );
    const awardIdByKey = new Map(
      insertedAwards.rows.map((row) => [`${row.opportunity_id}:${row.position}`, row.id]),
    );
    const suppliers = awards.flatMap(({ opportunityId, position, award }) =>
      award.suppliers.map((s, index) => [
        awardIdByKey.get(`${opportunityId}:${position}`),
        index,
        s.name,
        s.name_normalised,
        s.party_id,
        s.scheme,
        s.identifier,
        s.scale,
        s.locality,
        s.postal_code,
      ]),
    );
    if (suppliers.length > 0) {
      await db.query(
        `INSERT INTO award_suppliers (award_id, position, name, name_normalised, party_id, scheme,
           identifier, scale, locality, postal_code)
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[],
           $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
        transpose(suppliers, 10),
      );
    }
  }
  const documents = opportunities.flatMap((o) =>
    o.documents.map((d, position) => [
      idByOcid.get(o.ocid),
      position,
      d.document_type,
      d.url,
      d.true_filename,
      d.title,
      d.description,
      d.format,
      d.source_document_type,
    ]),
  );
  if (documents.length > 0) {
    await db.query(
      `INSERT INTO documents (opportunity_id, position, document_type, url, true_filename, title,
         description, format, source_document_type)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[],
         $7::text[], $8::text[], $9::text[])`,
      transpose(documents, 9),
    );
  }
}

function transpose(rows: unknown[][], width: number): unknown[][] {
  const columns: unknown[][] = Array.from({ length: width }, () => []);
  for (const row of rows) for (let i = 0; i < width; i++) columns[i]!.push(row[i] ?? null);
  return columns;
}

/** Removes every sample opportunity (live data has arrived). */
export async function deleteSampleOpportunities(db: Queryable): Promise<number> {
  const result = await db.query('DELETE FROM opportunities WHERE is_sample');
  return result.rowCount ?? 0;
}

export async function hasAnyOpportunity(db: Queryable): Promise<boolean> {
  const { rows } = await db.query('SELECT EXISTS (SELECT 1 FROM opportunities) AS found');
  return Boolean(rows[0]?.found);
}
