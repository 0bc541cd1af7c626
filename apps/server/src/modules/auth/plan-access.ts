import {
  type AnalyticsAccess,
  describeLowestPlanWith,
  type PlanCapability,
  tierIncludes,
} from '@wac/contract';
import { AppError } from '../../http/app-error';
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

export const DOCUMENT_SEARCH_SIGN_IN = 'Please log in to search inside tender documents.';
export const documentSearchPlanNeeded = () =>
  `Searching inside tender documents comes with the ${describeLowestPlanWith('document_search')} plan and above.`;

/**
 * The tier rule for document search and the document reader (issue 32, ADR 0241): signed in
 * (401), then a plan with `document_search` (403 naming it). One check for every route.
 */
export function requireDocumentSearch(user: AuthUser | null): AuthUser {
  if (!user) throw new AppError('UNAUTHENTICATED', DOCUMENT_SEARCH_SIGN_IN);
  if (!hasCapability(user, 'document_search')) {
    throw new AppError('FORBIDDEN', documentSearchPlanNeeded());
  }
  return user;
}
