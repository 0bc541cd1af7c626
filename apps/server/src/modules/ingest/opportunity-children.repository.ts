import type { Queryable } from '../../db/pool';
import type { CompiledAward, CompiledDocument, SourceLink } from './compiled-opportunity';
import { toJsonbText } from './jsonb-text';

/** Replaces all awards and their suppliers of an opportunity; position 0 is the first award. */
export async function replaceAwards(
  db: Queryable,
  opportunityId: number,
  awards: CompiledAward[],
  options: { isNew?: boolean } = {},
): Promise<void> {
  if (!options.isNew)
    await db.query('DELETE FROM awards WHERE opportunity_id = $1', [opportunityId]);
  if (awards.length === 0) return;
  const awardRows = awards.map(({ suppliers: _suppliers, ...award }, position) => ({
    ...award,
    bid_count: award.bid_count ?? null,
    term_end_date: award.term_end_date ?? null,
    max_extent_date: award.max_extent_date ?? null,
    contract_state: award.contract_state ?? null,
    contract_state_date: award.contract_state_date ?? null,
    date_history: award.date_history?.length ? award.date_history : null,
    position,
  }));
  await db.query(
    `INSERT INTO awards (opportunity_id, position, ocid, award_id, title, status, value_amount,
       value_amount_gross, value_currency, award_decision_date, contract_start_date,
       contract_end_date, bid_count, term_end_date, max_extent_date, contract_state, contract_state_date,
       date_history)
     SELECT $1, x.position, x.ocid, x.award_id, x.title, x.status, x.value_amount,
       x.value_amount_gross, x.value_currency, x.award_decision_date, x.contract_start_date,
       x.contract_end_date, x.bid_count, x.term_end_date, x.max_extent_date, x.contract_state,
       x.contract_state_date, x.date_history
       FROM jsonb_to_recordset($2::jsonb) AS x(position int, ocid text, award_id text,
         title text, status text, value_amount numeric, value_amount_gross numeric,
         value_currency text, award_decision_date timestamptz, contract_start_date timestamptz,
         contract_end_date timestamptz, bid_count int, term_end_date timestamptz,
         max_extent_date timestamptz,
         contract_state text, contract_state_date timestamptz, date_history jsonb)`,
    [opportunityId, toJsonbText(awardRows)],
  );
  const supplierRows = awards.flatMap((award, awardPosition) =>
    award.suppliers.map((supplier, position) => ({
      ...supplier,
      award_position: awardPosition,
      position,
    })),
  );
  if (supplierRows.length === 0) return;
  await db.query(
    `INSERT INTO award_suppliers (award_id, position, name, name_normalised, party_id, scheme,
       identifier, scale, locality, postal_code)
     SELECT a.id, x.position, x.name, x.name_normalised, x.party_id, x.scheme, x.identifier,
       x.scale, x.locality, x.postal_code
       FROM jsonb_to_recordset($2::jsonb) AS x(award_position int, position int, name text,
         name_normalised text, party_id text, scheme text, identifier text, scale text,
         locality text, postal_code text)
       JOIN awards a ON a.opportunity_id = $1 AND a.position = x.award_position`,
    [opportunityId, toJsonbText(supplierRows)],
  );
}

/** Replaces all documents (attachments and Apply Online links) of an opportunity. */
export async function replaceDocuments(
  db: Queryable,
  opportunityId: number,
  documents: CompiledDocument[],
  options: { isNew?: boolean } = {},
): Promise<void> {
  if (!options.isNew) {
    await db.query('DELETE FROM documents WHERE opportunity_id = $1', [opportunityId]);
  }
  if (documents.length === 0) return;
  await db.query(
    `INSERT INTO documents (opportunity_id, position, document_type, url, true_filename, title,
       description, format, source_document_type)
     SELECT $1, x.position, x.document_type, x.url, x.true_filename, x.title, x.description,
       x.format, x.source_document_type
       FROM jsonb_to_recordset($2::jsonb) AS x(position int, document_type text, url text,
         true_filename text, title text, description text, format text,
         source_document_type text)`,
    [
      opportunityId,
      toJsonbText(documents.map((document, position) => ({ ...document, position }))),
    ],
  );
}

/** Points every ocid of the opportunity at it (a cross-posted notice moves to its match). */
export async function upsertSourceLinks(
  db: Queryable,
  opportunityId: number,
  links: SourceLink[],
): Promise<void> {
  await db.query(
    `INSERT INTO opportunity_sources
            (ocid, opportunity_id, source_system, notice_url, cross_post_refs)
     SELECT x.ocid, $1, x.source_system, x.notice_url, coalesce(x.cross_post_refs, '{}')
       FROM jsonb_to_recordset($2::jsonb)
         AS x(ocid text, source_system text, notice_url text, cross_post_refs text[])
     ON CONFLICT (ocid) DO UPDATE SET opportunity_id = EXCLUDED.opportunity_id,
       source_system = EXCLUDED.source_system, notice_url = EXCLUDED.notice_url,
       cross_post_refs = EXCLUDED.cross_post_refs`,
    [opportunityId, toJsonbText(links)],
  );
}
