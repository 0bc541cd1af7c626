import type { Queryable } from '../../db/pool';

/** The next opportunities (by id) with a buyer name but no buyer link yet. */
export async function findUnlinkedOpportunities(
  db: Queryable,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT o.id FROM opportunities o
      WHERE o.id > $1 AND o.buyer_name IS NOT NULL AND btrim(o.buyer_name) <> ''
        AND NOT EXISTS (SELECT 1 FROM opportunity_buyers b WHERE b.opportunity_id = o.id)
      ORDER BY o.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => row.id);
}

/** Opportunities with award suppliers not linked yet (a partial index lists them). */
export async function findOpportunitiesWithUnlinkedSuppliers(
  db: Queryable,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ opportunity_id: number }>(
    `SELECT DISTINCT a.opportunity_id
       FROM (SELECT award_id FROM award_suppliers WHERE organisation_id IS NULL LIMIT $1) s
       JOIN awards a ON a.id = s.award_id`,
    [limit],
  );
  return rows.map((row) => row.opportunity_id);
}

/**
 * Moves rows still linked to a merged organisation to the one it was merged into (readers count
 * them for it already; this keeps their queries to one id). Returns the rows moved.
 */
export async function moveLinksOfMergedOrganisations(db: Queryable): Promise<number> {
  const merged = `SELECT id, merged_into FROM organisations WHERE merged_into IS NOT NULL`;
  const buyers = await db.query(
    `UPDATE opportunity_buyers b SET organisation_id = m.merged_into
       FROM (${merged}) m WHERE b.organisation_id = m.id`,
  );
  const suppliers = await db.query(
    `UPDATE award_suppliers s SET organisation_id = m.merged_into
       FROM (${merged}) m WHERE s.organisation_id = m.id`,
  );
  await db.query(
    `WITH moved AS (
       DELETE FROM supplier_award_sightings s USING (${merged}) m
        WHERE s.organisation_id = m.id
       RETURNING m.merged_into, s.opportunity_id, s.first_seen_at)
     INSERT INTO supplier_award_sightings (organisation_id, opportunity_id, first_seen_at)
     SELECT merged_into, opportunity_id, min(first_seen_at) FROM moved
      GROUP BY merged_into, opportunity_id
     ON CONFLICT (organisation_id, opportunity_id) DO UPDATE
       SET first_seen_at = LEAST(supplier_award_sightings.first_seen_at, EXCLUDED.first_seen_at)`,
  );
  return (buyers.rowCount ?? 0) + (suppliers.rowCount ?? 0);
}
