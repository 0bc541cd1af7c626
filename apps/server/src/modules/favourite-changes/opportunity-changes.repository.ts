import type { Queryable } from '../../db/pool';
import { awardValuesColumn } from '../opportunities/award-card-facts';
import type { ChangeKind, DetectedChange, OpportunitySnapshot } from './opportunity-snapshot';

const SNAPSHOT_COLUMNS = `o.id,
  to_json(o.tender_deadline_date) #>> '{}' AS tender_deadline_date,
  to_json(o.enquiry_deadline_date) #>> '{}' AS enquiry_deadline_date,
  o.tender_value_amount::float8 AS tender_value_amount, o.tender_value_currency,
  ${awardValuesColumn('o')},
  opportunity_lifecycle(o.stage, o.tender_status) AS lifecycle, o.tender_status, o.supplier_names,
  ARRAY(SELECT d.url FROM documents d WHERE d.opportunity_id = o.id ORDER BY d.position)
    AS document_urls`;

/**
 * The stored state of every followed opportunity (a favourite, or an item in a workspace's
 * pipeline, ADR 0202) that any of `ocids` belongs to: what a compile of those ocids is compared
 * against. Opportunities nobody follows are left out, so a page of releases costs one small
 * query when none of it is followed.
 */
export async function findFollowedSnapshotsByOcid(
  db: Queryable,
  ocids: readonly string[],
): Promise<OpportunitySnapshot[]> {
  if (ocids.length === 0) return [];
  const { rows } = await db.query<OpportunitySnapshot>(
    `SELECT ${SNAPSHOT_COLUMNS}
       FROM opportunities o
      WHERE o.id IN (SELECT s.opportunity_id FROM opportunity_sources s WHERE s.ocid = ANY($1))
        AND (EXISTS (SELECT 1 FROM favourites f WHERE f.opportunity_id = o.id)
             OR EXISTS (SELECT 1 FROM pipeline_items i WHERE i.opportunity_id = o.id))`,
    [ocids],
  );
  return rows;
}

export async function findSnapshotsById(
  db: Queryable,
  ids: readonly number[],
): Promise<OpportunitySnapshot[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<OpportunitySnapshot>(
    `SELECT ${SNAPSHOT_COLUMNS} FROM opportunities o WHERE o.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows;
}

export async function insertOpportunityChanges(
  db: Queryable,
  changes: readonly DetectedChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `INSERT INTO opportunity_changes (opportunity_id, kind, old_value, new_value)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::jsonb[], $4::jsonb[])`,
    [
      changes.map((change) => change.opportunityId),
      changes.map((change) => change.kind),
      changes.map((change) => JSON.stringify(change.oldValue)),
      changes.map((change) => JSON.stringify(change.newValue)),
    ],
  );
}

export type OpportunityChangeRow = {
  id: number;
  opportunity_id: number;
  wac_id: string;
  kind: ChangeKind;
  old_value: unknown;
  new_value: unknown;
  detected_at: Date;
};

/**
 * The changes of a user's favourites detected since each was saved and within `sinceDays`,
 * newest first.
 */
export async function findFavouriteChanges(
  db: Queryable,
  userId: number,
  sinceDays: number,
): Promise<OpportunityChangeRow[]> {
  const { rows } = await db.query<OpportunityChangeRow>(
    `SELECT c.id, c.opportunity_id, o.wac_id, c.kind, c.old_value, c.new_value, c.detected_at
       FROM favourites f
       JOIN opportunity_changes c ON c.opportunity_id = f.opportunity_id
       JOIN opportunities o ON o.id = f.opportunity_id
      WHERE f.user_id = $1 AND c.detected_at >= f.created_at
        AND c.detected_at >= now() - make_interval(days => $2)
      ORDER BY c.detected_at DESC, c.id DESC`,
    [userId, sinceDays],
  );
  return rows;
}
