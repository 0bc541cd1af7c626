import type { LeaderboardBoard } from '@wac/contract';
import { AWARD_DATE_SQL, COUNTED_AWARD_CONDITIONS } from './counted-awards';

/**
 * SQL shared by the live leaderboard query and the summary rebuild, so both rank by exactly the
 * same rules (ADR 0025). Every fact has the same columns whichever the board:
 * entity_key, organisation_id, display_name, buyer_id_from_source, supplier_scheme,
 * supplier_identifier, value_share (GBP, may be null) and awarded_at.
 *
 * Who is who (ADR 0085): the organisation a buyer or supplier is linked to (a merged one counts
 * as the one it was merged into). A row the linker has not reached yet (right after the upgrade
 * that introduced organisations) keeps the first version's key: register id, else buyer id,
 * else normalised name.
 */

/** The awards that count (counted-awards.ts); `periodClause` may narrow by award date. */
function eligibleAwardsSql(periodClause: string): string {
  return `eligible_awards AS (
    SELECT a.id AS award_id, a.value_amount, o.id AS opportunity_id,
           o.buyer_name, o.buyer_name_normalised, o.buyer_id_from_source,
           ${AWARD_DATE_SQL} AS awarded_at
      FROM awards a
      JOIN opportunities o ON o.id = a.opportunity_id
     WHERE ${COUNTED_AWARD_CONDITIONS}
       ${periodClause}
  )`;
}

/** Buyers: one fact per award, keyed by the buyer's organisation. */
const BUYER_FACTS = `facts AS (
    SELECT k.entity_key,
           COALESCE(org.merged_into, org.id) AS organisation_id,
           COALESCE(e.buyer_name, e.buyer_name_normalised) AS display_name,
           NULLIF(btrim(e.buyer_id_from_source), '') AS buyer_id_from_source,
           NULL::text AS supplier_scheme,
           NULL::text AS supplier_identifier,
           e.value_amount AS value_share,
           e.awarded_at
      FROM eligible_awards e
      LEFT JOIN opportunity_buyers ob ON ob.opportunity_id = e.opportunity_id
      LEFT JOIN organisations org ON org.id = ob.organisation_id
      CROSS JOIN LATERAL (SELECT CASE
        WHEN org.id IS NOT NULL THEN 'org:' || COALESCE(org.merged_into, org.id)
        WHEN btrim(e.buyer_id_from_source) <> '' THEN 'id:' || lower(btrim(e.buyer_id_from_source))
        WHEN e.buyer_name_normalised <> '' THEN 'name:' || e.buyer_name_normalised
      END AS entity_key) k
     WHERE k.entity_key IS NOT NULL
  )`;

/**
 * Suppliers: one fact per (award, supplier), keyed by party scheme and identifier, else the
 * normalised name. A supplier listed twice on one award counts once; an award shared by several
 * suppliers is split evenly between them, so the board adds up to the money actually awarded.
 * The join starts from the eligible awards, so a period filter narrows it from the first step,
 * and one grouping pass both de-duplicates suppliers and counts them per award.
 */
const SUPPLIER_FACTS = `supplier_links AS (
    SELECT e.award_id, k.entity_key,
           min(COALESCE(org.merged_into, org.id)) AS organisation_id,
           min(s.name) AS name,
           min(NULLIF(btrim(s.scheme), '')) FILTER (WHERE btrim(s.identifier) <> '') AS scheme,
           min(btrim(s.identifier)) FILTER (WHERE btrim(s.identifier) <> '') AS identifier,
           min(e.value_amount) AS value_amount,
           min(e.awarded_at) AS awarded_at,
           -- runs over the grouped rows: the number of distinct suppliers on the award
           count(*) OVER (PARTITION BY e.award_id) AS supplier_count
      FROM eligible_awards e
      JOIN award_suppliers s ON s.award_id = e.award_id
      LEFT JOIN organisations org ON org.id = s.organisation_id
      CROSS JOIN LATERAL (SELECT CASE
        WHEN org.id IS NOT NULL THEN 'org:' || COALESCE(org.merged_into, org.id)
        WHEN btrim(s.identifier) <> ''
          THEN 'id:' || upper(COALESCE(btrim(s.scheme), '')) || ':' || upper(btrim(s.identifier))
        WHEN s.name_normalised <> '' THEN 'name:' || s.name_normalised
      END AS entity_key) k
     WHERE k.entity_key IS NOT NULL
     GROUP BY e.award_id, k.entity_key
  ),
  facts AS (
    SELECT entity_key,
           organisation_id,
           name AS display_name,
           NULL::text AS buyer_id_from_source,
           scheme AS supplier_scheme,
           identifier AS supplier_identifier,
           value_amount / supplier_count AS value_share,
           awarded_at
      FROM supplier_links
  )`;

export function factsSql(board: LeaderboardBoard, periodClause = ''): string {
  const facts = board === 'buyers' ? BUYER_FACTS : SUPPLIER_FACTS;
  return `${eligibleAwardsSql(periodClause)},\n  ${facts}`;
}

/** Totals per group: GBP summed to pence, and the number of awards. */
export const TOTAL_COLUMNS = `round(COALESCE(sum(value_share), 0), 2) AS total_awarded_value,
       count(*)::int AS award_count`;

/**
 * Names and ids per group: `mode()` picks the most used spelling. It sorts every fact of a
 * group, so callers run it only for the groups that made the board, not for every group.
 */
export const NAME_COLUMNS = `min(organisation_id) AS organisation_id,
       mode() WITHIN GROUP (ORDER BY display_name) AS display_name,
       mode() WITHIN GROUP (ORDER BY buyer_id_from_source) AS buyer_id_from_source,
       mode() WITHIN GROUP (ORDER BY supplier_scheme) AS supplier_scheme,
       mode() WITHIN GROUP (ORDER BY supplier_identifier) AS supplier_identifier`;

/** The one ranking order: value, then number of awards, then a stable key. */
export const RANK_ORDER = 'total_awarded_value DESC, award_count DESC, entity_key';
