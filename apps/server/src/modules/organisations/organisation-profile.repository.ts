import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';

export type OrganisationRecord = {
  /** The organisation asked for, or the one it was merged into. */
  id: number;
  name: string;
  /** It and every organisation merged into it: rows may still point at any of them. */
  member_ids: number[];
  other_names: string[];
  registered_keys: string[];
};

/** An organisation by id (merges followed), with its spellings and register keys. */
export async function findOrganisation(
  db: Queryable,
  requestedId: number,
): Promise<OrganisationRecord | null> {
  const { rows } = await db.query<OrganisationRecord>(
    `WITH target AS (
       SELECT COALESCE(merged_into, id) AS id FROM organisations WHERE id = $1)
     SELECT o.id, o.name,
            ARRAY(SELECT m.id FROM organisations m WHERE m.id = o.id OR m.merged_into = o.id)
              AS member_ids,
            ARRAY(SELECT n.name FROM organisation_names n
                   WHERE n.organisation_id = o.id AND n.name <> o.name ORDER BY n.name LIMIT 20)
              AS other_names,
            ARRAY(SELECT k.key FROM organisation_keys k
                   WHERE k.organisation_id = o.id AND k.key LIKE 'reg:%' ORDER BY k.key)
              AS registered_keys
       FROM target JOIN organisations o ON o.id = target.id`,
    [requestedId],
  );
  return rows[0] ?? null;
}

export type AddressRow = {
  street: string | null;
  locality: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  region_codes: string[];
};

/**
 * The latest address published for the organisation in this role: a buyer's from its newest
 * notice that gives one, a supplier's from its newest award that does.
 */
export async function findLatestAddress(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
): Promise<AddressRow | null> {
  const sql =
    role === 'buyer'
      ? // Per member, newest first along opportunity_buyers_organisation_idx: one ORDER BY over
        // `= ANY` made the planner walk the whole table backwards by opportunity id, 130 ms for a
        // buyer whose notices give no address.
        `SELECT latest.* FROM unnest($1::bigint[]) AS m(id) CROSS JOIN LATERAL (
           SELECT o.buyer_address_street AS street, o.buyer_address_locality AS locality,
                  o.buyer_address_region AS region, o.buyer_address_postalcode AS postal_code,
                  o.buyer_address_country AS country, o.region_codes, b.opportunity_id
             FROM opportunity_buyers b JOIN opportunities o ON o.id = b.opportunity_id
            WHERE b.organisation_id = m.id
              AND num_nonnulls(o.buyer_address_street, o.buyer_address_locality,
                               o.buyer_address_postalcode) > 0
            ORDER BY b.opportunity_id DESC LIMIT 1) latest
          ORDER BY latest.opportunity_id DESC LIMIT 1`
      : `SELECT NULL::text AS street, s.locality, NULL::text AS region, s.postal_code,
                NULL::text AS country, '{}'::text[] AS region_codes
           FROM award_suppliers s
          WHERE s.organisation_id = ANY ($1::bigint[])
            AND (s.locality IS NOT NULL OR s.postal_code IS NOT NULL)
          ORDER BY s.award_id DESC LIMIT 1`;
  const { rows } = await db.query<AddressRow>(sql, [memberIds]);
  return rows[0] ?? null;
}

/** Whether the organisation appears in this role at all (a profile of neither is a 404). */
export async function hasRole(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
): Promise<boolean> {
  const sql =
    role === 'buyer'
      ? 'SELECT EXISTS (SELECT 1 FROM opportunity_buyers WHERE organisation_id = ANY ($1::bigint[])) AS found'
      : 'SELECT EXISTS (SELECT 1 FROM award_suppliers WHERE organisation_id = ANY ($1::bigint[])) AS found';
  const { rows } = await db.query<{ found: boolean }>(sql, [memberIds]);
  return rows[0]?.found ?? false;
}
