import { ALERT_PROFILE_MESSAGES, MAX_ALERT_PROFILES } from '@wac/contract';
import { AppError } from '../../http/app-error';
import { type AuthUser, isPaidTier } from '../auth/auth-context';

/**
 * Profiles a tier may keep. The alerts page caps every paid tier at 5; the plan table's 2
 * (premium) and 20 (professional) are reconciled in docs/decisions/0040-alert-profile-limit.md.
 * Free users have none: the page shows them an upgrade prompt instead.
 */
export function getAlertProfileLimit(tier: string): number {
  return isPaidTier(tier) ? MAX_ALERT_PROFILES : 0;
}

export const ALERT_UPGRADE_DETAIL =
  'Alert profiles are part of our paid plans. Upgrade to get email alerts for new opportunities.';

/** Creating, changing and checking profiles needs a paid plan; the server refuses free users. */
export function requirePaidPlan(user: AuthUser): void {
  if (!isPaidTier(user.tier)) {
    throw new AppError('FORBIDDEN', ALERT_UPGRADE_DETAIL, { redirectUrl: '/pricing' });
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
