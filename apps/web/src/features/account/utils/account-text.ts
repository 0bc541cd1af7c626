import { USAGE_ACTION_LABELS } from '@wac/contract';
import { INDUSTRY_OPTIONS } from '@/config/constants';

/** "Welcome back, Ada" uses the first name, else the local part of the email. */
export function getGreetingName(user: { first_name?: string | null; email: string }): string {
  return user.first_name?.trim() || user.email.split('@')[0] || user.email;
}

/** Subscription status as shown: underscores become spaces, first letter capitalised. */
export function formatSubscriptionStatus(status: string | null | undefined): string {
  const text = (status ?? '').replaceAll('_', ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'None';
}

/** "premium" -> "Premium". */
export function formatTierName(tier: string | null | undefined): string {
  const text = (tier ?? 'free').replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function getIndustryLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return INDUSTRY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

// The contract's words for counted actions; earlier days may hold kinds no longer counted.
const ACTION_LABELS: Record<string, string> = USAGE_ACTION_LABELS;

/** "4 attachment downloads, 2 CSV exports": what today's count is made of. */
export function describeUsageBreakdown(byAction: Record<string, number>): string {
  return Object.entries(byAction)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([action, count]) => `${count} ${ACTION_LABELS[action] ?? action.replaceAll('_', ' ')}`)
    .join(', ');
}
