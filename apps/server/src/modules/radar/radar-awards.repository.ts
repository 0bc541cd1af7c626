import type { ContractState } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/** A move of the end or maximum extent date as compile stored it (ingest's contract-dates.ts). */
export type StoredDateChange = {
  field: 'end_date' | 'max_extent_date';
  from: string;
  to: string;
  notice_id: string;
  notice_type: string | null;
  notice_date: string | null;
};

export type RadarAwardRow = {
  award_id: number;
  wac_id: string;
  title: string;
  award_title: string | null;
  buyer: { id: number; name: string } | null;
  suppliers: { id: number; name: string }[];
  value_amount: number | null;
  value_currency: string | null;
  contract_start_date: Date | null;
  contract_end_date: Date;
  term_end_date: Date | null;
  max_extent_date: Date | null;
  contract_state: ContractState | null;
  contract_state_date: Date | null;
  date_history: StoredDateChange[] | null;
  cpv_codes: { code: string; label: string | null }[];
};

/** What a radar row shows of each award, in the order asked. */
export async function findRadarAwards(db: Queryable, awardIds: number[]): Promise<RadarAwardRow[]> {
  if (awardIds.length === 0) return [];
  const { rows } = await db.query<RadarAwardRow>(
    `SELECT a.id AS award_id, o.wac_id, o.title, a.title AS award_title,
            (SELECT json_build_object('id', g.id, 'name', g.name)
               FROM opportunity_buyers b
               JOIN organisations g ON g.id = (SELECT COALESCE(merged_into, id) FROM organisations
                                                WHERE id = b.organisation_id)
              WHERE b.opportunity_id = o.id) AS buyer,
            COALESCE((SELECT json_agg(DISTINCT jsonb_build_object('id', g.id, 'name', g.name))
               FROM award_suppliers s
               JOIN organisations m ON m.id = s.organisation_id
               JOIN organisations g ON g.id = COALESCE(m.merged_into, m.id)
              WHERE s.award_id = a.id), '[]'::json) AS suppliers,
            a.value_amount, a.value_currency, a.contract_start_date, a.contract_end_date,
            a.term_end_date, a.max_extent_date, a.contract_state, a.contract_state_date, a.date_history,
            COALESCE((SELECT json_agg(json_build_object('code', c.code, 'label', l.label)
                                      ORDER BY c.ordinality)
               FROM unnest(o.cpv_codes) WITH ORDINALITY AS c(code, ordinality)
               LEFT JOIN cpv_labels l ON l.code = c.code), '[]'::json) AS cpv_codes
       FROM unnest($1::bigint[]) WITH ORDINALITY AS wanted(id, ordinality)
       JOIN awards a ON a.id = wanted.id
       JOIN opportunities o ON o.id = a.opportunity_id
      ORDER BY wanted.ordinality`,
    [awardIds],
  );
  return rows;
}
