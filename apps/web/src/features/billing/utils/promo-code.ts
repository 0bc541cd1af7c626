import type { CheckPromoCodeResponse } from '@wac/contract';
import { PROMO_CODE_MIN_LENGTH } from '@wac/contract/plan-limits';

/** The spec's texts for the discount code field (account-area.md section 8). */
export const PROMO_MESSAGES = {
  invalid: 'This discount code is not valid or has expired.',
  checkFailed: 'Could not verify code. Please try again.',
  checking: 'Checking code...',
} as const;

/** Promo codes are trimmed and uppercased as they are typed. */
export function normalisePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Codes are only checked from the contract's minimum length; shorter input is the idle state. */
export function isPromoCodeCheckable(code: string): boolean {
  return code.length >= PROMO_CODE_MIN_LENGTH;
}

/** "Success! 20% discount applied. Valid for 3 months." and its variants. */
export function describeValidPromo(
  promo: Pick<CheckPromoCodeResponse, 'percent_off' | 'duration' | 'duration_in_months'>,
): string {
  const discount = promo.percent_off
    ? `${promo.percent_off}% discount applied.`
    : 'Discount applied.';
  return ['Success!', discount, describePromoDuration(promo)].filter(Boolean).join(' ');
}

function describePromoDuration(
  promo: Pick<CheckPromoCodeResponse, 'duration' | 'duration_in_months'>,
): string {
  if (promo.duration === 'forever') return 'Valid forever.';
  if (promo.duration === 'repeating' && promo.duration_in_months) {
    const months = promo.duration_in_months;
    return `Valid for ${months} ${months === 1 ? 'month' : 'months'}.`;
  }
  // Stripe's third duration; the spec only names the other two.
  if (promo.duration === 'once') return 'Applies to your first payment.';
  return '';
}
