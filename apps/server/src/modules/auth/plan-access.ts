import { type AnalyticsAccess, type PlanCapability, tierIncludes } from '@wac/contract';
import { type AuthUser, isPaidTier } from '../../http/auth-context';

/**
 * Whether the user may use a capability of the plans (CAPABILITY_PLANS in the contract, ADR
 * 0141): their tier includes it, they are staff, or they kept it from before it moved to a
 * higher plan (Premium subscribers of the day keep the re-tender radar while they pay).
 */
export function hasCapability(user: AuthUser, capability: PlanCapability): boolean {
  if (user.is_staff || tierIncludes(user.tier, capability)) return true;
  return isPaidTier(user.tier) && user.kept_capabilities.includes(capability);
}

/** The same rule as the pages say it: a visitor may sign in, an account may upgrade. */
export function capabilityAccessFor(
  user: AuthUser | null,
  capability: PlanCapability,
): AnalyticsAccess {
  if (!user) return 'sign_in_required';
  return hasCapability(user, capability) ? 'granted' : 'upgrade_required';
}
