import type { AlertDelivery } from '@wac/contract';
import { FREE_TIER } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { type AwardFactsRow, awardFactsColumns } from '../opportunities/award-card-facts';
import type { AlertProfileRow } from './alert-profiles.repository';

/** A profile the dispatcher works on, with where its mail goes. */
export type DispatchProfile = AlertProfileRow & {
  email: string;
  first_name: string;
  /** The owner's plan, so a plan rule is applied at matching time (document search, ADR 0241). */
  tier: string;
  is_staff: boolean;
};

/**
 * Tiers that get no alerts, daily or instant (docs/decisions/0042, 0090): the same rule as
 * isPaidTier and canUseInstantAlerts.
 */
const UNPAID_TIER = FREE_TIER;

/**
 * The next page of active profiles with this delivery of active, paying users, in id order after
 * `afterId`.
 */
export async function findDispatchProfiles(
  db: Queryable,
  options: { afterId: number; limit: number; delivery: AlertDelivery },
): Promise<DispatchProfile[]> {
  const { rows } = await db.query<DispatchProfile>(
    `SELECT p.*, u.email::text AS email, u.first_name, u.tier, u.is_staff
       FROM alert_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.is_active AND p.delivery = $4 AND p.id > $1 AND u.is_active AND u.tier <> $3
      ORDER BY p.id
      LIMIT $2`,
    [options.afterId, options.limit, UNPAID_TIER, options.delivery],
  );
  return rows;
}

/**
 * The earliest window start among the profiles a run would visit (null when there are none): a
 * window starts where the profile's last run stopped, or at its creation, whichever is later.
 */
export async function findEarliestWindowStart(
  db: Queryable,
  delivery: AlertDelivery,
): Promise<Date | null> {
  const { rows } = await db.query<{ earliest: Date | null }>(
    `SELECT min(greatest(p.matched_until, p.created_at)) AS earliest
       FROM alert_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.is_active AND p.delivery = $2 AND u.is_active AND u.tier <> $1`,
    [UNPAID_TIER, delivery],
  );
  return rows[0]?.earliest ?? null;
}

/**
 * Locks the profiles that may still be alerted (still active, owner still paying), in id order
 * so concurrent runs never deadlock, and answers where each one's window now starts. A run that
 * overlaps this one waits here until this one commits, then sees the window it moved on.
 */
export async function lockDispatchProfiles(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, Date | null>> {
  const { rows } = await db.query<{ id: number; matched_until: Date | null }>(
    `SELECT p.id, p.matched_until FROM alert_profiles p JOIN users u ON u.id = p.user_id
      WHERE p.id = ANY($1::bigint[]) AND p.is_active AND u.is_active AND u.tier <> $2
      ORDER BY p.id
        FOR UPDATE OF p`,
    [ids, UNPAID_TIER],
  );
  return new Map(rows.map((row) => [row.id, row.matched_until]));
}

/**
 * Records deliveries, skipping every (profile, opportunity) already recorded, and answers the
 * pairs this call recorded: those, and only those, go into this run's digests. Rows are inserted
 * in key order so two runs claiming overlapping pairs wait on each other instead of deadlocking.
 */
export async function claimDeliveries(
  db: Queryable,
  deliveries: readonly { profileId: number; opportunityId: number; digestKey: string }[],
): Promise<{ profile_id: number; opportunity_id: number }[]> {
  if (deliveries.length === 0) return [];
  const { rows } = await db.query<{ profile_id: number; opportunity_id: number }>(
    `INSERT INTO alert_deliveries (profile_id, opportunity_id, digest_key)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[]) ORDER BY 1, 2
     ON CONFLICT (profile_id, opportunity_id) DO NOTHING
     RETURNING profile_id, opportunity_id`,
    [
      deliveries.map((delivery) => delivery.profileId),
      deliveries.map((delivery) => delivery.opportunityId),
      deliveries.map((delivery) => delivery.digestKey),
    ],
  );
  return rows;
}

export type DigestOpportunityRow = AwardFactsRow & {
  id: number;
  wac_id: string;
  title: string;
  buyer_name: string | null;
  value_amount: number | null;
  value_currency: string | null;
  tender_deadline_date: Date | null;
  release_date: Date | null;
  /** opportunity_lifecycle (migration 0140), for the status line. */
  lifecycle: number;
};

/**
 * What a digest shows of each opportunity: the awarded value when there is one, else the
 * estimate, and every award's value and suppliers (a multi-award notice's range, ADR 0348).
 */
export async function findDigestOpportunities(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, DigestOpportunityRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<DigestOpportunityRow>(
    `SELECT id, wac_id, title, buyer_name,
            coalesce(award_value_amount, tender_value_amount) AS value_amount,
            CASE WHEN award_value_amount IS NOT NULL THEN coalesce(award_value_currency, 'GBP')
                 ELSE coalesce(tender_value_currency, 'GBP') END AS value_currency,
            tender_deadline_date, release_date,
            opportunity_lifecycle(stage, tender_status) AS lifecycle,
            ${awardFactsColumns('o')}
       FROM opportunities o WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Moves the locked profiles' windows on to `until` (never back, should an older run finish
 * late) and stamps last_alerted_at on those that got a digest.
 */
export async function markProfilesDispatched(
  db: Queryable,
  options: { profileIds: readonly number[]; alertedIds: readonly number[]; until: Date },
): Promise<void> {
  if (options.profileIds.length === 0) return;
  await db.query(
    `UPDATE alert_profiles
        SET matched_until = greatest(matched_until, $3::timestamptz),
            last_alerted_at = CASE WHEN id = ANY($2::bigint[]) THEN now() ELSE last_alerted_at END
      WHERE id = ANY($1::bigint[])`,
    [options.profileIds, options.alertedIds, options.until],
  );
}
