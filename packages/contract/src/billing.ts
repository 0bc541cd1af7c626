import { z } from 'zod';
import { inputText } from './input-text';
import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_MIN_LENGTH, planIdValues } from './plan-limits';

/** Plans and billing (account-area.md sections 2, 3, 7 and 9; docs/decisions/0035-0036). */

export const planIdSchema = z.enum(planIdValues);
export type PlanId = z.infer<typeof planIdSchema>;

export const billingIntervalValues = ['monthly', 'annually'] as const;
export const billingIntervalSchema = z.enum(billingIntervalValues);
export type BillingInterval = z.infer<typeof billingIntervalSchema>;

/** What a call to action does: upgrade through checkout, register, or email sales. */
export const planActionSchema = z.enum(['checkout', 'register', 'contact_sales', 'none']);
export type PlanAction = z.infer<typeof planActionSchema>;

/**
 * One bullet of a plan card (ADR 0140). `software` lives in the app: `href` is its page, or null
 * while it is `coming_soon`. `service` is provided by people and listed only when the operator
 * configured it: `href` is the operator's https page about it, or null.
 */
export const planFeatureSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(['software', 'service']),
  href: z.string().nullable(),
  coming_soon: z.boolean(),
});
export type PlanFeature = z.infer<typeof planFeatureSchema>;

export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  description: z.string(),
  /** Whole pounds; null for custom pricing (Enterprise). */
  price: z.object({ monthly: z.number().nullable(), annually: z.number().nullable() }),
  /** The annual price divided by 12, rounded: what the annual toggle shows per month. */
  annualMonthlyEquivalent: z.number().nullable(),
  /** e.g. "Save 16%" on the annual toggle; null when there is nothing to save. */
  annualSavingsLabel: z.string().nullable(),
  /** Stripe price ids; null when the plan is free, custom or billing is not configured. */
  priceIds: z.object({ monthly: z.string().nullable(), annually: z.string().nullable() }),
  status: z.enum(['active', 'coming_soon']),
  tag: z.string().nullable(),
  cta: z.object({ label: z.string(), action: planActionSchema, href: z.string().nullable() }),
  /** The plan below whose features this plan also has ("Everything in Premium"), if any. */
  includes: planIdSchema.nullable(),
  features: z.array(planFeatureSchema),
  /** Null means unlimited. */
  limits: z.object({
    dailyActions: z.number().nullable(),
    alertProfiles: z.number().nullable(),
    favourites: z.number().nullable(),
    /** Rows a search export may hold (0: searches cannot be exported); ADR 0093. */
    csvExportRows: z.number(),
  }),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/plans/ */
export const plansResponseSchema = z.object({
  currency: z.literal('GBP'),
  /** False on a machine without Stripe keys: upgrade buttons say billing is not configured. */
  billing_configured: z.boolean(),
  plans: z.array(planSchema),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** Trimmed and uppercased, as the pricing page sends it. */
export const promoCodeSchema = inputText()
  .trim()
  .max(PROMO_CODE_MAX_LENGTH)
  .transform((code) => code.toUpperCase());

/** POST /api/stripe/create-checkout-session/ */
export const createCheckoutSessionRequestSchema = z.object({
  price_id: inputText({ error: 'This field is required.' })
    .trim()
    .min(1, 'This field is required.'),
  /** The web app's origin; used for the return URLs only if it is an allowed origin. */
  frontend_base_url: inputText().trim().max(2048).nullish(),
  promotion_code: promoCodeSchema.nullish(),
});
export type CreateCheckoutSessionRequest = z.input<typeof createCheckoutSessionRequestSchema>;

export const createCheckoutSessionResponseSchema = z.object({
  sessionId: z.string(),
  /** The hosted checkout page: the web app navigates here (docs/decisions/0035). */
  url: z.string(),
});
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponseSchema>;

/** GET /api/stripe/check-promo-code/?code= */
export const checkPromoCodeQuerySchema = z.object({
  code: promoCodeSchema.pipe(z.string().min(PROMO_CODE_MIN_LENGTH, 'Enter at least 3 characters.')),
});

export const checkPromoCodeResponseSchema = z.object({
  is_valid: z.boolean(),
  percent_off: z.number().nullable(),
  /** Minor units (pence) of `currency`. */
  amount_off: z.number().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(['repeating', 'forever', 'once']).nullable(),
  duration_in_months: z.number().nullable(),
});
export type CheckPromoCodeResponse = z.infer<typeof checkPromoCodeResponseSchema>;

/** POST /api/stripe/create-portal-session/ (the body is optional). */
export const createPortalSessionRequestSchema = z
  .object({ frontend_base_url: inputText().trim().max(2048).nullish() })
  .nullish()
  .transform((body) => body ?? {});

export const createPortalSessionResponseSchema = z.object({ url: z.string() });
export type CreatePortalSessionResponse = z.infer<typeof createPortalSessionResponseSchema>;

/** POST /api/stripe/sync-checkout-session/: the success page asks for the truth at once. */
export const syncCheckoutSessionRequestSchema = z.object({
  session_id: inputText().trim().min(1).max(255),
});

export const subscriptionStateResponseSchema = z.object({
  tier: z.string(),
  subscription_status: z.string(),
});
export type SubscriptionStateResponse = z.infer<typeof subscriptionStateResponseSchema>;

/** POST /api/stripe/webhook/ */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
