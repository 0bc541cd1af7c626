import type { CheckPromoCodeResponse } from '@wac/contract';
import type Stripe from 'stripe';
import type { BillingContext } from './billing-context';
import { getStripe } from './stripe-client';
import { callStripe } from './stripe-errors';

export const INVALID_PROMO_CODE = 'This discount code is not valid or has expired.';

export type ActivePromotionCode = { id: string; coupon: Stripe.Coupon };

const INVALID_ANSWER: CheckPromoCodeResponse = {
  is_valid: false,
  percent_off: null,
  amount_off: null,
  currency: null,
  duration: null,
  duration_in_months: null,
};

const DURATIONS = ['repeating', 'forever', 'once'] as const;

function readDuration(duration: string): CheckPromoCodeResponse['duration'] {
  return DURATIONS.find((known) => known === duration) ?? null;
}

function isRedeemable(promotionCode: Stripe.PromotionCode, coupon: Stripe.Coupon): boolean {
  const now = Date.now() / 1000;
  if (!promotionCode.active || !coupon.valid) return false;
  if (promotionCode.expires_at && promotionCode.expires_at <= now) return false;
  const { max_redemptions: maxRedemptions, times_redeemed: timesRedeemed } = promotionCode;
  return !maxRedemptions || timesRedeemed < maxRedemptions;
}

/**
 * The live promotion code a customer typed (Stripe matches codes case-insensitively), with its
 * coupon; null when there is none or it can no longer be redeemed.
 */
export async function findActivePromotionCode(
  context: BillingContext,
  code: string,
): Promise<ActivePromotionCode | null> {
  const stripe = getStripe(context.env);
  const list = await callStripe(context.log, 'promotionCodes.list', () =>
    stripe.promotionCodes.list({
      code,
      active: true,
      limit: 1,
      expand: ['data.promotion.coupon'],
    }),
  );
  const promotionCode = list.data[0];
  const couponRef = promotionCode?.promotion.coupon;
  if (!promotionCode || !couponRef) return null;
  const coupon =
    typeof couponRef === 'string'
      ? await callStripe(context.log, 'coupons.retrieve', () => stripe.coupons.retrieve(couponRef))
      : couponRef;
  return isRedeemable(promotionCode, coupon) ? { id: promotionCode.id, coupon } : null;
}

/** GET /api/stripe/check-promo-code/: what the pricing page says about a typed code. */
export async function checkPromoCode(
  context: BillingContext,
  code: string,
): Promise<CheckPromoCodeResponse> {
  const found = await findActivePromotionCode(context, code);
  if (!found) return INVALID_ANSWER;
  const { coupon } = found;
  return {
    is_valid: true,
    percent_off: coupon.percent_off ?? null,
    amount_off: coupon.amount_off ?? null,
    currency: coupon.currency ?? null,
    duration: readDuration(coupon.duration),
    duration_in_months: coupon.duration_in_months ?? null,
  };
}
