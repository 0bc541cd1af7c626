import type { Queryable } from '../../db/pool';

/** One item as the analytics count it. */
export type AnalyticsItem = {
  stage_id: number;
  value: number | null;
  probability: number | null;
  decision: 'bid' | 'no_bid' | null;
  decision_reason: string | null;
  outcome_reason: string | null;
  buyer_name: string | null;
  cpv_division: string | null;
  /** The month (YYYY-MM, UK time) of the notice's submission deadline, else of the last change. */
  month: string;
};

export async function listAnalyticsItems(
  db: Queryable,
  workspaceId: number,
): Promise<AnalyticsItem[]> {
  const { rows } = await db.query<AnalyticsItem>(
    `SELECT i.stage_id::int AS stage_id,
            COALESCE(i.our_value, o.tender_value_amount)::float8 AS value,
            i.probability::int AS probability, i.decision, i.decision_reason, i.outcome_reason,
            o.buyer_name,
            -- The division: the first two digits of the main CPV code, and its label.
            CASE WHEN o.cpv_codes[1] IS NOT NULL THEN
              left(o.cpv_codes[1], 2) || ' ' || COALESCE(
                (SELECT l.label FROM cpv_labels l WHERE l.code = left(o.cpv_codes[1], 2) || '000000'),
                'Division without a label')
            END AS cpv_division,
            to_char(COALESCE(o.tender_deadline_date, i.updated_at) AT TIME ZONE 'Europe/London',
                    'YYYY-MM') AS month
       FROM pipeline_items i JOIN opportunities o ON o.id = i.opportunity_id
      WHERE i.workspace_id = $1`,
    [workspaceId],
  );
  return rows;
}
