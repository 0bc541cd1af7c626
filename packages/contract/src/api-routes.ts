import { z } from 'zod';
import {
  alertProfileListResponseSchema,
  alertProfileParamsSchema,
  alertProfileRequestSchema,
  alertProfileSchema,
  checkAlertProfileNameQuerySchema,
  checkAlertProfileNameResponseSchema,
  unsubscribeAlertRequestSchema,
  unsubscribeAlertResponseSchema,
} from './alert-profiles';
import {
  detailResponseSchema,
  emailOnlyRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordResetConfirmRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  userResponseSchema,
  verifyEmailRequestSchema,
} from './auth';
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
} from './billing';
import {
  calendarFeedCreatedSchema,
  calendarFeedFileParamsSchema,
  calendarFeedStatusSchema,
} from './calendar-feed';
import { cpvQuerySchema, cpvResponseSchema } from './cpv';
import {
  addFavouriteRequestSchema,
  favouriteChangeEmailsSchema,
  favouriteListResponseSchema,
  favouriteParamsSchema,
  favouriteSchema,
  updateFavouriteChangeEmailsSchema,
} from './favourites';
import { followListSchema, followParamsSchema, followRequestSchema, followSchema } from './follows';
import { healthResponseSchema, readinessResponseSchema } from './health';
import {
  buyerLeaderboardResponseSchema,
  leaderboardParamsSchema,
  leaderboardQuerySchema,
  supplierLeaderboardResponseSchema,
} from './leaderboards';
import { opportunityDetailSchema, opportunityParamsSchema } from './opportunities';
import { organisationParamsSchema, organisationProfileSchema } from './organisations';
import { profileResponseSchema, updateProfileRequestSchema } from './profile';
import {
  contactRequestSchema,
  contactResponseSchema,
  deleteAccountRequestSchema,
  siteConfigResponseSchema,
  siteStatsResponseSchema,
} from './public-site';
import { radarQuerySchema, radarResponseSchema } from './radar';
import { searchCountResponseSchema, searchQuerySchema, searchResponseSchema } from './search';
import { dailyUsageResponseSchema } from './usage';

/**
 * Every HTTP route of the server with the contract schemas of its input and answers: the one
 * source of `/api/openapi.json` (the server generates the document from this list, ADR 0076)
 * and of the test that fails when a registered route is missing here. Paths are written as the
 * web client calls them (trailing slash; the server accepts both).
 */
export type ApiRoute = {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  summary: string;
  /** Needs `Authorization: Token <key>` (answers 401 without it). */
  isSignedIn?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** Success answers by status; every route may also answer the error envelope. */
  responses: Record<number, z.ZodType | { contentType: string; description: string } | null>;
};

const text = (description: string) => ({ contentType: 'text/plain', description });

export const API_ROUTES: ApiRoute[] = [
  // Operations
  {
    method: 'get',
    path: '/api/health/',
    tag: 'Operations',
    summary: 'Database, migrations and sync status (503 when the database is down)',
    responses: { 200: healthResponseSchema, 503: healthResponseSchema },
  },
  {
    method: 'get',
    path: '/api/ready/',
    tag: 'Operations',
    summary:
      'Readiness for a load balancer: false while migrations run or are pending, or the database is unreachable',
    responses: { 200: readinessResponseSchema, 503: readinessResponseSchema },
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics (this machine, or Authorization: Bearer METRICS_TOKEN)',
    responses: { 200: text('Prometheus text exposition format 0.0.4') },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This document',
    responses: { 200: { contentType: 'application/json', description: 'OpenAPI 3.1 document' } },
  },
  {
    method: 'get',
    path: '/api/docs/',
    tag: 'Operations',
    summary: 'The readable API reference (HTML)',
    responses: { 200: { contentType: 'text/html', description: 'Reference page' } },
  },
  // Search and opportunities
  {
    method: 'get',
    path: '/api/search/',
    tag: 'Search',
    summary: 'Search opportunities; with count_only=true just the exact total',
    query: searchQuerySchema as unknown as z.ZodObject,
    responses: { 200: z.union([searchResponseSchema, searchCountResponseSchema]) },
  },
  {
    method: 'get',
    path: '/api/search/export.csv',
    tag: 'Search',
    summary: "Every page of the search as CSV, up to the plan's row limit (one daily action)",
    isSignedIn: true,
    query: searchQuerySchema as unknown as z.ZodObject,
    responses: { 200: { contentType: 'text/csv', description: 'CSV file' } },
  },
  {
    method: 'get',
    path: '/api/opportunities/{id}/',
    tag: 'Opportunities',
    summary: 'One opportunity by WAC ID',
    params: opportunityParamsSchema,
    responses: { 200: opportunityDetailSchema },
  },
  {
    method: 'get',
    path: '/api/opportunities/{id}/download-attachments/',
    tag: 'Opportunities',
    summary: "A zip of the opportunity's attachments",
    isSignedIn: true,
    params: opportunityParamsSchema,
    responses: { 200: { contentType: 'application/zip', description: 'Zip archive' } },
  },
  {
    method: 'get',
    path: '/api/leaderboards/{board}/',
    tag: 'Leaderboards',
    summary: 'Top buyers or suppliers by awarded value',
    params: leaderboardParamsSchema,
    query: leaderboardQuerySchema as unknown as z.ZodObject,
    responses: {
      200: z.union([buyerLeaderboardResponseSchema, supplierLeaderboardResponseSchema]),
    },
  },
  // Buyer and supplier intelligence (issue 19)
  {
    method: 'get',
    path: '/api/buyers/{id}/',
    tag: 'Organisations',
    summary: "A buyer's page: header and open opportunities for everyone, analytics for paid plans",
    params: organisationParamsSchema,
    responses: { 200: organisationProfileSchema },
  },
  {
    method: 'get',
    path: '/api/suppliers/{id}/',
    tag: 'Organisations',
    summary:
      "A supplier's page: header and open opportunities for everyone, analytics for paid plans",
    params: organisationParamsSchema,
    responses: { 200: organisationProfileSchema },
  },
  {
    method: 'get',
    path: '/api/radar/',
    tag: 'Organisations',
    summary:
      'Awarded contracts ending within 3, 6, 12 or 24 months, soonest first; re-tender estimates and further pages for paid plans',
    query: radarQuerySchema as unknown as z.ZodObject,
    responses: { 200: radarResponseSchema },
  },
  {
    method: 'get',
    path: '/api/follows/',
    tag: 'Organisations',
    summary: 'The buyers and suppliers the user follows',
    isSignedIn: true,
    responses: { 200: followListSchema },
  },
  {
    method: 'post',
    path: '/api/follows/',
    tag: 'Organisations',
    summary: 'Follow a buyer (its new notices) or a supplier (its new awards); paid plans',
    isSignedIn: true,
    body: followRequestSchema,
    responses: { 200: followSchema, 201: followSchema },
  },
  {
    method: 'delete',
    path: '/api/follows/{role}/{id}/',
    tag: 'Organisations',
    summary: 'Stop following',
    isSignedIn: true,
    params: followParamsSchema,
    responses: { 204: null },
  },
  {
    method: 'get',
    path: '/api/cpv/',
    tag: 'Search',
    summary: 'CPV codes and labels matching a code prefix or words (the CPV filter)',
    query: cpvQuerySchema as unknown as z.ZodObject,
    responses: { 200: cpvResponseSchema },
  },
  {
    method: 'get',
    path: '/api/site-config/',
    tag: 'Site',
    summary: 'Public settings the web app shows (contact, map)',
    responses: { 200: siteConfigResponseSchema },
  },
  {
    method: 'get',
    path: '/api/stats/',
    tag: 'Site',
    summary: 'Headline counts for the home page',
    responses: { 200: siteStatsResponseSchema },
  },
  {
    method: 'post',
    path: '/api/contact/',
    tag: 'Site',
    summary: 'Send a message to staff',
    body: contactRequestSchema,
    responses: { 201: contactResponseSchema },
  },
  {
    method: 'get',
    path: '/api/plans/',
    tag: 'Billing',
    summary: 'Plans and prices',
    responses: { 200: plansResponseSchema },
  },
  // Accounts
  {
    method: 'post',
    path: '/api/auth/login/',
    tag: 'Accounts',
    summary: 'Log in; answers the token for the Authorization header',
    body: loginRequestSchema,
    responses: { 200: loginResponseSchema },
  },
  {
    method: 'post',
    path: '/api/auth/logout/',
    tag: 'Accounts',
    summary: 'End this session',
    responses: { 200: detailResponseSchema },
  },
  {
    method: 'get',
    path: '/api/auth/user/',
    tag: 'Accounts',
    summary: 'The signed-in user',
    isSignedIn: true,
    responses: { 200: userResponseSchema },
  },
  {
    method: 'delete',
    path: '/api/auth/user/',
    tag: 'Accounts',
    summary: 'Delete the account (password required)',
    isSignedIn: true,
    body: deleteAccountRequestSchema,
    responses: { 204: null },
  },
  {
    method: 'post',
    path: '/api/auth/register/',
    tag: 'Accounts',
    summary: 'Create an account',
    body: registerRequestSchema,
    responses: { 201: registerResponseSchema },
  },
  {
    method: 'post',
    path: '/api/auth/registration/',
    tag: 'Accounts',
    summary: 'Create an account (the same as /api/auth/register/)',
    body: registerRequestSchema,
    responses: { 201: registerResponseSchema },
  },
  {
    method: 'post',
    path: '/api/auth/registration/verify-email/',
    tag: 'Accounts',
    summary: 'Confirm an email address with the key from the email',
    body: verifyEmailRequestSchema,
    responses: { 200: detailResponseSchema },
  },
  {
    method: 'post',
    path: '/api/auth/registration/resend-email/',
    tag: 'Accounts',
    summary: 'Send the confirmation email again',
    body: emailOnlyRequestSchema,
    responses: { 200: detailResponseSchema },
  },
  {
    method: 'post',
    path: '/api/auth/password/reset/',
    tag: 'Accounts',
    summary: 'Email a password reset link',
    body: emailOnlyRequestSchema,
    responses: { 200: detailResponseSchema },
  },
  {
    method: 'post',
    path: '/api/auth/password/reset/confirm/',
    tag: 'Accounts',
    summary: 'Set a new password with the link from the email',
    body: passwordResetConfirmRequestSchema,
    responses: { 200: detailResponseSchema },
  },
  {
    method: 'get',
    path: '/api/profile/',
    tag: 'Accounts',
    summary: 'The profile',
    isSignedIn: true,
    responses: { 200: profileResponseSchema },
  },
  {
    method: 'put',
    path: '/api/profile/',
    tag: 'Accounts',
    summary: 'Update the profile',
    isSignedIn: true,
    body: updateProfileRequestSchema,
    responses: { 200: profileResponseSchema },
  },
  {
    method: 'get',
    path: '/api/usage/',
    tag: 'Accounts',
    summary: "Today's counted actions against the plan's limit",
    isSignedIn: true,
    responses: { 200: dailyUsageResponseSchema },
  },
  // Favourites and alerts
  {
    method: 'get',
    path: '/api/favourites/',
    tag: 'Favourites',
    summary: 'Saved opportunities',
    isSignedIn: true,
    responses: { 200: favouriteListResponseSchema },
  },
  {
    method: 'post',
    path: '/api/favourites/',
    tag: 'Favourites',
    summary: 'Save an opportunity (201 new, 200 already saved)',
    isSignedIn: true,
    body: addFavouriteRequestSchema,
    responses: { 200: favouriteSchema, 201: favouriteSchema },
  },
  {
    method: 'delete',
    path: '/api/favourites/{id}/',
    tag: 'Favourites',
    summary: 'Remove a saved opportunity',
    isSignedIn: true,
    params: favouriteParamsSchema,
    responses: { 204: null },
  },
  {
    method: 'get',
    path: '/api/favourites/export.csv',
    tag: 'Favourites',
    summary: 'The saved opportunities as CSV (UTF-8 with BOM; one daily action)',
    isSignedIn: true,
    responses: { 200: { contentType: 'text/csv', description: 'CSV file' } },
  },
  {
    method: 'get',
    path: '/api/favourites/change-emails/',
    tag: 'Favourites',
    summary: 'Whether changes to saved opportunities are emailed, and when',
    isSignedIn: true,
    responses: { 200: favouriteChangeEmailsSchema },
  },
  {
    method: 'put',
    path: '/api/favourites/change-emails/',
    tag: 'Favourites',
    summary: 'Turn change emails on or off',
    isSignedIn: true,
    body: updateFavouriteChangeEmailsSchema,
    responses: { 200: favouriteChangeEmailsSchema },
  },
  {
    method: 'post',
    path: '/api/favourites/change-emails/unsubscribe/',
    tag: 'Favourites',
    summary: "Stop change emails with the token from one (List-Unsubscribe's one click)",
    body: unsubscribeAlertRequestSchema,
    responses: { 200: z.object({ is_enabled: z.boolean() }) },
  },
  {
    method: 'get',
    path: '/api/calendar-feed/',
    tag: 'Favourites',
    summary: 'Whether the secret calendar link of the favourites exists',
    isSignedIn: true,
    responses: { 200: calendarFeedStatusSchema },
  },
  {
    method: 'post',
    path: '/api/calendar-feed/',
    tag: 'Favourites',
    summary: 'Make (or reset) the secret calendar link; its address is answered only now',
    isSignedIn: true,
    responses: { 201: calendarFeedCreatedSchema },
  },
  {
    method: 'get',
    path: '/api/calendar/{file}',
    tag: 'Favourites',
    summary: "iCalendar feed of the favourites' deadlines (`<token>.ics`; the token is the key)",
    params: calendarFeedFileParamsSchema,
    responses: { 200: { contentType: 'text/calendar', description: 'iCalendar (RFC 5545)' } },
  },
  {
    method: 'get',
    path: '/api/alert-profiles/',
    tag: 'Alerts',
    summary: 'Alert profiles',
    isSignedIn: true,
    responses: { 200: alertProfileListResponseSchema },
  },
  {
    method: 'post',
    path: '/api/alert-profiles/',
    tag: 'Alerts',
    summary: 'Create an alert profile',
    isSignedIn: true,
    body: alertProfileRequestSchema,
    responses: { 201: alertProfileSchema },
  },
  {
    method: 'get',
    path: '/api/alert-profiles/check-name/',
    tag: 'Alerts',
    summary: 'Whether a profile name is free',
    isSignedIn: true,
    query: checkAlertProfileNameQuerySchema as unknown as z.ZodObject,
    responses: { 200: checkAlertProfileNameResponseSchema },
  },
  {
    method: 'put',
    path: '/api/alert-profiles/{id}/',
    tag: 'Alerts',
    summary: 'Update an alert profile',
    isSignedIn: true,
    params: alertProfileParamsSchema,
    body: alertProfileRequestSchema,
    responses: { 200: alertProfileSchema },
  },
  {
    method: 'delete',
    path: '/api/alert-profiles/{id}/',
    tag: 'Alerts',
    summary: 'Delete an alert profile',
    isSignedIn: true,
    params: alertProfileParamsSchema,
    responses: { 204: null },
  },
  {
    method: 'post',
    path: '/api/alert-profiles/unsubscribe/',
    tag: 'Alerts',
    summary:
      "Stop an alert with the token from its email (body, or query as List-Unsubscribe's URL)",
    body: unsubscribeAlertRequestSchema,
    responses: { 200: unsubscribeAlertResponseSchema },
  },
  // Billing
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
