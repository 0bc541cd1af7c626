import type { SearchResult } from '@wac/contract';
import { DESCRIPTION_PREVIEW_LENGTH } from '@/config/constants';
import { formatMoney } from '@/lib/format';

/** The description's first 250 characters (section 9), whitespace tidied, with an ellipsis if cut. */
export function previewDescription(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_PREVIEW_LENGTH) return clean;
  return `${clean.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`;
}

/** Awarded Value when an award value exists, else Estimated Value; null when neither is known. */
export function describeResultValue(
  result: Pick<SearchResult, 'award_value_amount' | 'tender_value_amount' | 'value_currency'>,
): { label: string; text: string } | null {
  if (result.award_value_amount !== null) {
    return {
      label: 'Awarded Value',
      text: formatMoney(result.award_value_amount, result.value_currency),
    };
  }
  if (result.tender_value_amount !== null) {
    return {
      label: 'Estimated Value',
      text: formatMoney(result.tender_value_amount, result.value_currency),
    };
  }
  return null;
}
