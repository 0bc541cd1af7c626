/**
 * The webhooks module's public face (issue 34, ADRs 0215-0217): its routes and worker, and the
 * fan-out the alert, follow and favourite-change runs call beside their emails.
 */

export { deliverAfterCommit, queueWebhookEvents } from './queue-webhook-events';
export type { UserWebhookEvent, WebhookEvent, WebhookEventItem } from './webhook-event';
export { registerWebhookWorker } from './webhooks.jobs';
export { webhooksRoutes } from './webhooks.routes';
