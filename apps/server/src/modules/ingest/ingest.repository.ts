import type { Queryable } from '../../db/pool';
import type { CompiledOpportunity } from './compiled-opportunity';
import { toJsonbText } from './jsonb-text';
import {
  replaceAwards,
  replaceDocuments,
  upsertSourceLinks,
} from './opportunity-children.repository';
import { storedLifecycleAt } from './stored-lifecycle';
import { wacIdCandidates } from './wac-id';

/** Columns written from a CompiledOpportunity besides `ocid` and `wac_id`, in one place. */
const OPPORTUNITY_COLUMNS = [
  ...['source_system', 'sources', 'title', 'description', 'stage', 'stages', 'notice_type'],
  ...['main_procurement_category', 'procurement_method', 'procurement_method_details'],
  ...['tender_status', 'award_status', 'sme_suitable', 'vcse_suitable', 'tender_value_amount'],
  ...['tender_value_amount_gross', 'tender_value_currency', 'award_value_amount'],
  ...['award_value_currency', 'release_date', 'tender_deadline_date', 'enquiry_deadline_date'],
  ...['estimated_tender_publication_date', 'estimated_award_date', 'award_date_published'],
  ...['tender_estimated_start_date', 'tender_estimated_end_date', 'submission_instructions'],
  ...['is_electronic_submission_allowed', 'submission_languages', 'award_criteria_details'],
  ...['cpv_codes', 'cpv_prefixes', 'region_codes', 'notice_url', 'buyer_name'],
  ...['buyer_name_normalised', 'buyer_id_from_source', 'buyer_address_street'],
  ...['buyer_address_locality', 'buyer_address_region', 'buyer_address_postalcode'],
  ...['buyer_address_country', 'supplier_names', 'supplier_text', 'is_sample', 'is_test_notice'],
  ...['lifecycle_phase', 'lifecycle_until', 'lifecycle_term_end'],
] as const satisfies ReadonlyArray<keyof CompiledOpportunity>;

const JSONB_COLUMNS = new Set<string>(['award_criteria_details']);
// IDs are 50-bit hashes: a second collision for the same ocid is practically impossible.
const WAC_ID_CANDIDATES = 8;

/** Written at the time of writing, from the columns above (stored-lifecycle.ts). */
const TIMED_COLUMNS = ['lifecycle_stage', 'lifecycle_changes_at'] as const;
const updatedColumns = [...OPPORTUNITY_COLUMNS, ...TIMED_COLUMNS];
const insertColumns = ['wac_id', 'ocid', ...updatedColumns];
const UPSERT_OPPORTUNITY_SQL = `
  INSERT INTO opportunities (${insertColumns.join(', ')})
  VALUES (${insertColumns.map((_, index) => `$${index + 1}`).join(', ')})
  ON CONFLICT (ocid) DO UPDATE SET
    ${updatedColumns.map((column) => `${column} = EXCLUDED.${column}`).join(',\n    ')},
    updated_at = now()
  RETURNING id, wac_id, (xmax = 0) AS is_new`;

export type UpsertedOpportunity = { id: number; wacId: string; isNew: boolean };

/**
 * The WAC ID for a new opportunity: the ocid's derived ID, or the first deterministic fallback
 * not taken by another ocid. An existing opportunity keeps the ID it has.
 */
export async function chooseWacId(db: Queryable, ocid: string): Promise<string> {
  const candidates = wacIdCandidates(ocid, WAC_ID_CANDIDATES);
  const { rows } = await db.query<{ wac_id: string; ocid: string }>(
    'SELECT wac_id, ocid FROM opportunities WHERE wac_id = ANY($1) OR ocid = $2',
    [candidates, ocid],
  );
  const own = rows.find((row) => row.ocid === ocid);
  if (own) return own.wac_id;
  const taken = new Set(rows.map((row) => row.wac_id));
  const free = candidates.find((candidate) => !taken.has(candidate));
  if (!free) throw new Error(`no free WAC ID for ${ocid}`);
  return free;
}

/**
 * Inserts or updates one opportunity keyed by its `ocid`, then replaces its awards (with
 * suppliers) and documents and links every ocid in `source_links` to it. Safe to repeat: the same
 * input leaves the same rows. The WAC ID is derived from the ocid unless `wac_id` is given, and an
 * existing opportunity keeps its own. Run it inside a transaction (`withTransaction`) so readers
 * never see an opportunity without its awards.
 */
export async function upsertOpportunity(
  db: Queryable,
  opportunity: CompiledOpportunity,
): Promise<UpsertedOpportunity> {
  const wacId = opportunity.wac_id ?? (await chooseWacId(db, opportunity.ocid));
  const timed = storedLifecycleAt(opportunity, new Date());
  const values = [
    wacId,
    opportunity.ocid,
    ...OPPORTUNITY_COLUMNS.map((column) => {
      const value = opportunity[column];
      return JSONB_COLUMNS.has(column) && value !== null ? toJsonbText(value) : value;
    }),
    ...TIMED_COLUMNS.map((column) => timed[column]),
  ];
  const { rows } = await db.query<{ id: number; wac_id: string; is_new: boolean }>(
    UPSERT_OPPORTUNITY_SQL,
    values,
  );
  const { id, wac_id, is_new } = rows[0];
  // A new opportunity has no children to delete.
  await replaceAwards(db, id, opportunity.awards, { isNew: is_new });
  await replaceDocuments(db, id, opportunity.documents, { isNew: is_new });
  await upsertSourceLinks(db, id, opportunity.source_links);
  return { id, wacId: wac_id, isNew: is_new };
}

export type OpportunityMembers = { opportunityId: number; primaryOcid: string; ocids: string[] };

const MEMBERS_SQL = `
  SELECT o.id, o.ocid, array_agg(member.ocid ORDER BY member.linked_at, member.ocid) AS ocids
    FROM opportunities o
    JOIN opportunity_sources member ON member.opportunity_id = o.id
   WHERE o.id = %s
   GROUP BY o.id`;

async function queryMembers(db: Queryable, where: string, parameter: unknown) {
  const { rows } = await db.query<{ id: number; ocid: string; ocids: string[] }>(
    MEMBERS_SQL.replace('%s', where),
    [parameter],
  );
  const row = rows[0];
  return row ? { opportunityId: row.id, primaryOcid: row.ocid, ocids: row.ocids } : null;
}

/** The opportunity an ocid belongs to, with every ocid linked to it (first linked first). */
export function findOpportunityMembers(
  db: Queryable,
  ocid: string,
): Promise<OpportunityMembers | null> {
  return queryMembers(db, '(SELECT opportunity_id FROM opportunity_sources WHERE ocid = $1)', ocid);
}

export function findOpportunityMembersById(
  db: Queryable,
  opportunityId: number,
): Promise<OpportunityMembers | null> {
  return queryMembers(db, '$1', opportunityId);
}
