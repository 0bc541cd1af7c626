import type { WebhookEndpoint, WebhookKind, WebhookStatus } from '@wac/contract';

export const WEBHOOK_TEXT = {
  title: 'Integrations',
  intro:
    'Post your alert matches, news from the buyers and suppliers you follow, changes to your favourites and the pipeline events of workspaces you run to Slack, Microsoft Teams or your own HTTPS endpoint.',
  upgrade: 'Webhooks are part of the Premium plan and above.',
  empty: 'No webhooks yet.',
  add: 'Add webhook',
  edit: 'Edit',
  save: 'Save changes',
  test: 'Send test message',
  pause: 'Pause',
  resume: 'Resume',
  remove: 'Delete',
  confirmRemove: 'Delete this webhook? It stops receiving messages at once.',
  secret:
    'Your signing secret, shown only now: keep it with your endpoint to check the X-WAC-Signature header of each request.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** Where each kind's URL comes from, under the URL field. */
export const WEBHOOK_URL_HINTS: Record<WebhookKind, string> = {
  slack:
    'In Slack, add an incoming webhook to the channel and paste its URL (https://hooks.slack.com/...).',
  teams:
    'In Teams, add the workflow "Post to a channel when a webhook request is received" and paste its URL.',
  generic:
    'We POST JSON signed with HMAC-SHA256 over the timestamp and body (headers X-WAC-Timestamp and X-WAC-Signature).',
};

export const WEBHOOK_STATUS_LABELS: Record<WebhookStatus, string> = {
  active: 'Active',
  paused_by_user: 'Paused',
  paused_after_failures: 'Paused after repeated failures',
};

/** "2 alert profiles, follows and favourite changes", or that it receives nothing yet. */
export function describeWebhookChoices(endpoint: WebhookEndpoint): string {
  const parts: string[] = [];
  const profiles = endpoint.alert_profile_ids.length;
  if (profiles > 0) parts.push(`${profiles} alert ${profiles === 1 ? 'profile' : 'profiles'}`);
  if (endpoint.receives_follows) parts.push('followed buyers and suppliers');
  if (endpoint.receives_favourite_changes) parts.push('favourite changes');
  const workspaces = endpoint.pipeline_workspace_ids.length;
  if (workspaces > 0) {
    parts.push(
      `the pipeline events of ${workspaces} ${workspaces === 1 ? 'workspace' : 'workspaces'}`,
    );
  }
  if (parts.length === 0) return 'Receives nothing yet: only test messages.';
  const last = parts.pop();
  return `Receives ${parts.length ? `${parts.join(', ')} and ${last}` : last}.`;
}
