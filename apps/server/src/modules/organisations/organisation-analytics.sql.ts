import type { OrganisationRole } from '@wac/contract';
import { AWARD_DATE_SQL, COUNTED_AWARD_CONDITIONS } from '../leaderboards/counted-awards';

/**
 * The awards of an organisation (`$1`: it and the organisations merged into it) as facts with
 * the same columns for both roles: award_id, opportunity_id, award_value (the award's full
 * value), value_share (what the organisation is credited with: a buyer the whole award, a
 * supplier an equal share of a shared award, as leaderboards count it), supplier_count,
 * awarded_at, contract_end_date, and what the figures read of the opportunity (cpv_codes,
 * tender_deadline_date) and its buyer link (buyer_id, published_at): read once here, each
 * opportunity is looked up once per view rather than once per figure (ADR 0114). Only awards
 * that count (counted-awards.ts).
 */
const BASE: Record<OrganisationRole, string> = {
  buyer: `base AS MATERIALIZED (
    SELECT a.id AS award_id, o.id AS opportunity_id, a.value_amount AS award_value,
           ${AWARD_DATE_SQL} AS awarded_at,
           COALESCE(a.term_end_date, a.contract_end_date) AS contract_end_date, o.cpv_codes,
           o.tender_deadline_date, b.organisation_id AS buyer_id, b.published_at
      FROM opportunity_buyers b
      JOIN opportunities o ON o.id = b.opportunity_id
      JOIN awards a ON a.opportunity_id = o.id
     WHERE b.organisation_id = ANY ($1::bigint[]) AND ${COUNTED_AWARD_CONDITIONS}
  )`,
  supplier: `won AS (
    SELECT DISTINCT award_id FROM award_suppliers WHERE organisation_id = ANY ($1::bigint[])
  ),
  base AS MATERIALIZED (
    SELECT a.id AS award_id, o.id AS opportunity_id, a.value_amount AS award_value,
           ${AWARD_DATE_SQL} AS awarded_at,
           COALESCE(a.term_end_date, a.contract_end_date) AS contract_end_date, o.cpv_codes,
           o.tender_deadline_date, b.organisation_id AS buyer_id, b.published_at
      FROM won w
      JOIN awards a ON a.id = w.award_id
      JOIN opportunities o ON o.id = a.opportunity_id
      LEFT JOIN opportunity_buyers b ON b.opportunity_id = o.id
     WHERE ${COUNTED_AWARD_CONDITIONS}
  )`,
};

/**
 * Every supplier row of the facts' awards, read once (ADR 0114) for the supplier counts, a
 * buyer's counterparties and the SME share: `party` tells suppliers apart as leaderboards do
 * (the organisation a merge led to, else the organisation, else the row), `canonical_id` is the
 * organisation after merges (null for an unlinked row).
 */
const PARTIES = `parties AS MATERIALIZED (
    SELECT x.award_id, x.organisation_id, x.scale,
           COALESCE(g.merged_into, g.id) AS canonical_id,
           COALESCE(g.merged_into, x.organisation_id, -1 - x.position) AS party
      FROM base f
      JOIN award_suppliers x ON x.award_id = f.award_id
      LEFT JOIN organisations g ON g.id = x.organisation_id
  )`;

/** A buyer is credited with the whole award; a supplier with an equal share of a shared one. */
const VALUE_SHARE: Record<OrganisationRole, string> = {
  buyer: 'f.award_value',
  supplier: 'f.award_value / n.supplier_count',
};

const FACTS = (role: OrganisationRole) => `facts AS MATERIALIZED (
    SELECT f.*, COALESCE(n.supplier_count, 0) AS supplier_count,
           ${VALUE_SHARE[role]} AS value_share
      FROM base f
      LEFT JOIN (SELECT award_id, count(DISTINCT party) AS supplier_count
                   FROM parties GROUP BY award_id) n ON n.award_id = f.award_id
  )`;

/** The other side of each fact: a buyer's suppliers, a supplier's buyer (canonical ids). */
const COUNTERPARTIES: Record<OrganisationRole, string> = {
  buyer: `SELECT f.award_id, p.canonical_id AS id,
                 f.award_value / f.supplier_count AS value_share
            FROM facts f
            JOIN parties p ON p.award_id = f.award_id
           WHERE p.canonical_id IS NOT NULL`,
  supplier: `SELECT f.award_id, COALESCE(g.merged_into, g.id) AS id, f.value_share
               FROM facts f JOIN organisations g ON g.id = f.buyer_id`,
};

/** Per award: did its suppliers declare a size, and was one of them (this one) an SME? */
const SME_FACTS: Record<OrganisationRole, string> = {
  buyer: `SELECT p.award_id, bool_or(p.scale IS NOT NULL) AS is_known,
                 bool_or(p.scale = 'sme') AS is_sme
            FROM parties p
           GROUP BY p.award_id`,
  supplier: `SELECT p.award_id, bool_or(p.scale IS NOT NULL) AS is_known,
                    bool_or(p.scale = 'sme') AS is_sme
               FROM parties p
              WHERE p.organisation_id = ANY ($1::bigint[])
              GROUP BY p.award_id`,
};

/** Notices whose tender period is measured: a buyer's own, the ones a supplier won. */
const TENDER_NOTICES: Record<OrganisationRole, string> = {
  buyer: `SELECT b.published_at, o.tender_deadline_date
            FROM opportunity_buyers b JOIN opportunities o ON o.id = b.opportunity_id
           WHERE b.organisation_id = ANY ($1::bigint[])`,
  supplier: `SELECT DISTINCT ON (f.opportunity_id) f.published_at, f.tender_deadline_date
               FROM facts f WHERE f.buyer_id IS NOT NULL`,
};

/**
 * An award row for lists: title, WAC ID, dates, value and the names on the other side. Over
 * `f` (facts already cut to the listed rows) joined to `opportunities o`.
 */
const AWARD_ROW = `json_build_object(
    'wac_id', o.wac_id, 'title', o.title, 'awarded_at', f.awarded_at,
    'contract_end_date', f.contract_end_date, 'value_amount', f.award_value,
    'counterparties', COALESCE((
      SELECT json_agg(DISTINCT jsonb_build_object('id', g.id, 'name', g.name))
        FROM counterparties c JOIN organisations g ON g.id = c.id
       WHERE c.award_id = f.award_id), '[]'::json))`;

const UK = `'Europe/London'`;

/**
 * The column telling when the clock alone changes the figures: the first listed contract ending
 * soon ends, or the next one enters the 12-month window. Entering is at its end minus twelve
 * months, taken an hour early: a twelve-month shift keeps the month (only 29 February moves, to
 * an earlier day, which is safe) and only a daylight-saving hour can move it. (ADR 0103 took a
 * day early, which put the expiry in the past whenever a contract entered within the next day:
 * a busy supplier's figures were then never kept, ADR 0114.) Null when neither will happen. Not
 * part of the answer.
 */
export const FIGURES_CHANGE_AT = 'figures_change_at';

/**
 * Every figure of a profile in one statement over one materialised set of facts (`$1` member
 * ids, `$2` how many rows each list holds). Values are rounded to pence.
 */
export function analyticsSql(role: OrganisationRole): string {
  return `WITH ${BASE[role]},
  ${PARTIES},
  ${FACTS(role)},
  counterparties AS MATERIALIZED (${COUNTERPARTIES[role]}),
  sme AS (${SME_FACTS[role]}),
  tender_days AS (
    SELECT extract(epoch FROM (t.tender_deadline_date - t.published_at)) / 86400 AS days
      FROM (${TENDER_NOTICES[role]}) t
     WHERE t.tender_deadline_date > t.published_at
  )
  SELECT
    (SELECT count(*)::int FROM facts) AS award_count,
    (SELECT round(COALESCE(sum(value_share), 0), 2) FROM facts) AS total_awarded_value,
    (SELECT round(COALESCE(sum(award_value), 0), 2) FROM facts) AS total_value_of_awards,
    (SELECT count(*)::int FROM facts WHERE supplier_count > 1) AS shared_award_count,
    (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY award_value)::numeric, 2)
       FROM facts WHERE award_value IS NOT NULL) AS median_award_value,
    (SELECT COALESCE(json_agg(y ORDER BY y.year NULLS LAST), '[]'::json) FROM (
       SELECT extract(year FROM awarded_at AT TIME ZONE ${UK})::int AS year,
              count(*)::int AS award_count,
              round(COALESCE(sum(value_share), 0), 2) AS total_awarded_value
         FROM facts GROUP BY 1) y) AS by_year,
    (SELECT COALESCE(json_agg(c ORDER BY c.award_count DESC, c.total_awarded_value DESC, c.code),
                     '[]'::json) FROM (
       -- Labels for the listed codes only: a busy supplier's awards carry over 1,000 codes.
       SELECT t.code, l.label, t.award_count, t.total_awarded_value FROM (
         SELECT u.cpv AS code, count(DISTINCT f.award_id)::int AS award_count,
                round(COALESCE(sum(f.value_share), 0), 2) AS total_awarded_value
           FROM facts f CROSS JOIN LATERAL unnest(f.cpv_codes) AS u(cpv)
          GROUP BY u.cpv
          ORDER BY award_count DESC, total_awarded_value DESC, u.cpv LIMIT $2) t
       LEFT JOIN cpv_labels l ON l.code = t.code) c) AS top_cpv,
    (SELECT COALESCE(json_agg(p), '[]'::json) FROM (
       SELECT g.id, g.name, count(DISTINCT c.award_id)::int AS award_count,
              round(COALESCE(sum(c.value_share), 0), 2) AS total_awarded_value
         FROM counterparties c JOIN organisations g ON g.id = c.id
        GROUP BY g.id, g.name
        ORDER BY total_awarded_value DESC, award_count DESC, g.id LIMIT $2) p) AS top_counterparties,
    (SELECT COALESCE(json_agg(r.row), '[]'::json) FROM (
       SELECT ${AWARD_ROW} AS row
         FROM (SELECT * FROM facts ORDER BY awarded_at DESC NULLS LAST, award_id DESC LIMIT $2) f
         JOIN opportunities o ON o.id = f.opportunity_id
        ORDER BY f.awarded_at DESC NULLS LAST, f.award_id DESC) r) AS recent_awards,
    (SELECT json_build_object(
       'known_awards', count(*) FILTER (WHERE is_known),
       'sme_awards', count(*) FILTER (WHERE is_sme)) FROM sme) AS sme,
    (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE json_build_object(
       'median_days', round((percentile_cont(0.5) WITHIN GROUP (ORDER BY days))::numeric, 1),
       'sample_size', count(*)) END FROM tender_days) AS typical_tender_period,
    (SELECT COALESCE(json_agg(e.row), '[]'::json) FROM (
       SELECT ${AWARD_ROW} AS row
         FROM (SELECT * FROM facts
                WHERE contract_end_date >= now() AND contract_end_date < now() + interval '12 months'
                ORDER BY contract_end_date, award_id LIMIT $2) f
         JOIN opportunities o ON o.id = f.opportunity_id
        ORDER BY f.contract_end_date, f.award_id) e) AS contracts_ending_soon,
    (SELECT LEAST(
       min(contract_end_date) FILTER (WHERE contract_end_date >= now()),
       min(contract_end_date) FILTER (WHERE contract_end_date >= now() + interval '12 months')
         - interval '12 months 1 hour')
       FROM facts) AS ${FIGURES_CHANGE_AT}`;
}
