import type { FrameworkKind, FrameworkRef } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/** Call-offs shown on a framework's page, newest first. */
export const CALL_OFFS_SHOWN = 200;

export type FrameworkRow = {
  opportunity_id: number;
  id: string;
  kind: FrameworkKind;
  title: string;
  buyer_name: string | null;
  buyer_id: number | null;
  buyer_organisation_name: string | null;
  start_date: Date | null;
  end_date: Date | null;
  max_extent_date: Date | null;
  estimated_value: number | null;
  estimated_value_currency: string | null;
  max_participants: number | null;
};

export async function findFramework(db: Queryable, wacId: string): Promise<FrameworkRow | null> {
  const { rows } = await db.query<FrameworkRow>(
    `SELECT o.id AS opportunity_id, o.wac_id AS id, f.kind, o.title, o.buyer_name,
            g.id AS buyer_id, g.name AS buyer_organisation_name,
            f.start_date, f.end_date, f.max_extent_date, f.estimated_value,
            f.estimated_value_currency, f.max_participants
       FROM opportunities o
       JOIN frameworks f ON f.opportunity_id = o.id
       LEFT JOIN opportunity_buyers b ON b.opportunity_id = o.id
       LEFT JOIN organisations g ON g.id = (
         SELECT COALESCE(merged_into, id) FROM organisations WHERE id = b.organisation_id)
      WHERE o.wac_id = upper($1)`,
    [wacId],
  );
  return rows[0] ?? null;
}

export async function findFrameworkLots(db: Queryable, opportunityId: number) {
  const { rows } = await db.query<{ lot_id: string; title: string | null }>(
    'SELECT lot_id, title FROM framework_lots WHERE opportunity_id = $1 ORDER BY position',
    [opportunityId],
  );
  return rows;
}

/** Admitted suppliers, each with the organisation its award row was linked to (ADR 0085). */
export async function findFrameworkSuppliers(db: Queryable, opportunityId: number) {
  const { rows } = await db.query<{
    lot_id: string | null;
    name: string;
    organisation_id: number | null;
  }>(
    `SELECT f.lot_id, f.name,
            (SELECT COALESCE(g.merged_into, g.id)
               FROM awards a
               JOIN award_suppliers s ON s.award_id = a.id
               JOIN organisations g ON g.id = s.organisation_id
              WHERE a.opportunity_id = f.opportunity_id AND s.name_normalised = f.name_normalised
              LIMIT 1) AS organisation_id
       FROM framework_suppliers f
      WHERE f.opportunity_id = $1
      ORDER BY f.position`,
    [opportunityId],
  );
  return rows;
}

export type CallOffRow = {
  wac_id: string;
  title: string;
  buyer_name: string | null;
  release_date: Date | null;
  value_amount: number | null;
  value_currency: string | null;
};

/** The call-offs naming any ocid of the framework's opportunity (cross-posts included). */
export async function findCallOffs(db: Queryable, opportunityId: number): Promise<CallOffRow[]> {
  const { rows } = await db.query<CallOffRow>(
    `SELECT DISTINCT ON (o.release_date, o.id) o.wac_id, o.title, o.buyer_name, o.release_date,
            COALESCE(o.award_value_amount, o.tender_value_amount) AS value_amount,
            CASE WHEN o.award_value_amount IS NOT NULL THEN o.award_value_currency
                 ELSE o.tender_value_currency END AS value_currency
       FROM opportunity_sources s
       JOIN framework_call_off_refs r ON r.framework_ocid = s.ocid
       JOIN opportunities o ON o.id = r.opportunity_id
      WHERE s.opportunity_id = $1 AND NOT o.is_test_notice
      ORDER BY o.release_date DESC NULLS LAST, o.id DESC
      LIMIT ${CALL_OFFS_SHOWN}`,
    [opportunityId],
  );
  return rows;
}

export async function findProcurementRole(db: Queryable, opportunityId: number) {
  const { rows } = await db.query<{ role: 'framework' | 'dynamic_market' | 'call_off' }>(
    'SELECT role FROM opportunity_procurement_roles WHERE opportunity_id = $1',
    [opportunityId],
  );
  return rows[0]?.role ?? null;
}

/** The frameworks WAC holds among those a call-off names. */
export async function findParentFrameworks(
  db: Queryable,
  opportunityId: number,
): Promise<FrameworkRef[]> {
  const { rows } = await db.query<FrameworkRef>(
    `SELECT DISTINCT o.wac_id AS id, f.kind, o.title
       FROM framework_call_off_refs r
       JOIN opportunity_sources s ON s.ocid = r.framework_ocid
       JOIN frameworks f ON f.opportunity_id = s.opportunity_id
       JOIN opportunities o ON o.id = f.opportunity_id
      WHERE r.opportunity_id = $1 AND o.id <> $1
      ORDER BY o.title`,
    [opportunityId],
  );
  return rows;
}

export async function findOwnFramework(
  db: Queryable,
  opportunityId: number,
): Promise<FrameworkRef | null> {
  const { rows } = await db.query<FrameworkRef>(
    `SELECT o.wac_id AS id, f.kind, o.title
       FROM frameworks f JOIN opportunities o ON o.id = f.opportunity_id
      WHERE f.opportunity_id = $1`,
    [opportunityId],
  );
  return rows[0] ?? null;
}

/** Frameworks a supplier is admitted to, through its award rows (merged organisations included). */
export async function findSupplierFrameworks(
  db: Queryable,
  organisationId: number,
): Promise<FrameworkRef[]> {
  const { rows } = await db.query<FrameworkRef>(
    `SELECT DISTINCT o.wac_id AS id, f.kind, o.title
       FROM award_suppliers s
       JOIN awards a ON a.id = s.award_id
       JOIN frameworks f ON f.opportunity_id = a.opportunity_id
       JOIN opportunities o ON o.id = f.opportunity_id
      WHERE s.organisation_id IN (
              SELECT id FROM organisations
               WHERE id = (SELECT COALESCE(merged_into, id) FROM organisations WHERE id = $1)
                  OR merged_into = (SELECT COALESCE(merged_into, id) FROM organisations WHERE id = $1))
        AND NOT o.is_test_notice
        AND EXISTS (SELECT 1 FROM framework_suppliers fs
                     WHERE fs.opportunity_id = f.opportunity_id
                       AND fs.name_normalised = s.name_normalised)
      ORDER BY o.title
      LIMIT 100`,
    [organisationId],
  );
  return rows;
}

export async function findOpportunityId(db: Queryable, wacId: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM opportunities WHERE wac_id = upper($1)',
    [wacId],
  );
  return rows[0]?.id ?? null;
}

export type EndingFrameworkRow = FrameworkRef & {
  buyer_name: string | null;
  ends_at: Date;
  ends_by: 'max_extent' | 'end';
  total: number;
};

/** Frameworks whose last possible date falls between now and `months` ahead, soonest first. */
export async function findFrameworksEnding(
  db: Queryable,
  months: number,
  limit: number,
): Promise<EndingFrameworkRow[]> {
  const { rows } = await db.query<EndingFrameworkRow>(
    `SELECT o.wac_id AS id, f.kind, o.title, o.buyer_name,
            COALESCE(f.max_extent_date, f.end_date) AS ends_at,
            CASE WHEN f.max_extent_date IS NOT NULL THEN 'max_extent' ELSE 'end' END AS ends_by,
            count(*) OVER ()::int AS total
       FROM frameworks f
       JOIN opportunities o ON o.id = f.opportunity_id
      WHERE COALESCE(f.max_extent_date, f.end_date) >= now()
        AND COALESCE(f.max_extent_date, f.end_date) < now() + make_interval(months => $1::int)
        AND NOT o.is_test_notice
      ORDER BY COALESCE(f.max_extent_date, f.end_date), o.id
      LIMIT $2`,
    [months, limit],
  );
  return rows;
}
