/**
 * Which awards count, as SQL over `awards a JOIN opportunities o` (ADR 0025): the one definition
 * shared by leaderboards, buyer and supplier profiles and the re-tender radar.
 *
 * Codes are compared as stored (OCDS codelists: upper-case currencies, lower-case statuses) so the
 * planner can estimate them from column statistics; wrapping them in upper()/lower() made it guess
 * a few hundred rows and pick a nested loop over the whole award table.
 */

/** An award that stands: not cancelled or unsuccessful, not on a portal test notice. */
export const STANDING_AWARD_CONDITIONS = `(a.status IS NULL OR a.status NOT IN ('cancelled', 'unsuccessful'))
       AND NOT o.is_test_notice`;

/** A standing award in pounds (or no currency: UK notices without one are in pounds). */
export const COUNTED_AWARD_CONDITIONS = `(a.value_currency IS NULL OR a.value_currency = 'GBP')
       AND ${STANDING_AWARD_CONDITIONS}`;

/** The award date: the decision date, else the opportunity's published award date. */
export const AWARD_DATE_SQL = 'COALESCE(a.award_decision_date, o.award_date_published)';
