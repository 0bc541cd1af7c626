import type { FavouriteOpportunity } from '@wac/contract';
import { DESCRIPTION_PREVIEW_LENGTH } from '@/config/constants';
import { formatMoney } from '@/lib/format';

/** The description cut at the spec's 250 characters, on a word boundary when one is near. */
export function previewDescription(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_PREVIEW_LENGTH) return clean;
  const cut = clean.slice(0, DESCRIPTION_PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_PREVIEW_LENGTH - 40 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The awarded value when there is one, else the estimate; null when neither is known. */
export function describeValue(
  opportunity: FavouriteOpportunity,
): { label: string; text: string } | null {
  if (opportunity.award_value_amount !== null) {
    return {
      label: 'Awarded value',
      text: formatMoney(opportunity.award_value_amount, opportunity.value_currency),
    };
  }
  if (opportunity.tender_value_amount !== null) {
    return {
      label: 'Estimated value',
      text: formatMoney(opportunity.tender_value_amount, opportunity.value_currency),
    };
  }
  return null;
}

/** "Saved 2 of 3", or "Saved 12" with no limit. */
export function describeSavedCount(count: number, limit: number | null): string {
  return limit === null ? `Saved ${count} (unlimited)` : `Saved ${count} of ${limit}`;
}
