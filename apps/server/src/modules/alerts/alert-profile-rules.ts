import {
  ALERT_PROFILE_MESSAGES,
  type AlertDelivery,
  type AlertProfileLimitReading,
  getAlertProfileLimitFor,
  INSTANT_ALERTS_UPGRADE_DETAIL,
} from '@wac/contract';
import { AppError } from '../../http/app-error';
import { type AuthUser, isPaidTier } from '../../http/auth-context';

/**
 * Profiles a tier may keep under the configured reading (ALERT_PROFILE_LIMITS, ADR 0040): the
 * alerts page's 5 for every paid tier, or the plan table's Premium 2 and Professional 20. Free
 * users have none: the page shows them an upgrade prompt instead.
 */
export function getAlertProfileLimit(tier: string, reading: AlertProfileLimitReading): number {
  return isPaidTier(tier) ? getAlertProfileLimitFor(tier, reading) : 0;
}

export const ALERT_UPGRADE_DETAIL =
  'Alert profiles are part of our paid plans. Upgrade to get email alerts for new opportunities.';

/** Creating, changing and checking profiles needs a paid plan; the server refuses free users. */
export function requirePaidPlan(user: AuthUser): void {
  if (!isPaidTier(user.tier)) {
    throw new AppError('FORBIDDEN', ALERT_UPGRADE_DETAIL, { redirectUrl: '/pricing' });
  }
}

/**
 * Instant alerts (and instant change emails for favourites) are for paid tiers: the one rule,
 * used when a profile is saved and when mail is sent (the dispatcher's SQL says the same with
 * UNPAID_TIER). A downgraded user's instant profiles are paused with the rest of their alerts.
 */
export function canUseInstantAlerts(tier: string): boolean {
  return isPaidTier(tier);
}

/** Refuses `instant` to a tier that may not have it (the form only offers it to paid plans). */
export function requireDeliveryAllowed(user: AuthUser, delivery: AlertDelivery): void {
  if (delivery === 'instant' && !canUseInstantAlerts(user.tier)) {
    throw new AppError('FORBIDDEN', INSTANT_ALERTS_UPGRADE_DETAIL, {
      redirectUrl: '/pricing',
      fieldErrors: { delivery: [INSTANT_ALERTS_UPGRADE_DETAIL] },
    });
  }
}

export function profileLimitError(count: number, limit: number): AppError {
  return new AppError(
    'FORBIDDEN',
    `Profile limit reached (${count}/${limit}). Delete a profile to create a new one.`,
  );
}

/** The error the page reads: a `profile_name` list whose first entry it shows. */
export function nameTakenError(): AppError {
  return new AppError('VALIDATION_ERROR', ALERT_PROFILE_MESSAGES.nameTaken, {
    fieldErrors: { profile_name: [ALERT_PROFILE_MESSAGES.nameTaken] },
  });
}

/** Postgres unique_violation: two requests raced past the name check. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}
