import type { WorkspaceCompany } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { normaliseName } from '../ingest/normalise-name';
import { AWARD_DATE_SQL, COUNTED_AWARD_CONDITIONS } from '../leaderboards/counted-awards';
import { registeredKey } from '../organisations';

/**
 * The supplier organisations that are the workspace's company: the one its Companies House
 * number leads to and the one its name leads to (the organisation identity keys, ADR 0085), as
 * they now stand after merges.
 */
export async function findCompanyOrganisations(
  db: Queryable,
  company: Pick<WorkspaceCompany, 'company_name' | 'companies_house_number'>,
): Promise<{ id: number; name: string }[]> {
  const keys = [
    registeredKey('GB-COH', company.companies_house_number),
    company.company_name ? `name:${normaliseName(company.company_name)}` : null,
  ].filter((key): key is string => key !== null && key !== 'name:');
  if (keys.length === 0) return [];
  const { rows } = await db.query<{ id: number; name: string }>(
    `SELECT DISTINCT g.id::int AS id, g.name
       FROM organisation_keys k
       JOIN organisations m ON m.id = k.organisation_id
       JOIN organisations g ON g.id = COALESCE(m.merged_into, m.id)
      WHERE k.key = ANY($1::text[])
      ORDER BY 1`,
    [keys],
  );
  return rows;
}

export type CompanyRecord = {
  wins_in_division: number;
  wins_total: number;
  median_value: number | null;
  valued_awards: number;
};

/** The company's awarded opportunities before `asOf`: in all, in the division, and their size. */
export async function findCompanyRecord(
  db: Queryable,
  input: { organisationIds: number[]; division: string; asOf: Date },
): Promise<CompanyRecord> {
  if (input.organisationIds.length === 0) {
    return { wins_in_division: 0, wins_total: 0, median_value: null, valued_awards: 0 };
  }
  const { rows } = await db.query<CompanyRecord>(
    `SELECT count(DISTINCT o.id) FILTER (WHERE left(o.cpv_codes[1], 2) = $2)::int AS wins_in_division,
            count(DISTINCT o.id)::int AS wins_total,
            (percentile_cont(0.5) WITHIN GROUP (ORDER BY a.value_amount))::float8 AS median_value,
            count(a.value_amount)::int AS valued_awards
       FROM award_suppliers s
       JOIN awards a ON a.id = s.award_id
       JOIN opportunities o ON o.id = a.opportunity_id
      WHERE s.organisation_id IN (SELECT id FROM organisations
                                   WHERE id = ANY($1::bigint[]) OR merged_into = ANY($1::bigint[]))
        AND ${COUNTED_AWARD_CONDITIONS} AND ${AWARD_DATE_SQL} < $3`,
    [input.organisationIds, input.division, input.asOf],
  );
  return rows[0]!;
}
