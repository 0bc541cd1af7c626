import { z } from 'zod';
import {
  checkPromoCodeQuerySchema,
  checkPromoCodeResponseSchema,
  createCheckoutSessionRequestSchema,
  createCheckoutSessionResponseSchema,
  createPortalSessionRequestSchema,
  createPortalSessionResponseSchema,
  plansResponseSchema,
  subscriptionStateResponseSchema,
  syncCheckoutSessionRequestSchema,
  webhookResponseSchema,
} from '../billing';
import type { ApiRoute } from './api-route';

/** Plans, Stripe checkout, the billing portal and the webhook. */
export const BILLING_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/plans/',
    tag: 'Billing',
    summary: 'Plans and prices',
    responses: { 200: plansResponseSchema },
  },
  {
    method: 'post',
    path: '/api/stripe/create-checkout-session/',
    tag: 'Billing',
    summary: 'Start a Stripe checkout for a plan',
    isSignedIn: true,
    body: createCheckoutSessionRequestSchema,
    responses: { 200: createCheckoutSessionResponseSchema },
  },
  {
    method: 'get',
    path: '/api/stripe/check-promo-code/',
    tag: 'Billing',
    summary: 'Whether a promotion code applies',
    isSignedIn: true,
    query: checkPromoCodeQuerySchema as unknown as z.ZodObject,
    responses: { 200: checkPromoCodeResponseSchema },
  },
  {
    method: 'post',
    path: '/api/stripe/create-portal-session/',
    tag: 'Billing',
    summary: "Open Stripe's billing portal",
    isSignedIn: true,
    body: createPortalSessionRequestSchema,
    responses: { 200: createPortalSessionResponseSchema },
  },
  {
    method: 'post',
    path: '/api/stripe/sync-checkout-session/',
    tag: 'Billing',
    summary: 'Apply a finished checkout now, without waiting for the webhook',
    isSignedIn: true,
    body: syncCheckoutSessionRequestSchema,
    responses: { 200: subscriptionStateResponseSchema },
  },
  {
    method: 'post',
    path: '/api/stripe/webhook/',
    tag: 'Billing',
    summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
    body: z.object({}).passthrough(),
    responses: { 200: webhookResponseSchema },
  },
];
