import { z } from 'zod';
import { inputText } from './input-text';

/**
 * Webhooks (issue 34, ADRs 0215-0217): a user's alert profiles, follows and favourite changes,
 * and the pipeline events of workspaces they run (ADR 0257), posted to Slack, Microsoft Teams or
 * any HTTPS endpoint. `GET/POST /api/webhooks/`,
 * `PUT/DELETE /api/webhooks/{id}/`, `POST /api/webhooks/{id}/pause|resume|test/`. Paid plans
 * only (`webhooks` in CAPABILITY_PLANS); the server checks the address is public.
 */
export const WEBHOOK_KINDS = ['slack', 'teams', 'generic'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** What each kind is called on screen. */
export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  slack: 'Slack',
  teams: 'Microsoft Teams',
  generic: 'Any HTTPS endpoint',
};

/** Endpoints per account: room for a channel per team, far above real use. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
/** Failed attempts in a row (any delivery) after which an endpoint is paused and its owner told. */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 5;
/** A signed delivery older than this (by its timestamp header) should be refused as a replay. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The generic endpoint's headers (docs/webhooks.md says how to check them). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-wac-signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-wac-timestamp';
export const WEBHOOK_DELIVERY_HEADER = 'x-wac-delivery';

const idText = (what: string) =>
  inputText()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, `Use the ${what} number.`)
    .transform(Number);

export const webhookParamsSchema = z.object({ id: idText('webhook') });

const subscriptionShape = {
  endpoint_name: inputText()
    .trim()
    .min(1, 'Give the webhook a name.')
    .max(100, 'Use at most 100 characters.'),
  alert_profile_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), {
      error: 'Choose alert profiles from your list.',
    })
    .max(100, 'Choose at most 100 alert profiles.')
    .default([]),
  receives_follows: z.boolean({ error: 'Choose yes or no.' }).default(false),
  receives_favourite_changes: z.boolean({ error: 'Choose yes or no.' }).default(false),
  /** Workspaces whose pipeline events it receives: the caller's role must allow `pipeline.webhooks`. */
  pipeline_workspace_ids: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), {
      error: 'Choose workspaces from your list.',
    })
    .max(50, 'Choose at most 50 workspaces.')
    .default([]),
};

export const createWebhookRequestSchema = z.object({
  kind: z.enum(WEBHOOK_KINDS, { error: 'Choose Slack, Microsoft Teams or any HTTPS endpoint.' }),
  url: inputText()
    .trim()
    .min(1, 'Paste the webhook URL.')
    .max(2000, 'Use a URL of at most 2,000 characters.')
    .regex(/^https?:\/\/[^\s/]+/i, 'Paste the whole webhook URL, starting https://.'),
  ...subscriptionShape,
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

/** PUT: the name and what the endpoint receives (the URL and kind stay; make a new one instead). */
export const updateWebhookRequestSchema = z.object(subscriptionShape);
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequestSchema>;

export const WEBHOOK_STATUSES = ['active', 'paused_by_user', 'paused_after_failures'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  kind: z.enum(WEBHOOK_KINDS),
  endpoint_name: z.string(),
  /** Only the host: the full address lets anyone post to the channel, so it is never shown again. */
  url_host: z.string(),
  alert_profile_ids: z.array(z.number().int()),
  receives_follows: z.boolean(),
  receives_favourite_changes: z.boolean(),
  pipeline_workspace_ids: z.array(z.number().int()),
  status: z.enum(WEBHOOK_STATUSES),
  consecutive_failures: z.number().int(),
  last_success_at: z.string().nullable(),
  last_error_at: z.string().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The create answer: a generic endpoint's signing secret is shown this once. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({
  signing_secret: z.string().nullable(),
});
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookListSchema = z.object({
  endpoints: z.array(webhookEndpointSchema),
  /** Whether the account's plan includes webhooks (a lapsed plan keeps its list, paused). */
  can_use_webhooks: z.boolean(),
  max_endpoints: z.number().int(),
});
export type WebhookList = z.infer<typeof webhookListSchema>;

/** POST /test/: whether the receiver took the test message, and its answer when not. */
export const webhookTestResultSchema = z.object({
  is_delivered: z.boolean(),
  detail: z.string(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

/**
 * What a pipeline event (ADR 0257) tells a generic endpoint beside the shared fields: the item,
 * and each change the audit entry recorded that a team watches for.
 */
export const PIPELINE_WEBHOOK_CHANGES = ['added', 'stage', 'owner', 'decision', 'outcome'] as const;
export type PipelineWebhookChange = (typeof PIPELINE_WEBHOOK_CHANGES)[number];
