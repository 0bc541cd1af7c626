import type { Queryable } from '../../db/pool';

export type TargetOpportunity = {
  id: number;
  wac_id: string;
  title: string;
  division: string | null;
  division_label: string | null;
  region_codes: string[];
  value_amount: number | null;
  deadline: Date | null;
  buyer: { id: number; name: string } | null;
};

/** The opportunity being estimated: its buyer as it now stands, its main CPV division. */
export async function findTargetOpportunity(
  db: Queryable,
  wacId: string,
): Promise<TargetOpportunity | null> {
  const { rows } = await db.query<TargetOpportunity>(
    `SELECT o.id::int AS id, o.wac_id, o.title, left(o.cpv_codes[1], 2) AS division,
            (SELECT label FROM cpv_labels WHERE code = left(o.cpv_codes[1], 2) || '000000') AS division_label,
            o.region_codes, o.tender_value_amount::float8 AS value_amount,
            o.tender_deadline_date AS deadline,
            (SELECT json_build_object('id', g.id, 'name', g.name)
               FROM opportunity_buyers b
               JOIN organisations m ON m.id = b.organisation_id
               JOIN organisations g ON g.id = COALESCE(m.merged_into, m.id)
              WHERE b.opportunity_id = o.id) AS buyer
       FROM opportunities o WHERE o.wac_id = upper($1)`,
    [wacId],
  );
  return rows[0] ?? null;
}
