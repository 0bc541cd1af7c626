import type { SearchResult } from '@wac/contract';
import { describeAwardValues } from '@wac/contract/award-values';
import { DESCRIPTION_PREVIEW_LENGTH } from '@/config/constants';
import { formatMoney } from '@/lib/format';

/** The description's first 250 characters (section 9), whitespace tidied, with an ellipsis if cut. */
export function previewDescription(text: string | null | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_PREVIEW_LENGTH) return clean;
  return `${clean.slice(0, DESCRIPTION_PREVIEW_LENGTH).trimEnd()}…`;
}

/**
 * Awarded Value when an award value exists (several awards: the range of their values, never
 * their sum, ADR 0342), else Estimated Value; null when neither is known.
 */
export function describeResultValue(
  result: Pick<
    SearchResult,
    'award_value_amount' | 'tender_value_amount' | 'value_currency' | 'award_values'
  >,
): { label: string; text: string } | null {
  if (result.award_values) {
    return { label: 'Awarded Value', text: describeAwardValues(result.award_values, formatMoney) };
  }
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

/**
 * The card's supplier: the first one named, and how many others the awards name (ADR 0342), so
 * a five-supplier award does not read as one company's; null when none is named.
 */
export function describeResultSuppliers(
  result: Pick<SearchResult, 'supplier_name' | 'supplier_count'>,
): { first: string; others: string | null } | null {
  if (!result.supplier_name) return null;
  const others = (result.supplier_count ?? 1) - 1;
  return {
    first: result.supplier_name,
    others: others > 0 ? `and ${others} ${others === 1 ? 'other' : 'others'}` : null,
  };
}
