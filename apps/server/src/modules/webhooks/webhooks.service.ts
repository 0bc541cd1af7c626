import {
  type createWebhookRequestSchema,
  describeLowestPlanWith,
  MAX_WEBHOOK_ENDPOINTS,
  type updateWebhookRequestSchema,
  type WebhookCreated,
  type WebhookEndpoint,
  type WebhookList,
  type WebhookTestResult,
} from '@wac/contract';
import type { z } from 'zod';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hasCapability } from '../auth/plan-access';
import { mayDoInWorkspace } from '../workspaces';
import type { WebhookDeps } from './deliver-webhook';
import { deliverAfterCommit } from './queue-webhook-events';
import {
  describeUnusableWebhookUrl,
  describeUrlHost,
  webhookAddressRules,
} from './webhook-address';
import { findPendingDeliveryIds } from './webhook-deliveries.repository';
import {
  countEndpoints,
  deleteEndpoint,
  type EndpointChoices,
  findEndpoints,
  findOwnEndpoint,
  findOwnProfileIds,
  insertEndpoint,
  setEndpointPaused,
  updateEndpointChoices,
  type WebhookEndpointRow,
} from './webhook-endpoints.repository';
import { queueDeliveryJobs } from './webhook-queue';
import { createSigningSecret } from './webhook-signature';
import { sendTestMessage } from './webhook-test-message';

export const WEBHOOKS_NEED_PAID_PLAN = `Webhooks to Slack, Microsoft Teams and your own endpoints are part of the ${describeLowestPlanWith('webhooks')} plan and above. Upgrade to add one.`;
const NOT_FOUND = 'Webhook not found.';

/** The one tier rule for webhooks (CAPABILITY_PLANS.webhooks; staff too). */
export const canUseWebhooks = (user: AuthUser) => hasCapability(user, 'webhooks');

function requireWebhooks(user: AuthUser): void {
  if (!canUseWebhooks(user)) {
    throw new AppError('FORBIDDEN', WEBHOOKS_NEED_PAID_PLAN, { redirectUrl: '/pricing' });
  }
}

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: Number(row.id),
    kind: row.kind,
    endpoint_name: row.name,
    url_host: describeUrlHost(row.url),
    alert_profile_ids: row.alert_profile_ids,
    receives_follows: row.receives_follows,
    receives_favourite_changes: row.receives_favourite_changes,
    pipeline_workspace_ids: row.pipeline_workspace_ids,
    status:
      row.paused_reason === 'failures'
        ? 'paused_after_failures'
        : row.paused_reason === 'user'
          ? 'paused_by_user'
          : 'active',
    consecutive_failures: row.consecutive_failures,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    last_error_at: row.last_error_at?.toISOString() ?? null,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
  };
}

async function findOrFail(deps: WebhookDeps, user: AuthUser, id: number) {
  const row = await findOwnEndpoint(deps.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

const PIPELINE_CHOICE_REFUSED =
  'Choose workspaces where you are the owner or an admin: they decide where the pipeline is posted.';

/**
 * The workspaces whose pipeline the user may post to a webhook (`pipeline.webhooks` in the
 * permission table, ADR 0257). A workspace they are not in is refused in the same words as one
 * where their role falls short, so ids reveal nothing.
 */
async function readWorkspaceChoices(deps: WebhookDeps, user: AuthUser, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  for (const workspaceId of wanted) {
    if (!(await mayDoInWorkspace(deps.db, workspaceId, user.id, 'pipeline.webhooks'))) {
      throw new AppError('VALIDATION_ERROR', `Pipeline events: ${PIPELINE_CHOICE_REFUSED}`, {
        fieldErrors: { pipeline_workspace_ids: [PIPELINE_CHOICE_REFUSED] },
      });
    }
  }
  return wanted;
}

/** The choices, with alert profiles that are not the user's refused by name. */
async function readChoices(
  deps: WebhookDeps,
  user: AuthUser,
  input: z.output<typeof updateWebhookRequestSchema>,
): Promise<EndpointChoices> {
  const wanted = [...new Set(input.alert_profile_ids)];
  const own = await findOwnProfileIds(deps.db, user.id, wanted);
  if (own.length !== wanted.length) {
    const message = 'Choose alert profiles from your list.';
    throw new AppError('VALIDATION_ERROR', `Alert profiles: ${message}`, {
      fieldErrors: { alert_profile_ids: [message] },
    });
  }
  return {
    name: input.endpoint_name,
    alertProfileIds: own,
    receivesFollows: input.receives_follows,
    receivesFavouriteChanges: input.receives_favourite_changes,
    pipelineWorkspaceIds: await readWorkspaceChoices(deps, user, input.pipeline_workspace_ids),
  };
}

export async function listWebhooks(deps: WebhookDeps, user: AuthUser): Promise<WebhookList> {
  const rows = await findEndpoints(deps.db, user.id);
  return {
    endpoints: rows.map(toWebhookEndpoint),
    can_use_webhooks: canUseWebhooks(user),
    max_endpoints: MAX_WEBHOOK_ENDPOINTS,
  };
}

export async function createWebhook(
  deps: WebhookDeps,
  user: AuthUser,
  input: z.output<typeof createWebhookRequestSchema>,
): Promise<WebhookCreated> {
  requireWebhooks(user);
  const urlProblem = await describeUnusableWebhookUrl(input.url, webhookAddressRules(deps.env));
  if (urlProblem) {
    throw new AppError('VALIDATION_ERROR', `Webhook URL: ${urlProblem}`, {
      fieldErrors: { url: [urlProblem] },
    });
  }
  if ((await countEndpoints(deps.db, user.id)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new AppError('FORBIDDEN', `You can add up to ${MAX_WEBHOOK_ENDPOINTS} webhooks.`);
  }
  const choices = await readChoices(deps, user, input);
  const signingSecret = input.kind === 'generic' ? createSigningSecret() : null;
  const id = await withTransaction(deps.db, (client) =>
    insertEndpoint(client, {
      ...choices,
      userId: user.id,
      kind: input.kind,
      url: input.url,
      signingSecret,
    }),
  );
  const row = await findOrFail(deps, user, id);
  return { ...toWebhookEndpoint(row), signing_secret: signingSecret };
}

export async function updateWebhook(
  deps: WebhookDeps,
  user: AuthUser,
  id: number,
  input: z.output<typeof updateWebhookRequestSchema>,
): Promise<WebhookEndpoint> {
  await findOrFail(deps, user, id);
  requireWebhooks(user);
  const choices = await readChoices(deps, user, input);
  await withTransaction(deps.db, (client) => updateEndpointChoices(client, id, choices));
  return toWebhookEndpoint(await findOrFail(deps, user, id));
}

export async function removeWebhook(deps: WebhookDeps, user: AuthUser, id: number): Promise<void> {
  if (!(await deleteEndpoint(deps.db, user.id, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
}

export async function pauseWebhook(deps: WebhookDeps, user: AuthUser, id: number) {
  await findOrFail(deps, user, id);
  await setEndpointPaused(deps.db, id, 'user');
  return toWebhookEndpoint(await findOrFail(deps, user, id));
}

/** Resumes an endpoint and queues what it is still owed (the last 7 days' pending deliveries). */
export async function resumeWebhook(deps: WebhookDeps, user: AuthUser, id: number) {
  await findOrFail(deps, user, id);
  requireWebhooks(user);
  const owed = await withTransaction(deps.db, async (client) => {
    await setEndpointPaused(client, id, null);
    const pending = await findPendingDeliveryIds(client, id);
    if (deps.jobs) await queueDeliveryJobs(deps.jobs, client, pending, { attempt: Date.now() });
    return pending;
  });
  deliverAfterCommit(deps, owed);
  return toWebhookEndpoint(await findOrFail(deps, user, id));
}

export async function testWebhook(
  deps: WebhookDeps,
  user: AuthUser,
  id: number,
): Promise<WebhookTestResult> {
  const row = await findOrFail(deps, user, id);
  requireWebhooks(user);
  return sendTestMessage(deps, row);
}
